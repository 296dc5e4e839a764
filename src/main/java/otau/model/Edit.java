package otau.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One undoable step. {@link #apply} and {@link #revert} are exact inverses; a node removed
 * by one step is re-linked (the same object) by its undo, so the steps around it keep
 * pointing at live nodes.
 */
abstract class Edit {
    private final String description;

    Edit(String description) {
        this.description = description;
    }

    /** What the step does, e.g. "Play 65(10)", for "Undo …" menu items. */
    String description() {
        return description;
    }

    abstract void apply(TreeMutator m);

    abstract void revert(TreeMutator m);

    /** The node to show after this step is applied or reverted; null: where the cursor was. */
    GameNode focus() {
        return null;
    }

    /** Links a new node in as child {@code index} of its parent. */
    static final class AddNode extends Edit {
        private final GameNode node;
        private final int index;

        AddNode(String description, GameNode node, int index) {
            super(description);
            this.node = node;
            this.index = index;
        }

        @Override
        void apply(TreeMutator m) {
            m.insert(node.parent(), node, index);
        }

        @Override
        void revert(TreeMutator m) {
            m.remove(node.parent(), node);
        }
    }

    /** Cuts a node and its subtree out of the tree. */
    static final class RemoveNode extends Edit {
        private final GameNode node;
        private final int index;

        RemoveNode(String description, GameNode node) {
            super(description);
            this.node = node;
            this.index = node.index();
        }

        @Override
        void apply(TreeMutator m) {
            m.remove(node.parent(), node);
        }

        @Override
        void revert(TreeMutator m) {
            m.insert(node.parent(), node, index);
        }
    }

    /** Moves a node among its siblings. */
    static final class MoveNode extends Edit {
        private final GameNode node;
        private final int from;
        private final int to;

        MoveNode(String description, GameNode node, int to) {
            super(description);
            this.node = node;
            this.from = node.index();
            this.to = to;
        }

        @Override
        void apply(TreeMutator m) {
            m.move(node.parent(), node, to);
        }

        @Override
        void revert(TreeMutator m) {
            m.move(node.parent(), node, from);
        }

        @Override
        GameNode focus() {
            return node;
        }
    }

    /** Sets one annotation of a node. */
    static final class Annotate extends Edit {
        private final GameNode node;
        private final Annotation what;
        private final Object before;
        private final Object after;

        Annotate(String description, GameNode node, Annotation what, Object after) {
            super(description);
            this.node = node;
            this.what = what;
            this.before = node.get(what);
            this.after = after;
        }

        @Override
        void apply(TreeMutator m) {
            m.annotate(node, what, after);
        }

        @Override
        void revert(TreeMutator m) {
            m.annotate(node, what, before);
        }

        @Override
        GameNode focus() {
            return node;
        }
    }

    /** Replaces the tag list (kept whole so a removed tag comes back in its place). */
    static final class SetTags extends Edit {
        private final Map<String, String> before;
        private final Map<String, String> after;

        SetTags(String description, Map<String, String> before, Map<String, String> after) {
            super(description);
            this.before = new LinkedHashMap<>(before);
            this.after = new LinkedHashMap<>(after);
        }

        @Override
        void apply(TreeMutator m) {
            m.setTags(after);
        }

        @Override
        void revert(TreeMutator m) {
            m.setTags(before);
        }
    }

    /** Swaps the whole game: opening a file, a new game, a game from an edited position. */
    static final class ReplaceGame extends Edit {
        private final GameModel.Game before;
        private final GameModel.Game after;

        ReplaceGame(String description, GameModel.Game before, GameModel.Game after) {
            super(description);
            this.before = before;
            this.after = after;
        }

        @Override
        void apply(TreeMutator m) {
            m.setGame(after);
        }

        @Override
        void revert(TreeMutator m) {
            m.setGame(before);
        }
    }

    /** Several steps undone and redone as one. */
    static final class Batch extends Edit {
        private final List<Edit> steps;

        Batch(String description, List<Edit> steps) {
            super(description);
            this.steps = new ArrayList<>(steps);
        }

        @Override
        void apply(TreeMutator m) {
            for (Edit e : steps) {
                e.apply(m);
            }
        }

        @Override
        void revert(TreeMutator m) {
            for (int i = steps.size() - 1; i >= 0; i--) {
                steps.get(i).revert(m);
            }
        }

        @Override
        GameNode focus() {
            return null;
        }
    }
}
