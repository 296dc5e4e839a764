package otau.engine.core;

/**
 * Run in a JVM of 64 MB by {@link BucketTableTest}: asks for a table of 1 GiB and prints the
 * slots it got. A table is a cache, so it must come out smaller rather than stop the program.
 */
public final class TableLargerThanTheHeap {
    private TableLargerThanTheHeap() {
    }

    public static void main(String[] args) {
        BucketTable table = new BucketTable(BucketTable.slotsIn(1024, 1)) {
            @Override
            protected int ways() {
                return 2;
            }

            @Override
            protected int payloadLongs() {
                return 1;
            }

            @Override
            protected long worth(int slot) {
                return 0;
            }
        };
        System.out.println("slots " + table.capacity());
    }
}
