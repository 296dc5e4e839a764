package otau.engine.solve;

import java.util.List;

/**
 * A report during a long solve, after each iteration of either question.
 *
 * @param question   the question just searched, e.g. {@code "can White win?"}
 * @param depth      the depth in plies just finished for it
 * @param nodes      nodes searched so far, both questions together
 * @param elapsedMillis time since the solve started
 * @param rootMoves  for the side to move's question ("can the mover win?"): each legal
 *                   move and what is proved about it so far
 */
public record SolveProgress(String question, int depth, long nodes, long elapsedMillis, List<RootMove> rootMoves) {
    /**
     * What is known of one move at the root, for the side to move: of a win's first moves (and
     * during a solve) whether each wins; of a draw's first moves whether each holds the draw
     * ({@link #DRAWS}) or loses.
     */
    public enum MoveStatus { WINS, DOES_NOT_WIN, OPEN, DRAWS, LOSES }

    /**
     * @param outOfTime for an {@link MoveStatus#OPEN} move of a first-move check: the solve's time
     *                  ran out (or it was stopped) before the move had its whole node budget
     */
    public record RootMove(int hole, MoveStatus status, boolean outOfTime) {
        public RootMove(int hole, MoveStatus status) {
            this(hole, status, false);
        }
    }

    public long provenMoves() {
        return rootMoves.stream().filter(m -> m.status() != MoveStatus.OPEN).count();
    }

    /** The side to move's first moves proved to win. */
    public long winningMoves() {
        return rootMoves.stream().filter(m -> m.status() == MoveStatus.WINS).count();
    }
}
