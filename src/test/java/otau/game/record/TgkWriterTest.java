package otau.game.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;

class TgkWriterTest {
    /** A record in TGK's own style: one pair a line, lower-case x, no capture totals. */
    static final String TGK = """
            [White "Aibek"]
            [Black "Dana"]
            [Result "*"]
            [Date "2025.08.22"]
            [Event "Club night"]
            [Round "3"]
            [Site "Bishkek"]
            [WhiteElo "1850"]

            1. 65 98
            2. 55 56
            3. 11 45x
            """;

    @Test
    void readsTgkStyleRecords() {
        ReadResult r = RecordReader.read(TGK, "club.tgk");
        assertTrue(r.problems().isEmpty(), r.problems().toString());
        GameRecord g = r.games().get(0);
        assertEquals("Aibek", g.tag("White"));
        assertEquals("1850", g.tag("WhiteElo"));
        List<String> tokens = new ArrayList<>();
        g.mainLine().forEach(n -> tokens.add(n.move().notation()));
        assertEquals(List.of("65(10)", "98", "55", "56", "11(22)", "45X"), tokens);
    }

    @Test
    void writesTheSubsetExactly() {
        GameRecord g = RecordReader.readGame(RecordReaderTest.EXAMPLE);
        g.tags().put("Annotator", "coach");
        g.tags().put("TimeControl", "300+5");
        String text = TgkWriter.write(g);
        Position end = g.finalPosition();
        String count = end.store(Side.WHITE) + "-" + end.store(Side.BLACK);
        assertEquals("""
                [White "Aibek"]
                [Black "Dana"]
                [Result "1-0"]
                [Date "2025.08.22"]
                [Event "Club night"]
                [Round "3"]
                [Site "Bishkek"]
                [Count "%s"]
                [TimeControl "300+5"]

                1. 65 98
                2. 55 56
                3. 11
                """.formatted(count), text);
        assertTrue(!text.contains("{") && !text.contains("(") && !text.contains("Annotator"), text);
    }

    @Test
    void tuzdykIsLowerCaseAndTheGameReadsBack() {
        GameRecord g = gameWithATuzdyk();
        String text = TgkWriter.write(g);
        assertTrue(text.matches("(?s).*\\b\\d\\dx\\b.*"), text);
        assertTrue(!text.contains("X") && !text.contains("("), text);
        GameRecord again = RecordReader.readGame(text);
        assertEquals(Fen.write(g.finalPosition()), Fen.write(again.finalPosition()));
        assertEquals(g.mainLine().size(), again.mainLine().size());
        assertEquals(TgkWriter.write(again), text, "TGK round trip is stable");
    }

    @Test
    void unknownTagsBecomeQuestionMarks() {
        String text = TgkWriter.write(GameRecord.newGame());
        assertTrue(text.startsWith("[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n[Date \"?\"]\n"), text);
        assertTrue(text.contains("[Count \"0-0\"]"), text);
    }

    @Test
    void aSetUpPositionIsRefusedWithAReason() {
        GameRecord g = new GameRecord(Fen.read("0,0,0,0,0,0,0,1,3/0,2,1,0,0,0,0,0,0 78 77 w 1"));
        assertNotNull(TgkWriter.whyNotWritable(g));
        assertNull(TgkWriter.whyNotWritable(GameRecord.newGame()));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TgkWriter.write(g));
        assertTrue(e.getMessage().contains("set-up position"), e.getMessage());
    }

    /** Plays the lowest legal hole, or a tuzdyk-making move when one is on offer, until a tuzdyk falls. */
    private static GameRecord gameWithATuzdyk() {
        GameRecord g = GameRecord.newGame();
        RecordNode node = g.root();
        for (int ply = 0; ply < 300 && !node.position().isGameOver(); ply++) {
            Position p = node.position();
            int chosen = -1;
            for (int hole : p.legalMoves()) {
                if (p.play(hole).lastMove().tuzdyk()) {
                    chosen = hole;
                }
            }
            if (chosen < 0) {
                int[] legal = p.legalMoves();
                chosen = legal[ply % legal.length];
            }
            node = node.addChild(chosen);
            if (node.move().tuzdyk()) {
                return g;
            }
        }
        throw new AssertionError("no tuzdyk arose");
    }
}
