package otau.engine.solve;

/** Receives a solve's progress, on the solving thread; keep it quick. */
@FunctionalInterface
public interface SolveListener {
    void progress(SolveProgress progress);

    /**
     * What the solver does after a win is proved and before it returns: each step can take
     * seconds on a big proof, and until it ends the result is not ready.
     */
    enum AfterProof {
        /** Looking for the shortest win and its line. */
        SHORTEST_WIN,
        /** Checking the winner's other first moves (the cook check). */
        FIRST_MOVES,
        /** Finding by how many stones the winner can win. */
        MARGIN
    }

    /** {@code verdict} is proved and the solver has begun {@code step}. */
    default void afterProof(Verdict verdict, AfterProof step) {
    }

    /**
     * The shortest-win search has just shown that {@code verdict}'s winner cannot win within
     * {@code notWithinPlies} plies, after {@code nodes} of its nodes: its progress, one call a
     * depth, the deepest last.
     */
    default void shortestWinProgress(Verdict verdict, int notWithinPlies, long nodes) {
    }

    SolveListener NONE = p -> { };
}
