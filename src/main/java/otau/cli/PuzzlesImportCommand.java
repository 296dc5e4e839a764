package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.PuzzleCsv;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code otau puzzles import --csv FILE --out FILE.pgn}: a CSV collection (FORMATS.md §5) back into a collection file. */
@Command(name = "import", description = "Read a CSV puzzle file (FORMATS.md §5) into a collection file; bad lines are"
        + " named with their line number and left out.")
public final class PuzzlesImportCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--csv", required = true, paramLabel = "FILE", description = "the CSV file to read")
    Path csv;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "the collection file to write")
    Path outFile;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        OutputFile.mustDifferFromInputs(spec, "--out", outFile, List.of(csv));
        PuzzleCsv.Read read;
        try {
            read = PuzzleCsv.read(csv);
        } catch (IOException e) {
            err.println("error: " + otau.io.FileProblems.describe(csv, e, "cannot read"));
            return 1;
        }
        read.problems().forEach(p -> err.println("error: " + p));
        if (read.puzzles().isEmpty()) {
            // Nothing to write: an empty collection must never replace one that is there.
            err.printf("%s: no puzzle could be read, so %s was not written%s%n", csv, outFile,
                    Files.exists(outFile) ? " (it is left as it was)" : "");
            return 1;
        }
        try {
            new PuzzleCollection(PuzzleCollection.nameOf(outFile), read.puzzles(), List.of()).write(outFile);
        } catch (IOException e) {
            err.println("error: " + otau.io.FileProblems.describe(outFile, e, "cannot write"));
            return 1;
        }
        out.printf("%s written to %s (%s)%n", Counts.of(read.puzzles().size(), "puzzle", "puzzles"), outFile,
                Counts.of(read.problems().size(), "bad line", "bad lines"));
        return read.problems().isEmpty() ? 0 : 1;
    }
}
