package otau.play;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Verdict;
import otau.game.Board;
import otau.game.Position;
import otau.game.Side;

/**
 * The move the solver plays in a position it has decided:
 * <ul>
 * <li>winning: the move with the shortest forced win, found exactly by {@link WinDistance};
 *     past the node budget, the first move of the solver's proof (a win, not necessarily
 *     the shortest);</li>
 * <li>lost: the longest resistance, the move after which the win takes the most plies.
 *     Deepening the horizon d = 0, 1, … drops every move the winner wins within d; the
 *     last moves standing are the longest. Past the budget the moves still standing all
 *     resist longer than every move dropped, and the proof's own defence is taken among
 *     them when it is one of them (else the lowest hole) — an estimate, and said to be one;</li>
 * <li>drawn: the first move of the solver's drawing line (one after which the opponent is
 *     proved not to win).</li>
 * </ul>
 * An undecided position has no solver move ({@code null}): the engine plays there.
 */
public final class SolverMoves {
    /** Why a move was chosen. */
    public enum Reason {
        /** The shortest win, exact. */
        SHORTEST_WIN,
        /** A proved win, not checked to be the shortest. */
        PROVED_WIN,
        /** The longest resistance, exact. */
        LONGEST_RESISTANCE,
        /** Among the moves resisting longest as far as the budget reached: an estimate. */
        RESISTANCE_ESTIMATE,
        /** Keeps a proved draw. */
        HOLDS_DRAW,
        /**
         * Proved not to lose, whether it wins open: the engine's best move among those after
         * which the opponent is proved not to win.
         */
        HOLDS_NO_LOSS,
        /** Nothing is proved: the engine's best move. */
        ENGINE
    }

    /**
     * @param move  hole number 1..9
     * @param plies the plies to the end of the game with best play from both sides, this
     *              move included, when they were measured; else -1
     */
    public record Choice(int move, Reason reason, int plies) {
    }

    /** Deepest horizon tried: further than any win the budget can reach. */
    static final int MAX_PLIES = 200;

    private final long nodeBudget;
    private final BooleanSupplier stop;

    /**
     * @param nodeBudget positions the exact distance search may visit for one choice
     * @param stop       says when the caller gave up
     */
    public SolverMoves(long nodeBudget, BooleanSupplier stop) {
        this.nodeBudget = nodeBudget;
        this.stop = stop;
    }

    /** The move for the side to move in {@code r}'s position, or null when the solve decided nothing. */
    public Choice choose(SolveResult r) {
        Position p = r.position();
        if (r.verdict() == null || p.isGameOver()) {
            return null;
        }
        if (r.verdict() == Verdict.DRAW) {
            return r.mainLine().isEmpty() ? null : new Choice(r.mainLine().get(0), Reason.HOLDS_DRAW, -1);
        }
        Side mover = p.sideToMove();
        if (r.verdict().winner() == mover) {
            Choice shortest = shortestWin(p);
            return shortest != null ? shortest
                    : r.mainLine().isEmpty() ? null : new Choice(r.mainLine().get(0), Reason.PROVED_WIN, -1);
        }
        Integer proofDefence = r.mainLine().isEmpty() ? null : r.mainLine().get(0);
        return longestResistance(p, proofDefence);
    }

    /** The move with the shortest forced win for the side to move, or null past the budget. */
    public Choice shortestWin(Position p) {
        Board b = new Board(p);
        WinDistance search = new WinDistance(b.sideToMove(), nodeBudget, stop);
        int[] moves = p.legalMoves();
        try {
            for (int d = 1; d <= MAX_PLIES; d++) {
                for (int h : moves) {
                    b.play(h - 1);
                    try {
                        if (search.winsWithin(b, d - 1)) {
                            return new Choice(h, Reason.SHORTEST_WIN, d);
                        }
                    } finally {
                        b.undo();
                    }
                }
            }
        } catch (WinDistance.OutOfBudget spent) {
            return null;
        }
        return null;
    }

    /**
     * The defence that makes the opponent's win longest in {@code p}, lost for the side to
     * move; {@code proofDefence} breaks the tie among the moves still standing when the budget
     * runs out (may be null).
     */
    public Choice longestResistance(Position p, Integer proofDefence) {
        Board b = new Board(p);
        WinDistance search = new WinDistance(1 - b.sideToMove(), nodeBudget, stop);
        List<Integer> standing = new ArrayList<>();
        for (int h : p.legalMoves()) {
            standing.add(h);
        }
        try {
            for (int d = 0; d <= MAX_PLIES; d++) {
                List<Integer> still = new ArrayList<>();
                for (int h : standing) {
                    b.play(h - 1);
                    try {
                        if (!search.winsWithin(b, d)) {
                            still.add(h);
                        }
                    } finally {
                        b.undo();
                    }
                }
                if (still.isEmpty()) {
                    // Every move left is won in exactly d more plies: they tie for the longest.
                    int pick = proofDefence != null && standing.contains(proofDefence) ? proofDefence : standing.get(0);
                    return new Choice(pick, Reason.LONGEST_RESISTANCE, d + 1);
                }
                standing = still;
            }
        } catch (WinDistance.OutOfBudget spent) {
            // fall through: the moves standing resist longer than all those dropped
        }
        if (standing.size() == 1) {
            // The only move left resists longest (exact), though how long was not reached.
            return new Choice(standing.get(0), Reason.LONGEST_RESISTANCE, -1);
        }
        int pick = proofDefence != null && standing.contains(proofDefence) ? proofDefence : standing.get(0);
        return new Choice(pick, Reason.RESISTANCE_ESTIMATE, -1);
    }
}
