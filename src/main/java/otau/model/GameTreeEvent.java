package otau.model;

/**
 * A change to the game tree, delivered to {@link GameTreeListener}s once the edit (or the
 * batch of edits) that made it has completed. Indices are those at the moment of the
 * change: a view that mirrors the tree applies the events of a delivery in order.
 */
public sealed interface GameTreeEvent {

    /** {@code node} was inserted as child {@code index} of {@code parent} (with its subtree). */
    record NodeAdded(GameNode parent, GameNode node, int index) implements GameTreeEvent {
    }

    /** {@code node}, child {@code index} of {@code parent}, was removed with its subtree. */
    record NodeRemoved(GameNode parent, GameNode node, int index) implements GameTreeEvent {
    }

    /** {@code node} moved among its parent's children from {@code fromIndex} to {@code toIndex}. */
    record NodeMoved(GameNode parent, GameNode node, int fromIndex, int toIndex) implements GameTreeEvent {
    }

    /** One annotation of {@code node} changed. */
    record AnnotationChanged(GameNode node, Annotation annotation) implements GameTreeEvent {
    }

    /** The game's tags changed. */
    record TagsChanged() implements GameTreeEvent {
    }

    /** The whole game was replaced; {@code root} is the new tree. */
    record GameReplaced(GameNode root) implements GameTreeEvent {
    }
}
