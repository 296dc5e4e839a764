package otau.puzzle.train;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A progress store opened by its first use, so that opening it (which may wait on the
 * database's lock while a schema migration runs) happens on whatever thread first reads or
 * writes progress: the trainer's background executor, never the FX thread. When it cannot
 * be opened, progress is kept in memory and {@code onFallback} hears why.
 */
public final class OpenOnFirstUseStore implements ProgressStore {
    private final Supplier<? extends ProgressStore> opener;
    private final Consumer<String> onFallback;
    private ProgressStore store;
    private boolean closed;

    /**
     * @param opener     opens the real store; may throw {@link SqliteProgressStore.ProgressStoreException}
     * @param onFallback told the reason (once, on the opening thread) when the memory store serves instead
     */
    public OpenOnFirstUseStore(Supplier<? extends ProgressStore> opener, Consumer<String> onFallback) {
        this.opener = opener;
        this.onFallback = onFallback;
    }

    private synchronized ProgressStore store() {
        if (store == null) {
            if (closed) {
                // Work that was still queued when the program closed: nothing to open any more.
                store = new MemoryProgressStore();
                return store;
            }
            try {
                store = opener.get();
            } catch (SqliteProgressStore.ProgressStoreException e) {
                store = new MemoryProgressStore();
                onFallback.accept(e.getMessage());
            }
        }
        return store;
    }

    @Override
    public void inTransaction(Runnable work) {
        store().inTransaction(work);
    }

    @Override
    public UserState user() {
        return store().user();
    }

    @Override
    public void saveUser(UserState user) {
        store().saveUser(user);
    }

    @Override
    public Optional<Glicko2.Rating> puzzleRating(String puzzleId) {
        return store().puzzleRating(puzzleId);
    }

    @Override
    public void savePuzzleRating(String puzzleId, Glicko2.Rating rating) {
        store().savePuzzleRating(puzzleId, rating);
    }

    @Override
    public Optional<Review> review(String puzzleId) {
        return store().review(puzzleId);
    }

    @Override
    public void saveReview(Review review) {
        store().saveReview(review);
    }

    @Override
    public void deleteReview(String puzzleId) {
        store().deleteReview(puzzleId);
    }

    @Override
    public List<Review> dueReviews(Instant now) {
        return store().dueReviews(now);
    }

    @Override
    public void addAttempt(Attempt attempt) {
        store().addAttempt(attempt);
    }

    @Override
    public List<Attempt> history(int limit) {
        return store().history(limit);
    }

    @Override
    public Set<String> attempted() {
        return store().attempted();
    }

    @Override
    public int bestStreakRun() {
        return store().bestStreakRun();
    }

    @Override
    public void saveBestStreakRun(int length) {
        store().saveBestStreakRun(length);
    }

    @Override
    public List<Attempt> attempts() {
        return store().attempts();
    }

    @Override
    public Map<String, PuzzleResult> results() {
        return store().results();
    }

    @Override
    public Optional<Thumb> thumb(String puzzleId) {
        return store().thumb(puzzleId);
    }

    @Override
    public void setThumb(String puzzleId, Thumb thumb) {
        store().setThumb(puzzleId, thumb);
    }

    @Override
    public Map<String, Thumb> thumbs() {
        return store().thumbs();
    }

    /** Closes the store if it was opened; one never opened is not opened now. */
    @Override
    public synchronized void close() {
        closed = true;
        if (store != null) {
            store.close();
        }
    }
}
