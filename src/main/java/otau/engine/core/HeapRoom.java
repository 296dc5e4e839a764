package otau.engine.core;

/**
 * How big a new table may still be in the memory this Java may use (its -Xmx), so that a big
 * size option gives smaller tables and a message instead of an OutOfMemoryError. Sizes are
 * powers of two, as every {@link BucketTable} rounds its size down to one anyway.
 */
public final class HeapRoom {
    private HeapRoom() {
    }

    /**
     * The largest size in MiB (a power of two, at least 1) that each of {@code tables} new tables
     * may take beside the memory in use now, of which {@code freedBytes} are about to be let go,
     * leaving {@code reserveBytes} for everything else.
     */
    public static int mebibytesEach(int tables, long reserveBytes, long freedBytes) {
        return mebibytesEach(tables, availableBytes(freedBytes) - reserveBytes);
    }

    /** The memory this Java may still take, counting {@code freedBytes} about to be let go as free. */
    public static long availableBytes(long freedBytes) {
        Runtime rt = Runtime.getRuntime();
        long used = rt.totalMemory() - rt.freeMemory();
        return rt.maxMemory() - used + freedBytes;
    }

    /** The same for {@code availableBytes} to share out. */
    static int mebibytesEach(int tables, long availableBytes) {
        if (tables < 1) {
            throw new IllegalArgumentException("tables " + tables);
        }
        long mib = Math.max(1, (availableBytes / tables) >> 20);
        return Integer.highestOneBit((int) Math.min(mib, Integer.MAX_VALUE));
    }

    /** The size a table asked for {@code mebibytes} MiB really gets: the power of two at or below it. */
    public static int roundedDown(int mebibytes) {
        return Integer.highestOneBit(Math.max(1, mebibytes));
    }
}
