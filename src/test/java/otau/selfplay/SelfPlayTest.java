package otau.selfplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import otau.game.Outcome;
import otau.game.Position;
import otau.game.record.GameRecord;
import otau.game.record.RecordReader;
import otau.game.record.RecordWriter;
import org.junit.jupiter.api.Test;

class SelfPlayTest {
    @Test
    void gamesEndWithTheBoardsResultAndRoundTrip() {
        Random random = new Random(3);
        SelfPlay play = new SelfPlay(random, LocalDate.of(2025, 3, 1));
        GreedyMaterialPicker a = new GreedyMaterialPicker(random, "A");
        GreedyMaterialPicker b = new GreedyMaterialPicker(random, "B");
        Set<String> openings = new HashSet<>();
        for (int i = 1; i <= 10; i++) {
            GameRecord g = play.play(a, b, i);
            Outcome o = g.outcome();
            assertEquals(o.result().notation(), g.result());
            assertEquals("Otau self-play", g.tag("Event"));
            assertEquals("2025.03.01", g.tag("Date"));
            assertEquals(Integer.toString(i), g.tag("Round"));
            assertEquals("A", g.tag("White"));
            GameRecord back = RecordReader.readGame(RecordWriter.write(g));
            assertEquals(g.finalPosition(), back.finalPosition());
            openings.add(g.mainLine().subList(0, 4).stream().map(n -> n.move().notation()).toList().toString());
        }
        assertTrue(openings.size() >= 8, "random openings differ: " + openings);
    }

    @Test
    void theGreedyPlayerTakesAFreeCapture() {
        // White's hole 7 (nine stones) reaches Black's hole 6 with ten: the only capture from the start.
        GreedyMaterialPicker p = new GreedyMaterialPicker(new Random(1), "G");
        int pick = p.pick(Position.start());
        assertNotEquals(0, pick);
        assertTrue(Position.start().play(pick).lastMove().captured() > 0
                || Position.start().play(pick).store(otau.game.Side.WHITE) >= 10, "picked " + pick);
    }

    @Test
    void theEnginePlayerFinishesAGameWithLegalMovesAndTakesTheFreeCapture() {
        try (EnginePicker white = new EnginePicker(2_000, "E1"); EnginePicker black = new EnginePicker(2_000, "E2")) {
            int pick = white.pick(Position.start());
            assertTrue(Position.start().play(pick).lastMove().captured() > 0, "picked " + pick);
            GameRecord g = new SelfPlay(new Random(4), LocalDate.of(2025, 3, 1)).play(white, black, 1);
            assertEquals(g.outcome().result().notation(), g.result());
            assertEquals("E1", g.tag("White"));
        }
    }
}
