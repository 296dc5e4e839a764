package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import otau.puzzle.Puzzle;
import otau.puzzle.CollectionFolder;
import otau.puzzle.PuzzleCsv;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code otau puzzles export --csv FILE <file|folder>}: the collection in the interchange form (FORMATS.md §5). */
@Command(name = "export", description = "Write puzzle collections as one CSV file, Lichess style (FORMATS.md §5).")
public final class PuzzlesExportCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "<file|folder>", arity = "0..*", description = "collection files or folders to read")
    List<Path> inputs;

    @Option(names = ShippedPuzzles.OPTION, description = ShippedPuzzles.DESCRIPTION)
    boolean shipped;

    @Option(names = "--csv", required = true, paramLabel = "FILE", description = "the CSV file to write")
    Path csv;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<Puzzle> all = new ArrayList<>();
        int problems = 0;
        try {
            List<Path> inputs = ShippedPuzzles.inputs(spec.commandLine(), this.inputs, shipped);
            List<Path> sources = new ArrayList<>();
            for (Path in : inputs) {
                sources.addAll(Files.isDirectory(in) ? otau.puzzle.PuzzleCollection.files(in) : List.of(in));
            }
            OutputFile.mustDifferFromInputs(spec, "--csv", csv, sources);
            // Ids across every input: the CSV knows a puzzle by its id, and reading it back would drop a second one.
            java.util.Map<String, String> ids = new java.util.HashMap<>();
            for (Path in : inputs) {
                // File by file: one unreadable file is named and the rest still exported.
                CollectionFolder.Result read = CollectionFolder.read(in, ids);
                for (String line : read.skipped()) {
                    err.println("skipped: " + line);
                    problems++;
                }
                all.addAll(read.puzzles());
            }
            for (Puzzle p : all) {
                if (!PuzzleCsv.keepsAll(p)) {
                    err.println("warning: " + p.id() + ": alternatives before the last move are not kept in CSV");
                }
            }
            if (all.isEmpty()) {
                // An existing CSV is not replaced by an empty one (a mistyped input, an empty folder).
                err.println("error: no puzzle read" + (problems > 0 ? "" : " from " + inputs.size()
                        + (inputs.size() == 1 ? " input" : " inputs")) + "; " + csv + " not written");
                return 1;
            }
            otau.io.AtomicFiles.writeString(csv, PuzzleCsv.write(all));
        } catch (IOException e) {
            err.println("error: " + e.getMessage());
            return 1;
        }
        out.printf("%s written to %s%n", Counts.of(all.size(), "puzzle", "puzzles"), csv);
        return problems > 0 ? 1 : 0;
    }
}
