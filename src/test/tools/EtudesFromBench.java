import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.game.Fen;
import otau.game.Position;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.SolutionNode;

/**
 * Writes the positions of a solver bench file in which the side to move wins as a collection of
 * win etudes, the composer's line being the solver's own winning line (one thread, with the
 * tablebase of the data folder, SECONDS each): positions to measure Prove Stipulation and
 * {@code otau puzzles verify} on etudes harder than the shipped ones. A position not proved in
 * the time is left out and named.
 *
 * <p>Run from the worktree root after {@code mvn -B -q -o package -DskipTests -Dlayout.skip=true}:
 * <pre>
 * java -cp target/otau.jar src/test/tools/EtudesFromBench.java src/test/resources/otau/engine/solve/bench-25-41.txt 60 /tmp/club-etudes.pgn
 * </pre>
 */
public final class EtudesFromBench {
    private EtudesFromBench() {
    }

    public static void main(String[] args) throws Exception {
        double seconds = Double.parseDouble(args[1]);
        Solver solver = new Solver(otau.engine.egtb.Tablebase.findDefault());
        List<Puzzle> etudes = new ArrayList<>();
        for (String raw : Files.readAllLines(Path.of(args[0]))) {
            String[] parts = raw.split(";");
            if (raw.isBlank() || raw.startsWith("#") || parts.length < 2) {
                continue;
            }
            Position p = Fen.read(parts[0].strip());
            String mover = p.sideToMove() == otau.game.Side.WHITE ? "White" : "Black";
            if (!parts[1].strip().equals(mover + " wins")) {
                continue;
            }
            SolveResult r = solver.solve(p, SolveGoal.WIN, seconds, 1, 256, SolveListener.NONE, new AtomicBoolean());
            if (!r.proven() || r.verdict().winner() != p.sideToMove()) {
                System.out.println("not proved in " + seconds + " s: " + parts[0].strip());
                continue;
            }
            String id = "bench-" + (etudes.size() + 1);
            etudes.add(new Puzzle(id, p, SolutionNode.line(r.mainLine()), List.of("etude"), Goal.win(), 1500,
                    args[0], Map.of(otau.puzzle.PuzzleTitle.TAG, mover + " to move wins (" + id + ")")));
        }
        new PuzzleCollection("etudes from " + args[0], etudes, List.of()).write(Path.of(args[2]));
        System.out.println(etudes.size() + " etudes written to " + args[2]);
    }
}
