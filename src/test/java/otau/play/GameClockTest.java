package otau.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import otau.game.Side;

class GameClockTest {
    /** A hand-driven time source. */
    private static final class FakeTime {
        long nanos = 1_000_000_000L;

        void advanceMs(long ms) {
            nanos += ms * 1_000_000;
        }
    }

    private final FakeTime time = new FakeTime();

    private GameClock clock(double minutes, double inc) {
        return new GameClock(GameTimeControl.of(minutes, inc), () -> time.nanos);
    }

    @Test
    void onlyTheSideToMoveIsChargedAndTheMoverGetsTheIncrement() {
        GameClock c = clock(1, 2);
        c.start(Side.WHITE);
        time.advanceMs(5_000);
        assertEquals(55_000, c.remainingMs(Side.WHITE));
        assertEquals(60_000, c.remainingMs(Side.BLACK));
        assertTrue(c.moveMade(Side.WHITE));
        assertEquals(57_000, c.remainingMs(Side.WHITE));
        assertEquals(Side.BLACK, c.running());
        time.advanceMs(10_000);
        assertEquals(57_000, c.remainingMs(Side.WHITE));
        assertEquals(50_000, c.remainingMs(Side.BLACK));
        assertTrue(c.moveMade(Side.BLACK));
        assertEquals(52_000, c.remainingMs(Side.BLACK));
        assertEquals(new ClockState(true, 57_000, 52_000, 2_000), c.state());
    }

    @Test
    void runningOutOfTimeFlagsThatSideAndStopsTheClock() {
        GameClock c = clock(0.5, 0);
        c.start(Side.WHITE);
        time.advanceMs(29_999);
        assertNull(c.flagged());
        time.advanceMs(1);
        assertEquals(Side.WHITE, c.flagged());
        assertEquals(0, c.remainingMs(Side.WHITE));
        assertNull(c.running());
        time.advanceMs(10_000);
        assertEquals(30_000, c.remainingMs(Side.BLACK), "Black's clock never started");
    }

    @Test
    void aMoveAfterTheFlagDoesNotCount() {
        GameClock c = clock(0.5, 5);
        c.start(Side.BLACK);
        time.advanceMs(31_000);
        assertFalse(c.moveMade(Side.BLACK), "the move came too late");
        assertEquals(Side.BLACK, c.flagged());
        assertEquals(0, c.remainingMs(Side.BLACK), "no increment after the flag");
    }

    @Test
    void pauseHoldsTheTimeAndResumeGoesOn() {
        GameClock c = clock(1, 0);
        c.start(Side.WHITE);
        time.advanceMs(1_000);
        c.pause();
        time.advanceMs(100_000);
        assertEquals(59_000, c.remainingMs(Side.WHITE));
        assertNull(c.flagged());
        c.resume();
        time.advanceMs(2_000);
        assertEquals(57_000, c.remainingMs(Side.WHITE));
    }

    @Test
    void stopFreezesBothClocks() {
        GameClock c = clock(1, 0);
        c.start(Side.WHITE);
        time.advanceMs(3_000);
        c.stop();
        time.advanceMs(30_000);
        assertEquals(57_000, c.remainingMs(Side.WHITE));
        assertNull(c.running());
    }

    @Test
    void anUntimedClockNeverFlags() {
        GameClock c = new GameClock(GameTimeControl.NONE, () -> time.nanos);
        c.start(Side.WHITE);
        time.advanceMs(10_000_000);
        assertNull(c.flagged());
        assertTrue(c.moveMade(Side.WHITE));
        assertEquals(ClockState.UNTIMED, c.state());
    }

    @Test
    void subMillisecondStepsAddUp() {
        GameClock c = clock(1, 0);
        c.start(Side.WHITE);
        for (int i = 0; i < 4; i++) {
            time.nanos += 400_000;
            c.remainingMs(Side.WHITE);
        }
        assertEquals(59_999, c.remainingMs(Side.WHITE), "1.6 ms charged as 1 with 0.6 kept");
    }

    @Test
    void timeControlTagsAndLabels() {
        assertEquals("300+3", GameTimeControl.of(5, 3).tag());
        assertEquals("5+3", GameTimeControl.of(5, 3).label());
        assertEquals("-", GameTimeControl.NONE.tag());
        assertEquals(4, GameTimeControl.PRESETS.size());
        assertThrows(IllegalArgumentException.class, () -> new GameTimeControl(0, 1000));
    }

    @Test
    void theBudgetNeverSpendsTheClock() {
        for (long left : new long[] {1, 5, 50, 200, 260, 1_000, 5_000, 60_000, 900_000}) {
            for (long inc : new long[] {0, 2_000, 10_000}) {
                long b = TimeBudget.moveTimeMs(left, inc);
                assertTrue(b > 0 && b < left || left == 1 && b == 1, left + "+" + inc + " -> " + b);
                if (left > 1_000) {
                    assertTrue(b <= (left - TimeBudget.RESERVE_MS) / 4, left + "+" + inc + " -> " + b);
                }
            }
        }
        assertEquals(180_000 / 30 + 1_500, TimeBudget.moveTimeMs(180_000, 2_000));
    }
}
