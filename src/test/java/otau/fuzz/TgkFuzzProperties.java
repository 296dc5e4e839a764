package otau.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordNode;
import otau.game.record.RecordReader;
import otau.game.record.TgkWriter;

/**
 * TGK export of mutated records: whatever the reader made of a damaged file, every game that
 * TGK can hold is written without an exception and in bounded time, reads back clean with
 * the same main line, and its Count obeys the conservation of the 162 stones (RULES.md): the
 * stores never hold more, and hold all 162 when the game ended because a side could not move.
 */
class TgkFuzzProperties {
    @Property(tries = 60)
    void mutatedRecordsExportAsTgkThatReadsBack(@ForAll long seed) {
        for (int round = 0; round < FuzzInputs.scale(); round++) {
            Random random = new Random(seed + round);
            String text = FuzzInputs.mutate(FuzzInputs.join(FuzzInputs.window(random, 4)), random).text();
            ReadResult read = RecordReader.read(text, "mutated.pgn");
            for (GameRecord g : read.games()) {
                if (TgkWriter.whyNotWritable(g) != null) {
                    continue;
                }
                String tgk = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> TgkWriter.write(g),
                        () -> "seed " + seed);
                ReadResult back = RecordReader.read(tgk, "back.tgk");
                assertTrue(back.isClean(), () -> back.problems() + "\n" + tgk);
                assertEquals(1, back.games().size(), tgk);
                assertEquals(moves(g), moves(back.games().get(0)), tgk);
                checkCount(g.finalPosition(), back.games().get(0).tag("Count"));
            }
        }
    }

    private static void checkCount(Position end, String count) {
        String[] stores = count.split("-");
        int white = Integer.parseInt(stores[0]);
        int black = Integer.parseInt(stores[1]);
        assertTrue(white + black <= 162, count);
        assertTrue(white >= end.store(Side.WHITE) && black >= end.store(Side.BLACK), count);
        boolean someoneWon = end.store(Side.WHITE) >= 82 || end.store(Side.BLACK) >= 82;
        if (end.isGameOver() && !someoneWon) {
            assertEquals(162, white + black, "every stone is in a store at the end: " + count);
        }
    }

    private static List<String> moves(GameRecord g) {
        return g.mainLine().stream().map(RecordNode::move).map(m -> m.hole() + ":" + m.landing()).toList();
    }
}
