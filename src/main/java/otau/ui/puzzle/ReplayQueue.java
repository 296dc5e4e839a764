package otau.ui.puzzle;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import otau.puzzle.Puzzle;

/** The puzzles of a replay still to come ("Next puzzle" takes them before choosing one itself). */
final class ReplayQueue {
    private final Deque<Puzzle> queue = new ArrayDeque<>();
    private final ReadOnlyIntegerWrapper size = new ReadOnlyIntegerWrapper(this, "queued");

    /** Replaces what was queued by {@code puzzles}, in order. */
    void setAll(List<Puzzle> puzzles) {
        queue.clear();
        queue.addAll(puzzles);
        size.set(queue.size());
    }

    /** The next puzzle, taken off the queue; empty when none is left. */
    Optional<Puzzle> next() {
        Puzzle p = queue.pollFirst();
        size.set(queue.size());
        return Optional.ofNullable(p);
    }

    ReadOnlyIntegerProperty sizeProperty() {
        return size.getReadOnlyProperty();
    }
}
