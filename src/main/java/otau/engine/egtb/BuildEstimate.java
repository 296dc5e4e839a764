package otau.engine.egtb;

/**
 * What building a table costs, said before it starts: the file's exact size (from the layout's
 * entry count) and its CPU time, estimated from the entry count at a measured rate. Measured
 * with {@code /usr/bin/time otau egtb build} (user CPU time of the whole run, JVM included, on
 * the idle 2-core development machine, medians of three and four runs): 8 stones, 60,053,851
 * entries in 17.9 s; 9 stones, 169,086,225 entries in 56.6 s. The work
 * per entry grows slowly with the size, so sizes up to 8 use the 8-stone rate and larger ones
 * the 9-stone rate; a faster computer takes less, a busy one longer on the clock.
 *
 * @param stones     the table's stone limit
 * @param entries    positions in the table (one byte each)
 * @param bytes      the file's size: header, block checksums and entries
 * @param cpuSeconds the estimated CPU time of the build
 */
public record BuildEstimate(int stones, long entries, long bytes, double cpuSeconds) {
    /** Entries per CPU second measured for the 8-stone table. */
    private static final double RATE_EIGHT = 60_053_851 / 17.9;
    /** Entries per CPU second measured for the 9-stone table. */
    private static final double RATE_NINE = 169_086_225 / 56.6;

    public static BuildEstimate of(int stones) {
        long entries = new TablebaseLayout(stones).size();
        long bytes = TableFile.HEADER + 4L * TableFile.blocks(entries) + entries;
        double rate = stones <= 8 ? RATE_EIGHT : RATE_NINE;
        return new BuildEstimate(stones, entries, bytes, entries / rate);
    }

    /** The rate the estimate of a default-size table uses, in entries per CPU second. */
    public static double measuredRate() {
        return RATE_NINE;
    }
}
