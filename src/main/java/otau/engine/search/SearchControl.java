package otau.engine.search;

import java.util.concurrent.atomic.AtomicBoolean;
import otau.engine.Limits;
import otau.engine.TimeBudget;

/**
 * What all threads of one search share besides the hash table: the stop flag and the
 * limits turned into deadlines. The main thread checks the limits; helpers only watch the flag.
 */
final class SearchControl {
    final AtomicBoolean stop = new AtomicBoolean();
    final long startNanos = System.nanoTime();
    final Limits limits;
    /** Abort a running iteration after this (ms since start), or Long.MAX_VALUE. */
    final long hardMs;
    /** Start no new iteration after this. */
    final long softMs;

    SearchControl(Limits limits, int sideToMove) {
        this.limits = limits;
        long hard = Long.MAX_VALUE;
        long soft = Long.MAX_VALUE;
        if (!limits.infinite()) {
            if (limits.moveTimeMs() > 0) {
                hard = Math.max(1, limits.moveTimeMs() - 3);
                soft = hard;
            }
            if (limits.hasClock()) {
                long left = sideToMove == 0 ? limits.whiteTimeMs() : limits.blackTimeMs();
                long inc = sideToMove == 0 ? limits.whiteIncMs() : limits.blackIncMs();
                // Saturating: a clock of Long.MAX_VALUE ms is "plenty of time", not an overflow to 1 ms.
                long base = TimeBudget.plus(left / 30, inc / 4 * 3);
                long clockHard = Math.max(1, Math.min(left / 4, TimeBudget.times(base, 4)));
                long clockSoft = Math.max(1, base / 2);
                hard = Math.min(hard, clockHard);
                soft = Math.min(soft, clockSoft);
            }
        }
        this.hardMs = hard;
        this.softMs = soft;
    }

    long elapsedMs() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}
