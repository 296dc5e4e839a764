package otau.game.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import otau.LongLines;
import otau.game.study.Chapter;

/**
 * Records of 20,000 plies, and variations nested thousands deep, are written, copied and
 * counted without overflowing the stack. Oracle: the sizes built (LongLines' 18-ply cycle,
 * checked by hand against RULES.md), and the reader, which reads the written text back the same.
 */
class DeepRecordTest {
    private static final int PLIES = 20_000;

    /**
     * Where the cycle offers a choice: after White's 9 Black has stones in holes 1 and 9, and
     * Black's 1 ends the game at once (White is left without a stone).
     */
    private static boolean branches(int ply) {
        return ply % 18 == 17;
    }

    @Test
    void aLongGameWithSideLinesIsWrittenCopiedAndReadBack() {
        GameRecord g = LongLines.game(PLIES);
        int sideLines = 0;
        RecordNode n = g.root();
        for (int ply = 0; ply < PLIES; ply++) {
            if (branches(ply)) {
                n.addChild(1).setComment("ends the game");
                sideLines++;
            }
            n = n.mainChild();
        }
        n.setComment("the end");
        assertEquals(PLIES + sideLines + 1, LongLines.onSmallStack(g.root()::size));
        String text = LongLines.onSmallStack(() -> RecordWriter.write(g));
        GameRecord back = RecordReader.read(text, "long.pgn").games().get(0);
        assertEquals(PLIES, back.mainLine().size());
        assertEquals(PLIES + sideLines + 1, LongLines.onSmallStack(back.root()::size));
        assertEquals("the end", back.mainLine().get(PLIES - 1).comment());
        assertEquals(text, LongLines.onSmallStack(() -> RecordWriter.write(back)), "the same text again");
        GameRecord copy = LongLines.onSmallStack(() -> Chapter.copyOf(back));
        assertEquals(text, RecordWriter.write(copy));
    }

    @Test
    void variationsNestedThousandsDeepAreWritten() {
        // At each choice the game-ending move is the main line and the cycle goes on as its
        // variation, so every lap is a variation inside the one before.
        int laps = 4_000;
        GameRecord g = LongLines.game(0);
        RecordNode n = g.root();
        for (int ply = 0; ply < 18 * laps; ply++) {
            if (branches(ply)) {
                n.addChild(1);
            }
            n = n.addChild(LongLines.hole(ply));
        }
        String text = LongLines.onSmallStack(() -> RecordWriter.write(g));
        assertEquals(laps, text.chars().filter(c -> c == '(').count());
        assertEquals(laps, text.chars().filter(c -> c == ')').count());
        assertEquals(18 * laps + laps + 1, LongLines.onSmallStack(g.root()::size));
    }
}
