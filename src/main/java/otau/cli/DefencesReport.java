package otau.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import otau.engine.solve.Defences;
import otau.engine.solve.SideLine;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.game.Position;
import otau.game.Side;

/**
 * {@code otau solve --defences}: after a proof, the defender's other moves along the main line
 * (a win's loser, a draw's side not to move), each with its answer (the winner's shortest win,
 * or how the draw is held), printed as an etude book prints a solution's side lines
 * ("38... 78 39. 61(79) …  (White wins in 5 moves)").
 */
final class DefencesReport {
    private DefencesReport() {
    }

    /** Answers and prints every defence of {@code proof} with {@code solver} (which should remember the proof's tables). */
    static void run(PrintWriter out, SolveResult proof, Solver solver, AtomicBoolean cancel) {
        Side defender = Defences.defender(proof);
        String other = defender == Side.WHITE ? "Black" : "White";
        int total = Defences.alternatives(proof).size();
        out.println("defences: " + total + " other move" + (total == 1 ? "" : "s") + " of "
                + (defender == Side.WHITE ? "White's" : "Black's") + " along the main line, each answered by "
                + (proof.verdict() == otau.engine.solve.Verdict.DRAW ? "how " + other + " holds the draw, or "
                + other + "'s shortest win where it loses" : other + "'s shortest win"));
        out.flush();
        long start = System.nanoTime();
        List<SideLine> found = Defences.answer(proof, solver, (done, all) -> { }, cancel);
        List<Position> along = Defences.along(proof);
        for (SideLine d : found) {
            out.println("  " + SolveReport.line(along.get(d.ply()), d.line()) + "  (" + result(d) + ")");
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        out.println(String.format(Locale.ROOT, "defences answered: %d of %d, %.2f s%s", found.size(), total, seconds,
                found.size() < total ? " (stopped)" : ""));
        out.flush();
    }

    /** A side line's result in words: "draw", "White wins in 5 moves". */
    static String result(SideLine d) {
        if (d.result() == null) {
            return "the win is gone; draw or loss not decided";
        }
        if (d.result() == otau.engine.solve.Verdict.DRAW) {
            return "draw";
        }
        String winner = d.result().winner() == Side.WHITE ? "White" : "Black";
        if (d.winnersMoves() == 0) {
            return winner + " wins: the game is over";
        }
        String moves = d.winnersMoves() + (d.winnersMoves() == 1 ? " move" : " moves");
        return switch (d.length()) {
            case EXACT -> winner + " wins in " + moves;
            case AT_MOST -> winner + " wins in at most " + moves;
            case NOT_MINIMISED -> winner + " wins (the line stops at a tablebase position)";
        };
    }
}
