package otau.ui.board;

import org.junit.jupiter.api.Test;
import otau.game.Fen;
import otau.game.Position;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SowingFramesTest {
    @Test
    void oneFramePerStoneThenTheCapture() {
        Position before = Position.start();
        Position after = before.play(6);
        List<int[]> frames = SowingFrames.between(before, after);
        assertEquals(1 + 9 + 1, frames.size());
        assertEquals(0, frames.get(0)[5], "the hole is emptied first");
        assertEquals(1, frames.get(1)[5], "the first stone goes back into it");
        assertEquals(10, frames.get(9)[13], "Black's hole 5 holds 10 before the capture");
        assertArrayEquals(SowingFrames.countsOf(after), frames.get(frames.size() - 1));
        for (int[] f : frames.subList(0, frames.size() - 1)) {
            int sum = 0;
            for (int c : f) {
                sum += c;
            }
            assertEquals(162 - (9 - countSown(f, frames.get(0))), sum, "stones in hand are not on the board");
        }
    }

    private static int countSown(int[] frame, int[] first) {
        int d = 0;
        for (int i = 0; i < 20; i++) {
            d += frame[i] - first[i];
        }
        return d;
    }

    @Test
    void stonesFallingIntoATuzdykGoToItsOwner() {
        Position before = Fen.read("0,0,45,3,X,12,0,1,20/2,0,0,31,5,X,0,9,1 25 8 b 30");
        Position after = before.play(4);
        List<int[]> frames = SowingFrames.between(before, after);
        assertEquals(1 + 31 + 1, frames.size());
        int[] sown = frames.get(frames.size() - 2);
        assertEquals(0, sown[4], "White's hole 5 is Black's tuzdyk and stays empty");
        assertEquals(0, sown[14], "Black's hole 6 is White's tuzdyk and stays empty");
        assertArrayEquals(SowingFrames.countsOf(after), frames.get(frames.size() - 1));
    }

    @Test
    void noFramesForPositionsThatAreNotOneMoveApart() {
        Position start = Position.start();
        assertTrue(SowingFrames.between(start, start.play(6).play(1)).isEmpty());
        assertTrue(SowingFrames.between(start, start).isEmpty());
        assertTrue(SowingFrames.between(null, start.play(6)).isEmpty());
    }
}
