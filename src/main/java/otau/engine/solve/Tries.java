package otau.engine.solve;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import otau.game.Position;
import otau.game.Side;

/**
 * The other half of an etude book's solution: the moves the solver's side could have played
 * instead of the main line's own. The solver's side is the winner of a win, and for a draw the
 * side to move at the start (the one a draw etude asks to hold). A try that gives the result
 * away (a win let go, a draw lost) is refuted: it comes with the result after it and the line
 * that shows it, as a book prints "2. 34? 2... 7 draws". A main-line move all of whose
 * alternatives are refuted is an only move, the book's "!". A try that keeps the result (a
 * second way to win, another move that holds the draw: a dual) is listed without its line.
 *
 * <p>Unlike the defences, a try is a position the main proof did not need, so each is solved
 * afresh; each gets a node budget, and a try it leaves undecided is counted as open (and the
 * move it stands beside is then not called an only move).
 */
public final class Tries {
    /** Each try's node budget by default: it decides 2,400 of the 2,418 tries of the shipped etudes (47 s for all 68). */
    public static final long NODES_EACH = 1_000_000;

    /**
     * What the tries came to: {@code refuted} (in the main line's order), the plies of the main
     * line whose move is an only move, the tries that keep the result ({@code kept}, in the main
     * line's order, each its move alone with the result), those their budget left open
     * ({@code leftOpen}, in the main line's order, each its move alone with no result), and how
     * many were answered of {@code total} (fewer when stopped).
     */
    public record Found(List<SideLine> refuted, List<Integer> onlyMoves, List<SideLine> kept, List<SideLine> leftOpen,
                        int answered, int total) {
        public Found {
            refuted = List.copyOf(refuted);
            onlyMoves = List.copyOf(onlyMoves);
            kept = List.copyOf(kept);
            leftOpen = List.copyOf(leftOpen);
        }

        /** How many tries the budget left open. */
        public int open() {
            return leftOpen.size();
        }

        /** How many tries keep the result. */
        public int keeping() {
            return kept.size();
        }
    }

    private Tries() {
    }

    /** The side whose other moves are tried: the winner of a win; for a draw, the side to move at the start. */
    public static Side mover(SolveResult proof) {
        return Defences.defender(proof).opposite();
    }

    /** The (ply, hole) of every move of the solver's side along the main line other than the line's own. */
    public static List<int[]> alternatives(SolveResult proof) {
        return Defences.otherMoves(proof, mover(proof));
    }

    /**
     * Solves every try of {@code proof} with {@code solver}, each within {@code nodesEach} nodes,
     * in the main line's order. Stopped by {@code cancel}, it returns what was answered so far
     * (a move beside an unanswered try is not called an only move).
     *
     * @throws IllegalStateException if a try is proved to do better than the proof allows
     */
    public static Found answer(SolveResult proof, Solver solver, long nodesEach, Defences.Progress progress,
                               AtomicBoolean cancel) {
        return answer(proof, solver, nodesEach, 1, progress, cancel);
    }

    /**
     * As above with {@code threads} tries solved at a time (each its own solve, on the solver's
     * memory where it has one, which solves on several threads may share). With more than one,
     * which tries a stop leaves out, and which ones a budget leaves open, may differ from run to
     * run; what is decided is decided alike.
     */
    public static Found answer(SolveResult proof, Solver solver, long nodesEach, int threads, Defences.Progress progress,
                               AtomicBoolean cancel) {
        List<int[]> todo = alternatives(proof);
        List<Position> along = Defences.along(proof);
        Solver budgeted = solver.withNodeLimit(nodesEach);
        progress.answered(0, todo.size());
        // Each try's side line, null where the budget left it open; answered[i] false where a stop left it out.
        SideLine[] lines = new SideLine[todo.size()];
        boolean[] answered = new boolean[todo.size()];
        java.util.concurrent.atomic.AtomicInteger count = new java.util.concurrent.atomic.AtomicInteger();
        int[] reported = {0};
        InParallel.run(todo.size(), threads, "solver-tries", i -> {
            if (cancel.get()) {
                return;
            }
            int[] t = todo.get(i);
            Position q = along.get(t[0]).play(t[1]);
            SideLine line = q.isGameOver() ? SideLine.ending(t[0], t[1], q)
                    : proof.verdict() == Verdict.DRAW ? decided(budgeted, q, t[0], t[1], cancel)
                    : winnersTry(budgeted, proof.verdict(), q, t[0], t[1], cancel);
            if (line == null && cancel.get()) {
                return; // stopped before this one was decided: it is left out
            }
            lines[i] = line;
            answered[i] = true;
            int n = count.incrementAndGet();
            synchronized (reported) { // the count only goes up, whichever thread says it
                if (n > reported[0]) {
                    reported[0] = n;
                    progress.answered(n, todo.size());
                }
            }
        });
        List<SideLine> refuted = new ArrayList<>();
        int[] triesAt = new int[along.size()];
        int[] refutedAt = new int[along.size()];
        List<SideLine> kept = new ArrayList<>();
        List<SideLine> open = new ArrayList<>();
        int done = 0;
        for (int i = 0; i < todo.size(); i++) {
            int[] t = todo.get(i);
            triesAt[t[0]]++;
            if (!answered[i]) {
                continue;
            }
            done++;
            SideLine line = lines[i];
            if (line == null) {
                open.add(new SideLine(t[0], t[1], List.of(t[1]), null, null, 0));
            } else if (line.result() == null || givesAway(proof, line.result(), along.get(t[0]).play(t[1]))) {
                refuted.add(line);
                refutedAt[t[0]]++;
            } else {
                kept.add(new SideLine(t[0], t[1], List.of(t[1]), line.result(), null, 0));
            }
        }
        List<Integer> only = new ArrayList<>();
        for (int ply = 0; ply < along.size(); ply++) {
            if (triesAt[ply] > 0 && refutedAt[ply] == triesAt[ply]) {
                only.add(ply);
            }
        }
        Comparator<SideLine> inLineOrder = Comparator.comparingInt(SideLine::ply).thenComparingInt(SideLine::hole);
        refuted.sort(inLineOrder);
        kept.sort(inLineOrder);
        open.sort(inLineOrder);
        return new Found(refuted, only, kept, open, done, todo.size());
    }

    /** The try's side line with its exact result ({@link SolveGoal#DECIDE}), or null where the budget left it open. */
    private static SideLine decided(Solver budgeted, Position q, int ply, int hole, AtomicBoolean cancel) {
        SolveResult s = budgeted.solve(q, SolveGoal.DECIDE, 0, 1, 64, p -> { }, cancel);
        return s.verdict() == null ? null : SideLine.answered(ply, hole, s);
    }

    /**
     * A winner's try: first the one question it raises, whether the winner still wins (the whole
     * budget on it: asking both questions in turn, as a plain solve does, left a third more of a
     * composed bench's tries open in more time), then, where it does not, the exact result and
     * its line. A try proved to let the win go whose exact result the budget leaves open has a
     * null result, and as its line the move and the defender's reply that holds (where the
     * disproof's table names one); one whose first question stays open is null.
     */
    private static SideLine winnersTry(Solver budgeted, Verdict win, Position q, int ply, int hole,
                                       AtomicBoolean cancel) {
        // After the try the defender is to move; "it does not lose" is the winner's win disproved.
        SolveResult still = budgeted.stipulationOnly().withShortestWinNodes(1).solve(q, SolveGoal.DRAW, 0, 1, 64,
                p -> { }, cancel);
        if (still.verdict() == win) {
            return new SideLine(ply, hole, List.of(hole), win, null, 0);
        }
        boolean winGone = win == Verdict.WHITE_WINS ? still.whiteWinDisproved() : still.blackWinDisproved();
        if (!winGone) {
            return null;
        }
        SideLine exact = decided(budgeted, q, ply, hole, cancel);
        if (exact != null || cancel.get()) {
            return exact;
        }
        // The disproof's reply, where its table names one: the defender's move that holds.
        List<Integer> holes = new ArrayList<>();
        holes.add(hole);
        if (!still.holdingMoves().isEmpty()) {
            holes.add(still.holdingMoves().get(0));
        }
        return new SideLine(ply, hole, holes, null, null, 0);
    }

    /** Whether {@code result} after a try gives the proof's result away; a try cannot do better than the proof. */
    private static boolean givesAway(SolveResult proof, Verdict result, Position q) {
        Side mover = mover(proof);
        if (proof.verdict() == Verdict.DRAW) {
            if (result == Verdict.winFor(mover)) {
                throw new IllegalStateException("after the try to " + q + ": " + result + ", against the proof's draw");
            }
            return result != Verdict.DRAW;
        }
        return result != proof.verdict();
    }
}
