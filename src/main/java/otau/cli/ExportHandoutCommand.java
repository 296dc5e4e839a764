package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import otau.export.HandoutPdf;
import otau.game.study.StudyProblem;
import otau.game.study.StudyReadResult;
import otau.game.study.StudyReader;
import otau.io.FileProblems;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Prints a study as a PDF handout: its chapters' marked positions with the comments, and optionally a worksheet. */
@Command(name = "handout", mixinStandardHelpOptions = true,
        description = {"Print a study as a PDF handout, one diagram for each marked position.",
            "Each chapter comes under its title, its marked positions (a comment, a glyph or markup) as diagrams"
                + " with the comment beneath. --worksheet adds the interactive chapters as a worksheet with an answers"
                + " page (they are then left out of the diagrams)."})
public final class ExportHandoutCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--from", paramLabel = "STUDY.pgn", required = true, description = "the study file")
    Path from;

    @Option(names = "--out", paramLabel = "FILE.pdf", required = true, description = "the PDF to write")
    Path out;

    @Option(names = "--lang", paramLabel = "L", defaultValue = "en",
            description = "the language of the printed labels: en, ru, kk or ky; default ${DEFAULT-VALUE}")
    String lang;

    @Option(names = "--worksheet", description = "add the interactive chapters as a worksheet with answers")
    boolean worksheet;

    @Option(names = "--title", paramLabel = "T", description = "title on every page; default the study's name")
    String title = "";

    @Option(names = "--style", paramLabel = "board|scoresheet|ink-saving", defaultValue = "board",
            description = "how positions are drawn; default ${DEFAULT-VALUE}")
    String style;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        PdfSetup setup = PdfSetup.check(spec, style, "board, scoresheet or ink-saving", lang, out, from);
        StudyReadResult read;
        try {
            FileProblems.requireReadableFile(from);
            read = StudyReader.read(from, setup.labels()::chapter);
        } catch (IOException e) {
            err.println(FileProblems.describe(from, e, "cannot read"));
            return 1;
        }
        if (!read.isClean()) {
            // A handout with a chapter missing or cut short would be wrong on paper: refuse it.
            for (StudyProblem p : read.problems()) {
                err.println("error: " + p);
            }
            return 1;
        }
        if (read.study().size() == 0) {
            err.printf("%s: no chapters in the study%n", from);
            return 1;
        }
        HandoutPdf.Summary s;
        try {
            s = HandoutPdf.write(read.study(), new HandoutPdf.Options(title, setup.labels(), setup.style(), worksheet), out);
        } catch (IOException e) {
            err.println(FileProblems.describe(out, e, "cannot write"));
            return 1;
        }
        if (worksheet && s.exercises() == 0) {
            err.printf("%s: no interactive chapter with moves, so there is no worksheet%n", from);
        }
        spec.commandLine().getOut().printf("wrote %s: %d chapter%s, %d diagram%s%s%n", out, s.chapters(),
                s.chapters() == 1 ? "" : "s", s.diagrams(), s.diagrams() == 1 ? "" : "s",
                s.exercises() == 0 ? "" : ", worksheet of " + s.exercises() + " exercise" + (s.exercises() == 1 ? "" : "s"));
        return 0;
    }
}
