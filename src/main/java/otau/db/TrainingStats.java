package otau.db;

import java.time.Instant;

/**
 * Where a side's repertoire training stands.
 *
 * @param positions positions in the repertoire
 * @param fresh     never asked yet
 * @param due       reviews due now
 * @param nextDue   when the next review not yet due falls due, or null if none is waiting
 */
public record TrainingStats(int positions, int fresh, int due, Instant nextDue) {
}
