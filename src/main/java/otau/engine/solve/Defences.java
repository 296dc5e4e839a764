package otau.engine.solve;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import otau.game.Position;
import otau.game.Side;

/**
 * A proved win's solution as an etude book prints it: besides the main line (the defender's
 * longest resistance), every other move the defender has along it, each answered by the
 * winner's shortest win. A coach hands out the main line and the side lines together; a solver
 * who tries another defence finds it refuted.
 *
 * <p>Each defence is solved on its own with the solver the caller gives, which should remember
 * the main proof's tables: the proof already covers every defence, so each is decided at once
 * and only its shortest win costs work. The goal is the plain result: a win or draw goal would
 * add the cook check of the winner's other first moves, which a side line does not ask (it cost
 * 30 s of the 30.2 s on the slowest composed position). A defence that ends the game at once
 * needs no answer.
 */
public final class Defences {
    /**
     * One of the defender's other moves: at {@code ply} of the main line (0: the root) the
     * defender plays {@code line.get(0)} instead of the main line's move; the rest of {@code
     * line} is the winner's shortest win against the longest resistance. {@code winnersMoves} is
     * the win's length in the winner's moves (0 when the defender's move ends the game),
     * {@code length} says whether it is exact, an upper bound, or only the line to a tablebase
     * position.
     */
    public record Defence(int ply, int hole, List<Integer> line, SolveResult.WinLength length, int winnersMoves) {
        public Defence {
            line = List.copyOf(line);
        }
    }

    /** Where a long run stands: {@code done} of {@code total} defences answered. */
    public interface Progress {
        void answered(int done, int total);
    }

    private Defences() {
    }

    /** The (ply, hole) of every defender's move along {@code proof}'s main line other than the line's own. */
    public static List<int[]> alternatives(SolveResult proof) {
        List<int[]> out = new ArrayList<>();
        Side winner = winner(proof);
        Position at = proof.position();
        List<Integer> line = proof.mainLine();
        for (int ply = 0; ply < line.size() && !at.isGameOver(); ply++) {
            if (at.sideToMove() != winner) {
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

    /**
     * Answers every defence of {@code proof} (a proved win) with {@code solver}, in the main
     * line's order; those at one ply sorted longest resistance first. Stopped by {@code cancel},
     * it returns the defences answered so far: each of them is proved.
     *
     * @throws IllegalStateException if a defence is proved not to lose, which the proof rules out
     */
    public static List<Defence> answer(SolveResult proof, Solver solver, Progress progress, AtomicBoolean cancel) {
        Side winner = winner(proof);
        List<int[]> todo = alternatives(proof);
        List<Position> along = new ArrayList<>();
        Position at = proof.position();
        for (int hole : proof.mainLine()) {
            along.add(at);
            at = at.play(hole);
        }
        List<Defence> out = new ArrayList<>();
        SolveListener quiet = p -> { };
        progress.answered(0, todo.size());
        for (int[] alt : todo) {
            if (cancel.get()) {
                break;
            }
            Position q = along.get(alt[0]).play(alt[1]);
            if (q.isGameOver()) {
                requireWinner(q.outcome().winner(), winner, q);
                out.add(new Defence(alt[0], alt[1], List.of(alt[1]), SolveResult.WinLength.EXACT, 0));
            } else {
                SolveResult s = solver.solve(q, SolveGoal.DECIDE, 0, 1, 64, quiet, cancel);
                if (s.verdict() == null) {
                    break; // stopped before this one was decided: it is left out
                }
                requireWinner(s.verdict().winner(), winner, q);
                List<Integer> line = new ArrayList<>();
                line.add(alt[1]);
                line.addAll(s.mainLine());
                out.add(new Defence(alt[0], alt[1], line, s.winLength(), s.movesToWin()));
            }
            progress.answered(out.size(), todo.size());
        }
        out.sort(Comparator.comparingInt(Defence::ply)
                .thenComparing(Comparator.comparingInt(Defence::winnersMoves).reversed())
                .thenComparingInt(Defence::hole));
        return out;
    }

    private static Side winner(SolveResult proof) {
        if (proof.verdict() == null || proof.verdict() == Verdict.DRAW || proof.mainLine().isEmpty()) {
            throw new IllegalArgumentException("not a proved win with a line: " + proof.verdict());
        }
        return proof.verdict().winner();
    }

    private static void requireWinner(Side found, Side winner, Position q) {
        if (found != winner) {
            throw new IllegalStateException("the defence to " + q + " does not lose, against the proof");
        }
    }
}
