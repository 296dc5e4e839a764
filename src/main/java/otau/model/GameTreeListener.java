package otau.model;

import java.util.List;

/**
 * Receives the tree changes of one completed edit or batch, in the order they were made,
 * on the thread that edits the model (the FX thread in the application).
 */
@FunctionalInterface
public interface GameTreeListener {
    void treeChanged(List<GameTreeEvent> events);
}
