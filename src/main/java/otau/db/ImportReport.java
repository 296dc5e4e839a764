package otau.db;

import java.time.Duration;
import java.util.List;
import otau.game.record.RecordProblem;

/**
 * What an import did.
 *
 * @param imported         games added
 * @param duplicates       games skipped as already present (same moves, start, players, date, round, time)
 * @param broken           games skipped because they could not be read
 * @param problems         every problem met, located by file, game and line
 * @param fileErrors       files that could not be read at all, with the reason
 * @param positionsIndexed rows added to the position index
 * @param elapsed          wall-clock time of the import
 * @param cancelled        the import was stopped before the end; everything counted here is committed
 */
public record ImportReport(int imported, int duplicates, int broken, List<RecordProblem> problems,
                           List<String> fileErrors, long positionsIndexed, Duration elapsed, boolean cancelled) {
    public ImportReport {
        problems = List.copyOf(problems);
        fileErrors = List.copyOf(fileErrors);
    }

    /** Games read (imported, duplicate or broken) per second of wall-clock time. */
    public double gamesPerSecond() {
        double s = elapsed.toNanos() / 1e9;
        return s <= 0 ? 0 : (imported + duplicates + broken) / s;
    }
}
