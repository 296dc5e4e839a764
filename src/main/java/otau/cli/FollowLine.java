package otau.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.engine.solve.Verdict;
import otau.game.Position;

/**
 * {@code otau solve --follow}: after a proof, each position of its main line solved in turn,
 * as the etude trainer and Play Against the Solver solve the positions of a game, with the
 * figures of each. Each must give the first proof's result, and along an exact shortest win
 * one ply fewer to the end at each move; a line that says otherwise is printed as a
 * disagreement and fails the command. With the solver's memory
 * ({@link otau.engine.solve.ProofMemory}) the later solves read what the first proved.
 */
final class FollowLine {
    private FollowLine() {
    }

    /**
     * Solves each position after 1, 2, … moves of {@code first}'s main line with {@code solver}
     * (the whole result, up to {@code seconds} each) and prints a line for each and the totals.
     *
     * @return true when every solve proved the first one's result
     */
    static boolean run(PrintWriter out, SolveResult first, Solver solver, String tables, double seconds, int threads,
                       int tableMiB, AtomicBoolean cancel) {
        Verdict expected = first.verdict();
        List<Integer> line = first.mainLine();
        out.println("follow: each position along the main line (" + line.size() + (line.size() == 1 ? " ply" : " plies")
                + ") solved in turn (" + tables + ")");
        Position p = first.position();
        long nodes = 0;
        long decidedMillis = 0;
        long allMillis = 0;
        boolean agree = true;
        int solved = 0;
        for (int i = 0; i < line.size() && !cancel.get(); i++) {
            int hole = line.get(i);
            // The move as a record writes it: "41. 22(78)" or "41... 34".
            String move = SolveReport.line(p, List.of(hole));
            p = p.play(hole);
            if (p.isGameOver()) {
                break;
            }
            SolveResult r = solver.solve(p, SolveGoal.DECIDE, seconds, threads, tableMiB, SolveListener.NONE, cancel);
            solved++;
            nodes += r.nodes();
            decidedMillis += r.decidedMillis();
            allMillis += r.elapsedMillis();
            String result = r.proven() ? r.verdict().text() + exactPlies(r) : "open";
            boolean same = r.proven() && r.verdict() == expected;
            // Along an exact shortest win each move takes one ply off the fewest left.
            boolean shorter = exact(first) && exact(r) && r.proofPlies() != first.proofPlies() - (i + 1);
            agree &= (same || !r.proven()) && !shorter; // open in the time is no disagreement
            out.printf(Locale.ROOT, "follow %2d, after %s: %s%s, %s, %.2f s to decide, %.2f s in all%n", i + 1,
                    move, result,
                    !same && r.proven() ? " — DISAGREES with the first proof"
                            : shorter ? " — DISAGREES with the first proof's " + first.proofPlies() + " plies" : "",
                    nodes(r.nodes()),
                    r.decidedMillis() / 1000.0, r.elapsedMillis() / 1000.0);
            out.flush();
        }
        out.printf(Locale.ROOT, "follow: %s solved, %s, %.2f s to decide, %.2f s in all%n", Counts.of(solved, "position", "positions"), nodes(nodes),
                decidedMillis / 1000.0, allMillis / 1000.0);
        return agree;
    }

    private static boolean exact(SolveResult r) {
        return r.proven() && r.verdict().winner() != null && r.winLength() == SolveResult.WinLength.EXACT;
    }

    /** " in N plies (exact)" for an exact win, else nothing. */
    private static String exactPlies(SolveResult r) {
        return exact(r) ? " in " + r.proofPlies() + (r.proofPlies() == 1 ? " ply" : " plies") + " (exact)" : "";
    }

    private static String nodes(long n) {
        return String.format(Locale.ROOT, "%,d node%s", n, n == 1 ? "" : "s");
    }
}
