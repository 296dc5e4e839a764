package otau.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveProgress;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.engine.solve.Verdict;
import otau.game.Position;
import otau.game.Side;

/**
 * Proves an etude's stipulation — {@code [Goal "win"]} or {@code [Goal "draw"]} with no move
 * count — with the exact {@link Solver}: the result at the start, then after each of the
 * composer's solver moves that the result still holds. A {@code draw} stipulation is a draw
 * exactly (a solver who could win makes it a win study). When it fails, the report says
 * where: the start, or the first solver move that gives the result away, with the defence
 * that shows it (the solver's line for the defender).
 *
 * @param status     how it ended
 * @param verdict    what the solver proved where it stopped (at the start, or after the failing move); null if nothing
 * @param failingPly index in the main line of the solver move that gives the result away; -1 for none or the start
 * @param defence    for a failure: the line from the failing point that shows it (the defender's
 *                   best resistance or win, or a drawing line), hole numbers
 * @param winInMoves for a proved win: the solver's moves to the end (or to a tablebase position)
 * @param bounds     for {@link Status#UNPROVEN}: what was proved, in the solver's words
 * @param nodes      positions searched, all solves together
 */
public record StipulationProof(Status status, Verdict verdict, int failingPly, List<Integer> defence, int winInMoves,
                               String bounds, long nodes) {
    public enum Status {
        /** The stipulated result holds at the start and after every solver move of the line. */
        PROVED,
        /** The start or a solver move of the line does not give the stipulated result. */
        FAILS,
        /** The solver ran out of time (or was cancelled) before it decided. */
        UNPROVEN,
        /** Not a win or draw goal, or not a real game's 162 stones. */
        NOT_APPLICABLE
    }

    public StipulationProof {
        defence = List.copyOf(defence);
    }

    /** True when {@code p}'s stipulation is one this proves (a win or draw goal). */
    public static boolean applies(Puzzle p) {
        return p.goal().kind() != Goal.Kind.GAIN;
    }

    /** What a position's proof is about, for the progress line. */
    public record Step(int ply, int plies, SolveProgress progress) {
    }

    /**
     * Proves {@code p}'s stipulation.
     *
     * @param seconds  time for each position solved
     * @param progress told about each solve's progress (on the calling thread)
     * @param cancel   set from any thread to stop; the report then says {@link Status#UNPROVEN}
     */
    public static StipulationProof prove(Puzzle p, Solver solver, double seconds, Consumer<Step> progress,
                                         AtomicBoolean cancel) {
        if (!applies(p)) {
            return new StipulationProof(Status.NOT_APPLICABLE, null, -1, List.of(), 0,
                    "only win and draw goals are proved; '" + p.goal() + "' is checked by the verifier", 0);
        }
        String why = Solver.whyNot(p.start());
        if (why != null) {
            return new StipulationProof(Status.NOT_APPLICABLE, null, -1, List.of(), 0, why, 0);
        }
        Side solverSide = p.solver();
        boolean win = p.goal().kind() == Goal.Kind.WIN;
        List<Integer> line = p.mainLine();
        long nodes = 0;
        SolveResult first = solve(solver, p.start(), win ? SolveGoal.WIN : SolveGoal.DRAW, seconds, progress, 0,
                line.size(), cancel);
        nodes += first.nodes();
        if (!first.proven()) {
            return new StipulationProof(Status.UNPROVEN, null, -1, List.of(), 0, first.bounds(), nodes);
        }
        if (!holds(first.verdict(), win, solverSide)) {
            return new StipulationProof(Status.FAILS, first.verdict(), -1, first.mainLine(), 0, null, nodes);
        }
        Position at = p.start();
        for (int i = 0; i < line.size(); i++) {
            Position next = at.play(line.get(i));
            if (i % 2 == 0) {
                SolveResult r;
                if (next.isGameOver()) {
                    Side w = next.outcome().winner();
                    Verdict v = w == null ? Verdict.DRAW : Verdict.winFor(w);
                    if (!holds(v, win, solverSide)) {
                        return new StipulationProof(Status.FAILS, v, i, List.of(), 0, null, nodes);
                    }
                } else {
                    // The defender to move: whatever it plays, the result must still be the stipulated one.
                    r = solve(solver, next, SolveGoal.DECIDE, seconds, progress, i + 1, line.size(), cancel);
                    nodes += r.nodes();
                    if (!r.proven()) {
                        return new StipulationProof(Status.UNPROVEN, null, i, List.of(), 0, r.bounds(), nodes);
                    }
                    if (!holds(r.verdict(), win, solverSide)) {
                        return new StipulationProof(Status.FAILS, r.verdict(), i, r.mainLine(), 0, null, nodes);
                    }
                }
            }
            at = next;
        }
        return new StipulationProof(Status.PROVED, first.verdict(), -1, List.of(), win ? first.movesToWin() : 0, null,
                nodes);
    }

    private static boolean holds(Verdict v, boolean win, Side solverSide) {
        return win ? v.winner() == solverSide : v == Verdict.DRAW;
    }

    private static SolveResult solve(Solver solver, Position p, SolveGoal goal, double seconds, Consumer<Step> progress,
                                     int ply, int plies, AtomicBoolean cancel) {
        return solver.solve(p, goal, seconds, 1, 64, sp -> progress.accept(new Step(ply, plies, sp)), cancel);
    }

    /** The main line's moves up to and including the failing one (empty when it fails at the start). */
    public List<Integer> lineToFailure(Puzzle p) {
        return failingPly < 0 ? List.of() : new ArrayList<>(p.mainLine().subList(0, failingPly + 1));
    }
}
