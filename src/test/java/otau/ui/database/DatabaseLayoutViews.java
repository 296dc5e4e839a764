package otau.ui.database;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import otau.db.ImportReport;
import otau.game.record.RecordProblem;
import otau.io.Phrase;
import otau.ui.workbench.Workbench;

/** The database's windows as the layout check opens them, filled as a real import leaves them. */
public final class DatabaseLayoutViews {
    private DatabaseLayoutViews() {
    }

    /**
     * The summary after an import with broken games, a file that could not be read and a byte
     * not valid in its file's encoding: every kind of line the window lists.
     */
    public static void importSummary(Workbench wb) {
        ImportReport report = new ImportReport(1834, 12, 2,
                List.of(new RecordProblem("club-2024.pgn", 3, 41, "77", "12.", Phrase.of("move.empty.white", 7)),
                        new RecordProblem("club-2024.pgn", 17, 388, "", "", Phrase.of("record.unclosedAtTags",
                                Phrase.of("record.unclosedVariation", 371, 12)))),
                List.of(Phrase.of("file.at", "/home/coach/games/broken.tgk", Phrase.of("file.notText"))), 201_744, Duration.ofMillis(8_400), false,
                List.of(new RecordProblem("club-2024.pgn", 0, 412, 17, "", "", Phrase.of("notice.badByte", "0xC3", "UTF-8"))));
        ImportSummaryDialog.show(wb, ImportSummary.of(report, Path.of("/home/coach/otau/games.otau")));
    }
}
