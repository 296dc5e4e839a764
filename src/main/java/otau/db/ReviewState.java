package otau.db;

import java.time.Duration;

/**
 * Spaced-repetition state of one repertoire position, after SM-2: a right answer stretches
 * the interval (1 day, 6 days, then times the ease); a wrong one starts the position over,
 * lowers its ease and brings it back after {@link #RELEARN_DELAY}, so it is asked again in
 * the same session.
 *
 * @param repetitions right answers in a row
 * @param intervalDays days until the next review after a right answer (0 after a miss)
 * @param ease        SM-2 ease factor, at least {@link #MIN_EASE}
 * @param lapses      wrong answers so far
 */
public record ReviewState(int repetitions, double intervalDays, double ease, int lapses) {
    public static final double START_EASE = 2.5;
    public static final double MIN_EASE = 1.3;
    public static final Duration RELEARN_DELAY = Duration.ofMinutes(10);

    public static ReviewState fresh() {
        return new ReviewState(0, 0, START_EASE, 0);
    }

    /** The state after an answer: quality 4 for a right one, 1 for a wrong one, in SM-2's terms. */
    public ReviewState after(boolean correct) {
        if (!correct) {
            return new ReviewState(0, 0, Math.max(MIN_EASE, ease - 0.54), lapses + 1);
        }
        int reps = repetitions + 1;
        double interval = reps == 1 ? 1 : reps == 2 ? 6 : Math.round(intervalDays * ease);
        return new ReviewState(reps, interval, ease, lapses);
    }

    /** How long until the position is due again. */
    public Duration delay() {
        return repetitions == 0 ? RELEARN_DELAY : Duration.ofMinutes(Math.round(intervalDays * 24 * 60));
    }
}
