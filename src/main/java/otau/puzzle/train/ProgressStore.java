package otau.puzzle.train;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Where the trainer keeps its progress: {@link SqliteProgressStore} on disk, {@link MemoryProgressStore} in tests. */
public interface ProgressStore extends AutoCloseable {
    /**
     * Runs {@code work} (several of the writes below) as one unit: all of it is stored or
     * none. The default runs it as it is (a store in memory needs nothing more).
     */
    default void inTransaction(Runnable work) {
        work.run();
    }

    UserState user();

    void saveUser(UserState user);

    Optional<Glicko2.Rating> puzzleRating(String puzzleId);

    void savePuzzleRating(String puzzleId, Glicko2.Rating rating);

    Optional<Review> review(String puzzleId);

    void saveReview(Review review);

    void deleteReview(String puzzleId);

    /** Reviews due at {@code now} or earlier, most overdue first. */
    List<Review> dueReviews(Instant now);

    void addAttempt(Attempt attempt);

    /** The latest attempts, newest first. */
    List<Attempt> history(int limit);

    /** Ids of every puzzle tried at least once. */
    Set<String> attempted();

    /** The longest streak-mode run (puzzles of rising difficulty until the first miss), 0 before any. */
    int bestStreakRun();

    void saveBestStreakRun(int length);

    /** Every attempt, oldest first (the dashboard's rating over time and per-theme figures). */
    default List<Attempt> attempts() {
        List<Attempt> list = new java.util.ArrayList<>(history(Integer.MAX_VALUE));
        java.util.Collections.reverse(list);
        return list;
    }

    /** The outcome of the latest attempt at each puzzle tried (untried puzzles are absent). */
    default Map<String, PuzzleResult> results() {
        Map<String, PuzzleResult> results = new HashMap<>();
        for (Attempt a : attempts()) {
            results.put(a.puzzleId(), a.solved() ? PuzzleResult.SOLVED : PuzzleResult.FAILED);
        }
        return results;
    }

    /** The user's thumb on a puzzle, if any. */
    Optional<Thumb> thumb(String puzzleId);

    /** Sets the user's thumb on a puzzle; null takes it away. */
    void setThumb(String puzzleId, Thumb thumb);

    /** Every thumb given, by puzzle id. */
    Map<String, Thumb> thumbs();

    @Override
    void close();
}
