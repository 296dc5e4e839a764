package otau.engine.search;

/**
 * Run in a JVM of 64 MB by {@link TranspositionTableTest}: asks for a table of 1 GiB (made
 * directly, past the engine's own sizing) and prints the slots it got. A table is a cache, so it
 * must come out smaller rather than stop the program.
 */
public final class TableLargerThanTheHeap {
    private TableLargerThanTheHeap() {
    }

    public static void main(String[] args) {
        System.out.println("slots " + new TranspositionTable(1024).capacity());
    }
}
