package otau.engine.search;

import java.util.function.Consumer;
import otau.engine.core.HeapRoom;

/**
 * Sizes the hash table against the memory the JVM may still use, so a large Hash option
 * on a small heap gives a smaller table and a message instead of an OutOfMemoryError.
 */
final class HashSizing {
    /** Memory left for everything else: the search threads, the GUI, the record being read. */
    private static final long RESERVE_BYTES = 64L << 20;

    private HashSizing() {
    }

    /** The largest table, in MiB (a power of two, at least 1), that fits beside {@code currentMiB} being freed. */
    static int affordableMiB(int currentMiB) {
        return HeapRoom.mebibytesEach(1, RESERVE_BYTES, (long) currentMiB << 20);
    }

    /**
     * Resizes {@code tt} for a Hash option of {@code requestedMiB}; returns the size it got.
     * When less than asked for, {@code message} says so (an {@code info string} in TKP).
     */
    static int resize(TranspositionTable tt, int currentMiB, int requestedMiB, Consumer<String> message) {
        int size = Math.min(requestedMiB, affordableMiB(currentMiB));
        while (true) {
            try {
                tt.resize(size);
                break;
            } catch (OutOfMemoryError e) {
                if (size <= 1) {
                    throw e;
                }
                size /= 2;
            }
        }
        if (size < requestedMiB) {
            message.accept("Hash " + requestedMiB + " MiB does not fit in this engine's memory (at most "
                    + (Runtime.getRuntime().maxMemory() >> 20) + " MiB, -Xmx); using " + size + " MiB");
        }
        return size;
    }
}
