package otau.cli;

/** A count and its noun for the command line's English reports: "1 puzzle", "2 puzzles". */
final class Counts {
    private Counts() {
    }

    static String of(long n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }
}
