package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.PuzzleProblem;
import otau.puzzle.PuzzleVerifier;
import otau.puzzle.SolveCriteria;
import otau.engine.search.SearchEngine;
import otau.puzzle.solve.EngineSolver;
import otau.puzzle.solve.StoreDifferenceSearch;
import otau.puzzle.solve.PuzzleSolver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** Re-proves every puzzle of a file or folder and names each failure. */
@Command(name = "verify", description = "Prove every puzzle: legal line, goal reached, the solver's moves unique"
        + " (judged by the engine at depth " + PuzzlesVerifyCommand.DEFAULT_ENGINE_DEPTH + " unless told otherwise;"
        + " wins and draws proved by the exact solver).")
public final class PuzzlesVerifyCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "<file|folder>", arity = "0..1", description = "a collection file or a folder of them")
    Path target;

    @Option(names = ShippedPuzzles.OPTION, description = ShippedPuzzles.DESCRIPTION)
    boolean shipped;

    /** The engine's depth when none is given: the depth the collection is mined and proved at. */
    static final int DEFAULT_ENGINE_DEPTH = PuzzlesGenerateCommand.MINING_ENGINE_DEPTH;

    @Option(names = "--depth", paramLabel = "D",
            description = "search depth in plies (default " + DEFAULT_ENGINE_DEPTH + ", with --exact "
                    + SolveCriteria.DEFAULT_DEPTH + ")")
    Integer depthOption;

    @Option(names = "--fast", description = "check legality and goal only, with no search")
    boolean fast;

    @Option(names = "--exact", description = "judge with the store-difference search instead of the engine"
            + " (sure where the stones left decide, short-sighted in a middlegame)")
    boolean exact;

    @Option(names = "--engine", hidden = true, description = "the engine judges (the default; kept for older scripts)")
    boolean engine;

    @Option(names = "--etude-time", paramLabel = "S", defaultValue = "" + PuzzleVerifier.ETUDE_SECONDS,
            description = "seconds the exact solver may spend on each position of an etude, and on a short win or"
                    + " draw puzzle's start (default ${DEFAULT-VALUE})")
    double etudeSeconds;

    @Option(names = "--progress", negatable = true,
            description = "count the puzzles checked on a line of stderr (default: when run in a terminal)")
    Boolean progress;

    @Option(names = "--threads", paramLabel = "T",
            description = "threads for each of those proofs (default: 2 where this process may use two cores or more, else 1)")
    Integer threads;

    @Option(names = "--prune", description = "rewrite each file without the puzzles that fail (exit 0 if all else passes)")
    boolean prune;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (exact && engine) {
            throw new ParameterException(spec.commandLine(), "choose --exact or --engine, not both");
        }
        int depth = depthOption != null ? depthOption : exact ? SolveCriteria.DEFAULT_DEPTH : DEFAULT_ENGINE_DEPTH;
        if (depth < 1 || depth > 30) {
            throw new ParameterException(spec.commandLine(), "--depth must be 1..30, not " + depth);
        }
        if (threads != null && threads < 1) {
            throw new ParameterException(spec.commandLine(), "--threads must be 1 or more, not " + threads);
        }
        OptionRange.aboveZeroSeconds(spec, "--etude-time", etudeSeconds);
        if (shipped && target != null) {
            throw new ParameterException(spec.commandLine(), "give a collection file or folder, or "
                    + ShippedPuzzles.OPTION + ", not both");
        }
        List<Path> files;
        Path target = this.target;
        try {
            target = ShippedPuzzles.inputs(spec.commandLine(), target == null ? List.of() : List.of(target), shipped).get(0);
            files = PuzzleCollection.files(target);
        } catch (IOException e) {
            out.println("error: " + e.getMessage());
            return 1;
        }
        if (files.isEmpty()) {
            out.println("error: " + target + ": no .pgn files in this folder or its sub-folders");
            return 1;
        }
        // Win and draw goals are proved by the exact solver (with the tablebase) whoever judges the moves.
        SolveCriteria criteria = exact ? SolveCriteria.standard().withDepth(depth) : SolveCriteria.engine(depth);
        try (SearchEngine searchEngine = new SearchEngine()) {
            PuzzleSolver solver = exact ? new StoreDifferenceSearch() : new EngineSolver(searchEngine);
            PuzzleVerifier verifier = new PuzzleVerifier(solver, criteria)
                    .withProver(new otau.engine.solve.Solver(TablebaseNotices.defaultTable(spec.commandLine().getErr())),
                            etudeSeconds)
                    .withThreads(threads != null ? threads : otau.engine.solve.Solver.standardThreads());
            return verifyAll(out, target, files, verifier);
        }
    }

    private int verifyAll(PrintWriter out, Path target, List<Path> files, PuzzleVerifier verifier) {
        // A whole collection takes minutes; a terminal is told how far it has got.
        ProgressLine line = new ProgressLine(spec.commandLine().getErr(), progress != null ? progress : System.console() != null);
        int puzzles = 0;
        int failures = 0;
        List<String> cooked = new java.util.ArrayList<>();
        List<String> noted = new java.util.ArrayList<>();
        // A puzzle's id is its name in the trainer's progress and in the CSV: one id, one puzzle, across the files.
        java.util.Map<String, String> ids = new java.util.HashMap<>();
        for (Path file : files) {
            line.clear();
            PuzzleCollection c;
            try {
                c = PuzzleCollection.read(file).withoutIdsIn(ids, file.toString());
            } catch (IOException e) {
                out.println(otau.io.FileProblems.describe(file, e, "cannot read"));
                failures++;
                continue;
            }
            for (PuzzleProblem p : c.problems()) {
                // The reader names the file alone; every other line names it as it was given.
                out.println("FAIL " + new PuzzleProblem(file.toString(), p.number(), p.puzzleId(), p.move(), p.what()));
                failures++;
            }
            // A puzzle is named by its place in the file: those that could not be read keep theirs,
            // and are counted among the file's puzzles.
            int unread = c.unreadPlaces().size();
            int inFile = c.puzzles().size() + unread;
            puzzles += unread;
            PuzzleCollection kept = c;
            // A file part of which cannot be read is not written back: its failures stay failures.
            boolean pruning = prune && c.problems().isEmpty();
            for (int i = 0; i < c.puzzles().size(); i++) {
                Puzzle p = c.puzzles().get(i);
                int number = c.placeOf(i);
                puzzles++;
                line.show(file + ": puzzle " + number + " of " + inFile);
                List<PuzzleVerifier.Note> notes = new java.util.ArrayList<>();
                List<PuzzleVerifier.Failure> found = fast ? PuzzleVerifier.checkLines(p) : verifier.verify(p, notes);
                for (PuzzleVerifier.Note note : notes) {
                    String where = file + " #" + number + " " + p.id() + ": " + note.message();
                    (note.cooked() ? cooked : noted).add(where);
                }
                if (!found.isEmpty()) {
                    line.clear();
                }
                // Only a puzzle proved wrong is pruned: one whose goal was not proved within the time
                // may be sound (a slower machine, a harder etude), and stays a failure to look at.
                boolean provedWrong = !found.isEmpty() && found.stream().noneMatch(PuzzleVerifier.Failure::undecided);
                for (PuzzleVerifier.Failure f : found) {
                    out.println((pruning && provedWrong ? "PRUNED " : "FAIL ")
                            + new PuzzleProblem(file.toString(), number, p.id(), f.move(), f.what()));
                }
                if (provedWrong) {
                    kept = kept.withRemoved(p.id());
                }
                if (!(pruning && provedWrong)) {
                    failures += found.size();
                }
            }
            if (prune && kept != c && !c.problems().isEmpty()) {
                // Writing the file back would drop what could not be read along with the failures.
                line.clear();
                out.printf("%s: not pruned: %s of it cannot be read (above); mend %s first%n", file,
                        Counts.of(c.problems().size(), "problem", "problems"), c.problems().size() == 1 ? "it" : "them");
            }
            if (prune && kept != c && c.problems().isEmpty()) {
                line.clear();
                try {
                    kept.write(file);
                    out.printf("%s: %s kept of %d%n", file, Counts.of(kept.puzzles().size(), "puzzle", "puzzles"), c.puzzles().size());
                } catch (IOException e) {
                    out.println(otau.io.FileProblems.describe(file, e, "cannot write"));
                    failures++;
                }
            }
        }
        line.clear();
        if (puzzles == 0 && failures == 0) {
            out.println("error: " + target + ": holds no puzzles");
            return 1;
        }
        // Cooked etudes meet their stipulation: they are listed apart, and do not fail the run.
        if (!cooked.isEmpty()) {
            out.println("cooked (the stipulation holds, and the solver proves more):");
            cooked.forEach(c -> out.println("COOKED " + c));
        }
        noted.forEach(n -> out.println("NOTE " + n));
        out.printf("puzzles %d, failures %d, cooked %d%n", puzzles, failures, cooked.size());
        return failures > 0 ? 1 : 0;
    }
}
