package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import otau.export.WorksheetItem;
import otau.export.WorksheetItems;
import otau.export.WorksheetOptions;
import otau.export.WorksheetPdf;
import otau.game.record.ReadResult;
import otau.game.record.RecordProblem;
import otau.game.record.RecordReader;
import otau.puzzle.GoalStatement;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Turns a record file (a puzzle collection) into a printable PDF worksheet. */
@Command(name = "worksheet", mixinStandardHelpOptions = true,
        description = {"Print a record file (e.g. a puzzle collection) as a PDF worksheet.",
            "Each game is one diagram: its start position ([FEN]), its [Goal] stated for the side to move and its"
                + " [Title] (else its [Id], else its Event); the answers page lists each game's main line."})
public final class ExportWorksheetCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--from", paramLabel = "FILE.pgn", required = true, description = "the record file")
    Path from;

    @Option(names = "--title", paramLabel = "T", description = "title printed on every page")
    String title = "";

    @Option(names = "--style", paramLabel = "board|scoresheet|ink-saving", defaultValue = "board",
            description = "how positions are drawn; default ${DEFAULT-VALUE}")
    String style;

    @Option(names = "--lang", paramLabel = "L", defaultValue = "en",
            description = "the language of the printed labels and goals: en, ru, kk or ky; default ${DEFAULT-VALUE}")
    String lang;

    @Option(names = "--no-answers", description = "leave out the answers page")
    boolean noAnswers;

    @Option(names = "--out", paramLabel = "FILE.pdf", required = true, description = "the PDF to write")
    Path out;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        PdfSetup setup = PdfSetup.check(spec, style, "board, scoresheet or ink-saving", lang, out, from);
        ReadResult read;
        try {
            read = RecordReader.read(from);
        } catch (IOException e) {
            err.println(otau.io.FileProblems.describe(from, e, "cannot read"));
            return 1;
        }
        if (!read.isClean()) {
            for (RecordProblem p : read.problems()) {
                err.println("error: " + p);
            }
            return 1;
        }
        List<WorksheetItem> items = WorksheetItems.of(read.games(), GoalStatement.of(lang));
        if (items.isEmpty()) {
            err.printf("%s: no games in the file%n", from);
            return 1;
        }
        WorksheetOptions options = WorksheetOptions.defaults(title).withLabels(setup.labels().worksheet())
                .withStyle(setup.style())
                .withAnswersPage(!noAnswers);
        try {
            WorksheetPdf.write(items, options, out);
        } catch (IOException e) {
            err.println(otau.io.FileProblems.describe(out, e, "cannot write"));
            return 1;
        }
        spec.commandLine().getOut().printf("wrote %s: %s%n", out, Counts.of(items.size(), "position", "positions"));
        return 0;
    }
}
