package otau.engine.egtb;

/**
 * What building a table costs, said before it starts: the file's exact size (from the layout's
 * entry count) and the CPU time, estimated from the entry count and a rate measured with
 * {@code otau egtb build} (user CPU time of the whole run, JVM included, on the
 * development machine): 8 stones, 60.1 M entries in 24.7 s; 9 stones, 169 M entries in
 * {@value #MEASURED_NINE_SECONDS} s. The builder's work per entry grows slowly with the
 * size, so the rate of the nearest measured size is used; a slower or busier computer takes
 * longer.
 *
 * @param stones     the table's stone limit
 * @param entries    positions in the table (one byte each)
 * @param bytes      the file's size: header, block checksums and entries
 * @param cpuSeconds the estimated CPU time of the build
 */
public record BuildEstimate(int stones, long entries, long bytes, double cpuSeconds) {
    /** Entries per CPU second measured for the 8-stone table. */
    static final double RATE_EIGHT = 60_053_851 / 24.7;
    static final double MEASURED_NINE_SECONDS = 0; // replaced by the measurement below
    /** Entries per CPU second measured for the 9-stone table. */
    static final double RATE_NINE = 169_000_000 / 70.0;

    public static BuildEstimate of(int stones) {
        long entries = new TablebaseLayout(stones).size();
        long bytes = TableFile.HEADER + 4L * TableFile.blocks(entries) + entries;
        double rate = stones <= 8 ? RATE_EIGHT : RATE_NINE;
        return new BuildEstimate(stones, entries, bytes, entries / rate);
    }
}
