package otau.puzzle.train;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import otau.puzzle.Puzzle;

/**
 * Chooses puzzles and keeps score. "Next puzzle for me": a failed puzzle whose review is due
 * comes first; otherwise the untried puzzle whose rating is closest to the user's. After each
 * attempt both ratings move by Glicko-2 (the puzzle is the user's opponent), streaks and
 * history are kept, and a failed puzzle is scheduled to come back after 1 day, then — each
 * time it is solved — 3, 9 and 27 days, until it is learnt.
 */
public final class PuzzleTrainer {
    /** Spacing of reviews after a failure: days, growing by this factor per clean solve. */
    static final int FIRST_INTERVAL_DAYS = 1;
    static final int INTERVAL_FACTOR = 3;
    /** A review interval beyond this means the puzzle is learnt. */
    static final int LEARNT_AFTER_DAYS = 27;
    /** The deviation a puzzle's rating starts with: its starting rating is an estimate. */
    static final double PUZZLE_DEVIATION = 250;

    private final ProgressStore store;
    private final Glicko2 glicko;
    private final Clock clock;

    public PuzzleTrainer(ProgressStore store, Glicko2 glicko, Clock clock) {
        this.store = store;
        this.glicko = glicko;
        this.clock = clock;
    }

    public PuzzleTrainer(ProgressStore store) {
        this(store, Glicko2.standard(), Clock.systemUTC());
    }

    public UserState user() {
        return store.user();
    }

    public List<Attempt> history(int limit) {
        return store.history(limit);
    }

    /** The puzzle's current rating: as played so far, or its starting rating. */
    public Glicko2.Rating ratingOf(Puzzle p) {
        return store.puzzleRating(p.id()).orElse(new Glicko2.Rating(p.rating(), PUZZLE_DEVIATION, 0.06));
    }

    /** The puzzles of {@code pool} that pass {@code filter}, easiest first. */
    public List<Puzzle> select(Collection<Puzzle> pool, PuzzleFilter filter) {
        return pool.stream().filter(filter::accepts).sorted(Comparator.comparingInt(Puzzle::rating)).toList();
    }

    /** The next puzzle for this user from {@code pool}, or empty when nothing fits. */
    public Optional<Puzzle> next(Collection<Puzzle> pool, PuzzleFilter filter) {
        Map<String, Puzzle> byId = new HashMap<>();
        pool.stream().filter(filter::accepts).forEach(p -> byId.putIfAbsent(p.id(), p));
        for (Review r : store.dueReviews(clock.instant())) {
            Puzzle due = byId.get(r.puzzleId());
            if (due != null) {
                return Optional.of(due);
            }
        }
        double rating = store.user().rating().rating();
        Set<String> tried = store.attempted();
        // An untried puzzle has no rating of its own in the store yet: its file's rating is it.
        // (The comparator asked the store twice per comparison before.)
        Comparator<Puzzle> closestUntried = Comparator.comparingDouble((Puzzle p) -> Math.abs(p.rating() - rating))
                .thenComparing(Puzzle::id);
        Optional<Puzzle> fresh = byId.values().stream().filter(p -> !tried.contains(p.id())).min(closestUntried);
        if (fresh.isPresent()) {
            return fresh;
        }
        // Everything tried: go round again, skipping those still waiting for their review date.
        // One look-up per puzzle, before comparing.
        Map<Puzzle, Double> distance = new HashMap<>();
        for (Puzzle p : byId.values()) {
            if (store.review(p.id()).isEmpty()) {
                distance.put(p, Math.abs(ratingOf(p).rating() - rating));
            }
        }
        return distance.keySet().stream().min(Comparator.comparingDouble((Puzzle p) -> distance.get(p))
                .thenComparing(Puzzle::id));
    }

    /** The longest streak-mode run so far. */
    public int bestStreakRun() {
        return store.bestStreakRun();
    }

    /** Keeps a finished streak-mode run if it is the longest; returns the longest. */
    public int recordStreakRun(int length) {
        int[] best = new int[1];
        store.inTransaction(() -> {
            best[0] = Math.max(store.bestStreakRun(), length);
            if (length > store.bestStreakRun()) {
                store.saveBestStreakRun(length);
            }
        });
        return best[0];
    }

    /** Records a finished session. */
    public AttemptResult record(AttemptSession session) {
        if (!session.isFinished()) {
            throw new IllegalStateException("the session is not finished: " + session.state());
        }
        return record(session.puzzle(), session.solvedCleanly());
    }

    /** Records an attempt: {@code solved} means solved cleanly (no wrong move, hint or shown solution). */
    public AttemptResult record(Puzzle puzzle, boolean solved) {
        AttemptResult[] result = new AttemptResult[1];
        // One transaction per attempt: the reads and the four or five writes together.
        store.inTransaction(() -> result[0] = recordNow(puzzle, solved));
        return result[0];
    }

    private AttemptResult recordNow(Puzzle puzzle, boolean solved) {
        Instant now = clock.instant();
        UserState u = store.user();
        Glicko2.Rating puzzleBefore = ratingOf(puzzle);
        Glicko2.Rating userAfter = glicko.update(u.rating(), puzzleBefore, solved ? 1 : 0);
        Glicko2.Rating puzzleAfter = glicko.update(puzzleBefore, u.rating(), solved ? 0 : 1);
        int streak = solved ? u.streak() + 1 : 0;
        UserState newUser = new UserState(userAfter, streak, Math.max(u.bestStreak(), streak), u.attempts() + 1,
                u.solved() + (solved ? 1 : 0));
        Attempt attempt = new Attempt(puzzle.id(), now, solved, u.rating().rating(), userAfter.rating(),
                puzzleAfter.rating());
        Optional<Review> review = schedule(puzzle.id(), solved, now);
        store.saveUser(newUser);
        store.savePuzzleRating(puzzle.id(), puzzleAfter);
        store.addAttempt(attempt);
        return new AttemptResult(attempt, newUser, puzzleAfter, review);
    }

    private Optional<Review> schedule(String id, boolean solved, Instant now) {
        Optional<Review> old = store.review(id);
        if (!solved) {
            int lapses = old.map(Review::lapses).orElse(0) + 1;
            Review r = new Review(id, now.plus(Duration.ofDays(FIRST_INTERVAL_DAYS)), FIRST_INTERVAL_DAYS, lapses);
            store.saveReview(r);
            return Optional.of(r);
        }
        if (old.isEmpty()) {
            return Optional.empty();
        }
        int interval = old.get().intervalDays() * INTERVAL_FACTOR;
        if (interval > LEARNT_AFTER_DAYS) {
            store.deleteReview(id);
            return Optional.empty();
        }
        Review r = new Review(id, now.plus(Duration.ofDays(interval)), interval, old.get().lapses());
        store.saveReview(r);
        return Optional.of(r);
    }
}
