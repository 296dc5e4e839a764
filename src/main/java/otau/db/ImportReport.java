package otau.db;

import java.time.Duration;
import java.util.List;
import otau.game.record.RecordProblem;
import otau.io.Phrase;

/**
 * What an import did.
 *
 * @param imported         games added
 * @param duplicates       games skipped as already present (same moves, start, players, date, round, time)
 * @param broken           games skipped because they could not be read
 * @param problems         every problem met, located by file, game and line
 * @param fileErrors       files that could not be read at all, with the reason (English as {@code toString})
 * @param positionsIndexed rows added to the position index
 * @param elapsed          wall-clock time of the import
 * @param cancelled        the import was stopped before the end; everything counted here is committed
 * @param notices          bytes of the files that were not valid in their encoding (read as U+FFFD;
 *                         their games were imported), with line and column
 */
public record ImportReport(int imported, int duplicates, int broken, List<RecordProblem> problems,
                           List<Phrase> fileErrors, long positionsIndexed, Duration elapsed, boolean cancelled,
                           List<RecordProblem> notices) {
    public ImportReport {
        problems = List.copyOf(problems);
        fileErrors = List.copyOf(fileErrors);
        notices = List.copyOf(notices);
    }

    public ImportReport(int imported, int duplicates, int broken, List<RecordProblem> problems,
                        List<Phrase> fileErrors, long positionsIndexed, Duration elapsed, boolean cancelled) {
        this(imported, duplicates, broken, problems, fileErrors, positionsIndexed, elapsed, cancelled, List.of());
    }

    /** Games read (imported, duplicate or broken) per second of wall-clock time. */
    public double gamesPerSecond() {
        double s = elapsed.toNanos() / 1e9;
        return s <= 0 ? 0 : (imported + duplicates + broken) / s;
    }
}
