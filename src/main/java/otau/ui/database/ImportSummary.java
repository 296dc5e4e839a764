package otau.ui.database;

import java.util.ArrayList;
import java.util.List;
import otau.db.ImportReport;
import otau.game.record.RecordProblem;
import otau.io.Phrase;
import otau.ui.I18n;
import otau.ui.ProblemLines;

/**
 * What the end-of-import dialog says: the counts in one line and the database they went into,
 * then every broken game and unreadable file, each located by file, game and line, and every
 * byte that was not valid in its file's encoding, by file, line and column.
 */
public record ImportSummary(String headline, List<String> problems) {
    public ImportSummary {
        problems = List.copyOf(problems);
    }

    /** The summary of {@code report}, an import into the database file {@code database}. */
    public static ImportSummary of(ImportReport report, java.nio.file.Path database) {
        String headline = I18n.get(report.cancelled() ? "import.summary.cancelled" : "import.summary",
                report.imported(), report.duplicates(), report.broken(),
                report.elapsed().toMillis() / 1000.0);
        // Which database took the games: the user may not have chosen one (the default opens by itself).
        headline = headline + "\n" + I18n.get("import.summary.into", database.getFileName(),
                database.toAbsolutePath().getParent());
        List<String> lines = new ArrayList<>();
        for (Phrase f : report.fileErrors()) {
            lines.add(I18n.get("import.fileError", f));
        }
        for (RecordProblem p : report.problems()) {
            lines.add(describe(p));
        }
        for (RecordProblem p : report.notices()) {
            // A byte not valid in the file's encoding: its game was imported, the byte is named.
            lines.add(ProblemLines.of(p));
        }
        return new ImportSummary(headline, lines);
    }

    /** E.g. "club.pgn · game 3 · line 41 · move 12. '77': White's hole 7 is empty". */
    static String describe(RecordProblem p) {
        return ProblemLines.of(p);
    }
}
