package otau.model;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Hands the game model's tree events to its listeners, one completed change at a time and
 * in the order the changes were made: the events of an edit a listener makes while it is
 * told of another are queued and delivered after that one, never inside it.
 */
final class TreeEventDelivery {
    private final List<GameTreeListener> listeners = new CopyOnWriteArrayList<>();
    private final Deque<List<GameTreeEvent>> queue = new ArrayDeque<>();
    private boolean delivering;

    void add(GameTreeListener listener) {
        listeners.add(Objects.requireNonNull(listener));
    }

    void remove(GameTreeListener listener) {
        listeners.remove(listener);
    }

    /** Queues the events of one completed change (not empty). */
    void queue(List<GameTreeEvent> events) {
        queue.add(events);
    }

    /** Delivers what is queued; a call made from inside a delivery returns at once (the outer one goes on). */
    void deliver() {
        if (delivering) {
            return;
        }
        delivering = true;
        try {
            List<GameTreeEvent> events;
            while ((events = queue.poll()) != null) {
                List<GameTreeEvent> view = Collections.unmodifiableList(events);
                for (GameTreeListener l : listeners) {
                    l.treeChanged(view);
                }
            }
        } finally {
            delivering = false;
        }
    }
}
