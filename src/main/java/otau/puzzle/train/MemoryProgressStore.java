package otau.puzzle.train;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Progress kept in memory only: for tests, and for a trainer run without a database. */
public final class MemoryProgressStore implements ProgressStore {
    private int bestStreakRun;
    private UserState user = UserState.NEW;
    private final Map<String, Glicko2.Rating> ratings = new HashMap<>();
    private final Map<String, Review> reviews = new HashMap<>();
    private final List<Attempt> attempts = new ArrayList<>();
    private final Map<String, Thumb> thumbs = new HashMap<>();

    @Override
    public UserState user() {
        return user;
    }

    @Override
    public void saveUser(UserState user) {
        this.user = user;
    }

    @Override
    public Optional<Glicko2.Rating> puzzleRating(String puzzleId) {
        return Optional.ofNullable(ratings.get(puzzleId));
    }

    @Override
    public void savePuzzleRating(String puzzleId, Glicko2.Rating rating) {
        ratings.put(puzzleId, rating);
    }

    @Override
    public Optional<Review> review(String puzzleId) {
        return Optional.ofNullable(reviews.get(puzzleId));
    }

    @Override
    public void saveReview(Review review) {
        reviews.put(review.puzzleId(), review);
    }

    @Override
    public void deleteReview(String puzzleId) {
        reviews.remove(puzzleId);
    }

    @Override
    public List<Review> dueReviews(Instant now) {
        return reviews.values().stream().filter(r -> !r.due().isAfter(now))
                .sorted(Comparator.comparing(Review::due).thenComparing(Review::puzzleId)).toList();
    }

    @Override
    public void addAttempt(Attempt attempt) {
        attempts.add(attempt);
    }

    @Override
    public List<Attempt> history(int limit) {
        List<Attempt> list = new ArrayList<>(attempts);
        java.util.Collections.reverse(list);
        return List.copyOf(list.subList(0, Math.min(limit, list.size())));
    }

    @Override
    public Set<String> attempted() {
        Set<String> ids = new HashSet<>();
        attempts.forEach(a -> ids.add(a.puzzleId()));
        return ids;
    }

    @Override
    public int bestStreakRun() {
        return bestStreakRun;
    }

    @Override
    public void saveBestStreakRun(int length) {
        bestStreakRun = length;
    }

    @Override
    public Optional<Thumb> thumb(String puzzleId) {
        return Optional.ofNullable(thumbs.get(puzzleId));
    }

    @Override
    public void setThumb(String puzzleId, Thumb thumb) {
        if (thumb == null) {
            thumbs.remove(puzzleId);
        } else {
            thumbs.put(puzzleId, thumb);
        }
    }

    @Override
    public Map<String, Thumb> thumbs() {
        return Map.copyOf(thumbs);
    }

    @Override
    public void close() {
    }
}
