import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import otau.engine.egtb.Tablebase;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.StipulationProof;

/**
 * Proves every win and draw etude of a collection file as Prove Stipulation does (the result at
 * the start and after each of the composer's solver moves, 30 s a position, Solve Position's
 * budget for the shortest win), with the tablebase of the data folder or with none, on one thread
 * or the number given, and prints how many were proved, how many of the wins have their exact
 * length, the nodes and the time.
 *
 * <p>Run from the worktree root after {@code mvn -B -q -o package -DskipTests -Dlayout.skip=true}:
 * <pre>
 * java -cp target/otau.jar src/test/tools/ProveStipulations.java puzzles/etudes.pgn default
 * java -cp target/otau.jar src/test/tools/ProveStipulations.java puzzles/etudes.pgn none
 * java -cp target/otau.jar src/test/tools/ProveStipulations.java puzzles/etudes.pgn default 2
 * </pre>
 */
public final class ProveStipulations {
    private ProveStipulations() {
    }

    public static void main(String[] args) throws Exception {
        PuzzleCollection collection = PuzzleCollection.read(Path.of(args[0]));
        Tablebase table = args[1].equals("none") ? null : Tablebase.findDefault();
        int threads = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        long nodes = 0;
        int etudes = 0;
        int proved = 0;
        int wins = 0;
        int exact = 0;
        long start = System.nanoTime();
        for (Puzzle p : collection.puzzles()) {
            if (!StipulationProof.applies(p)) {
                continue;
            }
            etudes++;
            StipulationProof r = StipulationProof.prove(p,
                    new Solver(table).withShortestWinNodes(Solver.THOROUGH_SHORTEST_WIN_NODES), 30, threads, step -> { },
                    new AtomicBoolean());
            nodes += r.nodes();
            if (r.status() == StipulationProof.Status.PROVED) {
                proved++;
            }
            if (r.winLength() != null) {
                wins++;
                exact += r.winLength() == SolveResult.WinLength.EXACT ? 1 : 0;
            }
        }
        System.out.printf("threads %d, tablebase %s: %d of %d proved, exact length for %d of %d wins, %d nodes, %.1f s%n",
                threads, table == null ? "none" : "up to " + table.maxStones() + " stones", proved, etudes, exact, wins, nodes,
                (System.nanoTime() - start) / 1e9);
    }
}
