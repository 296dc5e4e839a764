package otau.engine.solve;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import otau.game.Position;
import otau.game.Side;

/**
 * A proved result's solution as an etude book prints it: besides the main line, every other
 * move the defender has along it, each with its answer. For a win the defender is the loser,
 * the main line its longest resistance, and each other defence is answered by the winner's
 * shortest win. For a draw the defender is the side not to move at the start (the one a draw
 * etude's solver holds off): each of its other tries is answered by how the draw is held, or
 * by the shortest win where the try loses. A coach hands out the main line and the side lines
 * together; a solver who tries another defence finds it answered.
 *
 * <p>Each defence is solved on its own with the solver the caller gives, which should remember
 * the main proof's tables: the proof already covers every defence, so each is decided at once
 * and only its shortest win costs work. The goal is the plain result: a win or draw goal would
 * add the cook check of the other side's first moves, which a side line does not ask (it cost
 * 30 s of the 30.2 s on the slowest composed position). A defence that ends the game at once
 * needs no answer.
 */
public final class Defences {
    /** Where a long run stands: {@code done} of {@code total} side lines (defences or tries) answered. */
    public interface Progress {
        void answered(int done, int total);
    }

    private Defences() {
    }

    /** Whether {@code proof} has defences to answer: a proved result with a line, the game not over. */
    public static boolean canAnswer(SolveResult proof) {
        return proof.verdict() != null && !proof.position().isGameOver() && !proof.mainLine().isEmpty();
    }

    /** The side whose other moves are answered: the loser of a win; for a draw, the side not to move at the start. */
    public static Side defender(SolveResult proof) {
        if (!canAnswer(proof)) {
            throw new IllegalArgumentException("not a proved result with a line: " + proof.verdict());
        }
        return proof.verdict() == Verdict.DRAW ? proof.position().sideToMove().opposite()
                : proof.verdict().winner().opposite();
    }

    /** The (ply, hole) of every defender's move along {@code proof}'s main line other than the line's own. */
    public static List<int[]> alternatives(SolveResult proof) {
        return otherMoves(proof, defender(proof));
    }

    /** The (ply, hole) of every move of {@code side}'s along {@code proof}'s main line other than the line's own. */
    static List<int[]> otherMoves(SolveResult proof, Side side) {
        List<int[]> out = new ArrayList<>();
        Position at = proof.position();
        List<Integer> line = proof.mainLine();
        for (int ply = 0; ply < line.size() && !at.isGameOver(); ply++) {
            if (at.sideToMove() == side) {
                for (int hole : at.legalMoves()) {
                    if (hole != line.get(ply)) {
                        out.add(new int[] {ply, hole});
                    }
                }
            }
            at = at.play(line.get(ply));
        }
        return out;
    }

    /** The positions of {@code proof}'s main line, before each of its moves (index: the ply). */
    public static List<Position> along(SolveResult proof) {
        List<Position> along = new ArrayList<>();
        Position at = proof.position();
        for (int hole : proof.mainLine()) {
            along.add(at);
            at = at.play(hole);
        }
        return along;
    }

    /**
     * Answers every defence of {@code proof} with {@code solver}, in the main line's order; those
     * at one ply sorted the defender's best first (draws, then the longest resistance). Stopped
     * by {@code cancel}, it returns the defences answered so far: each of them is proved.
     *
     * @throws IllegalStateException if a defence is proved to do better than the proof allows
     */
    public static List<SideLine> answer(SolveResult proof, Solver solver, Progress progress, AtomicBoolean cancel) {
        List<int[]> todo = alternatives(proof);
        List<Position> along = along(proof);
        List<SideLine> out = new ArrayList<>();
        SolveListener quiet = p -> { };
        progress.answered(0, todo.size());
        for (int[] alt : todo) {
            if (cancel.get()) {
                break;
            }
            Position q = along.get(alt[0]).play(alt[1]);
            SideLine d;
            if (q.isGameOver()) {
                d = SideLine.ending(alt[0], alt[1], q);
            } else {
                SolveResult s = solver.solve(q, SolveGoal.DECIDE, 0, 1, 64, quiet, cancel);
                if (s.verdict() == null) {
                    break; // stopped before this one was decided: it is left out
                }
                d = SideLine.answered(alt[0], alt[1], s);
            }
            check(d.result(), proof, q);
            out.add(d);
            progress.answered(out.size(), todo.size());
        }
        out.sort(Comparator.comparingInt(SideLine::ply)
                .thenComparing(d -> d.result() != Verdict.DRAW)
                .thenComparing(Comparator.comparingInt(SideLine::winnersMoves).reversed())
                .thenComparingInt(SideLine::hole));
        return out;
    }

    /** Checks {@code result} after a defence against the proof: a win stays the winner's, a draw is not lost. */
    private static void check(Verdict result, SolveResult proof, Position q) {
        boolean fits = proof.verdict() == Verdict.DRAW ? result != Verdict.winFor(defender(proof)) : result == proof.verdict();
        if (!fits) {
            throw new IllegalStateException("after the defence to " + q + ": " + result + ", against the proof's "
                    + proof.verdict());
        }
    }
}
