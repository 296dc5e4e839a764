package otau.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import otau.engine.solve.Defences;
import otau.engine.solve.SideLine;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.engine.solve.Tries;
import otau.engine.solve.Verdict;
import otau.game.Position;
import otau.game.Side;

/**
 * {@code otau solve --tries}: after a proof, the solver's side's other moves along the main
 * line (a win's winner, a draw's side to move). Those that give the result away are printed with
 * the line that refutes them ("37. 34? 37... 7 38. 61(79)  (draw)"), then the main line's only
 * moves ("37. 61!"), the tries that keep the result ("also winning (duals): 38. 34, 38. 56"),
 * and how many tries keep the result or were left open.
 */
final class TriesReport {
    private TriesReport() {
    }

    /** Solves and prints every try of {@code proof} with {@code solver}, {@code nodesEach} nodes each, {@code threads} at a time. */
    static void run(PrintWriter out, SolveResult proof, Solver solver, long nodesEach, int threads, AtomicBoolean cancel) {
        Side mover = Tries.mover(proof);
        String name = mover == Side.WHITE ? "White" : "Black";
        int total = Tries.alternatives(proof).size();
        String kept = proof.verdict() == Verdict.DRAW ? "the draw" : "the win";
        out.println("tries: " + total + " other move" + (total == 1 ? "" : "s") + " of " + name + "'s along the main line, "
                + "each solved within " + String.format(Locale.ROOT, "%,d", nodesEach) + " nodes; those that give "
                + kept + " away:");
        out.flush();
        long start = System.nanoTime();
        Tries.Found found = Tries.answer(proof, solver, nodesEach, threads, (done, all) -> { }, cancel);
        List<Position> along = Defences.along(proof);
        for (SideLine t : found.refuted()) {
            Position at = along.get(t.ply());
            String first = SolveReport.line(at, List.of(t.hole())) + "?";
            List<Integer> rest = t.line().subList(1, t.line().size());
            String answer = rest.isEmpty() ? "" : " " + SolveReport.line(at.play(t.hole()), rest);
            out.println("  " + first + answer + "  (" + DefencesReport.result(t) + ")");
        }
        if (found.refuted().isEmpty()) {
            out.println("  none");
        }
        List<String> only = new ArrayList<>();
        for (int ply : found.onlyMoves()) {
            only.add(SolveReport.line(along.get(ply), List.of(proof.mainLine().get(ply))) + "!");
        }
        out.println("only moves: " + (only.isEmpty() ? "none" : String.join(" ", only)));
        List<String> duals = new ArrayList<>();
        for (SideLine t : found.kept()) {
            duals.add(SolveReport.line(along.get(t.ply()), List.of(t.hole())));
        }
        out.println((proof.verdict() == Verdict.DRAW ? "also holding (duals): " : "also winning (duals): ")
                + (duals.isEmpty() ? "none" : String.join(", ", duals)));
        if (!found.leftOpen().isEmpty()) {
            List<String> open = new ArrayList<>();
            for (SideLine t : found.leftOpen()) {
                open.add(SolveReport.line(along.get(t.ply()), List.of(t.hole())));
            }
            // Named, so a reader can give them more nodes (--tries-nodes) or look at them on the board.
            out.println("left open: " + String.join(", ", open));
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        out.println(String.format(Locale.ROOT, "tries answered: %d of %d, %.2f s: %d give %s away, %d keep it, %d open%s",
                found.answered(), total, seconds, found.refuted().size(), kept, found.keeping(), found.open(),
                found.answered() < total ? " (stopped)" : ""));
        out.flush();
    }
}
