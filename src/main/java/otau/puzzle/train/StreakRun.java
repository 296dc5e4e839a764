package otau.puzzle.train;

import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import otau.puzzle.Puzzle;

/**
 * Streak mode: puzzles of rising difficulty until the first miss. The run starts with the
 * easiest puzzle of its pool; each next one is the unplayed puzzle nearest to
 * {@link #STEP} rating points above the last, never easier than it. The run is over at the
 * first miss, or when no harder puzzle is left.
 */
public final class StreakRun {
    /** How much harder, in rating points, each puzzle of the run aims to be than the one before. */
    public static final int STEP = 50;

    private final List<Puzzle> pool;
    private final Set<String> played = new HashSet<>();
    private int length;
    private Integer lastRating;
    private boolean over;

    public StreakRun(Collection<Puzzle> pool) {
        this.pool = pool.stream().sorted(Comparator.comparingInt(Puzzle::rating).thenComparing(Puzzle::id)).toList();
    }

    /** The next puzzle of the run (marked played), or empty when the run is over or nothing harder is left. */
    public Optional<Puzzle> next() {
        if (over) {
            return Optional.empty();
        }
        Optional<Puzzle> p;
        if (lastRating == null) {
            p = pool.stream().filter(q -> !played.contains(q.id())).findFirst();
        } else {
            int floor = lastRating;
            int target = floor + STEP;
            p = pool.stream().filter(q -> !played.contains(q.id()) && q.rating() >= floor)
                    .min(Comparator.comparingInt((Puzzle q) -> Math.abs(q.rating() - target)).thenComparing(Puzzle::id));
        }
        p.ifPresent(q -> {
            played.add(q.id());
            lastRating = q.rating();
        });
        if (p.isEmpty()) {
            over = true;
        }
        return p;
    }

    /** The puzzle just given was solved cleanly: the run grows by one. */
    public void solved() {
        if (!over) {
            length++;
        }
    }

    /** A miss: the run ends at its length. */
    public void missed() {
        over = true;
    }

    public boolean isOver() {
        return over;
    }

    /** Puzzles solved cleanly in a row in this run. */
    public int length() {
        return length;
    }
}
