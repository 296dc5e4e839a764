package otau.ui.workbench;

import java.util.LinkedHashMap;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleIntegerProperty;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.ui.movelist.NagGlyphs;

/**
 * The commands that work on the game itself: moving through it, editing its tree, comments,
 * tags and glyphs, undo and redo, each disabled where it has nothing to do.
 */
final class ModelCommands {
    private final GameModel model;
    private final UserPrompts prompts;
    /** Counts tree changes, so commands that depend on the tree's shape re-check. */
    private final IntegerProperty treeVersion = new SimpleIntegerProperty();

    ModelCommands(GameModel model, UserPrompts prompts) {
        this.model = model;
        this.prompts = prompts;
        model.addTreeListener(events -> treeVersion.set(treeVersion.get() + 1));
    }

    /**
     * @param boardMode who owns the board: while a game against the engine, a puzzle, a lesson
     *                  or a drill has it, Undo, Redo and the deletions are theirs to refuse,
     *                  since each would take away the move the session stands on
     */
    void define(CommandTable t, javafx.beans.value.ObservableValue<otau.ui.board.BoardMode> boardMode) {
        BooleanBinding boardBusy = Bindings.createBooleanBinding(
                () -> boardMode.getValue() != otau.ui.board.BoardMode.ANALYSIS, boardMode);
        BooleanBinding atStart = Bindings.createBooleanBinding(() -> model.currentNode().isRoot(),
                model.currentNodeProperty());
        BooleanBinding atEnd = Bindings.createBooleanBinding(() -> !model.currentNode().hasChildren(),
                model.currentNodeProperty(), treeVersion);
        BooleanBinding onMainLine = Bindings.createBooleanBinding(() -> model.currentNode().isOnMainLine(),
                model.currentNodeProperty(), treeVersion);
        BooleanBinding noSiblings = Bindings.createBooleanBinding(
                () -> model.currentNode().isRoot() || model.currentNode().parent().children().size() < 2,
                model.currentNodeProperty(), treeVersion);
        t.on(Command.UNDO, model::undo, model.canUndoProperty().not().or(boardBusy));
        t.on(Command.REDO, model::redo, model.canRedoProperty().not().or(boardBusy));
        t.on(Command.EDIT_COMMENT, () -> editComment(model.currentNode()));
        t.on(Command.EDIT_TAGS, this::editTags);
        t.on(Command.PROMOTE_VARIATION, () -> model.promoteVariation(model.currentNode()), onMainLine);
        t.on(Command.PROMOTE_TO_MAIN_LINE, () -> model.promoteToMainLine(model.currentNode()), onMainLine);
        t.on(Command.DELETE_VARIATION, () -> model.deleteVariation(model.currentNode()), onMainLine.or(boardBusy));
        t.on(Command.DELETE_FROM_HERE, () -> model.deleteFrom(model.currentNode()), atStart.or(boardBusy));
        for (Command glyph : Command.GLYPHS) {
            t.on(glyph, () -> model.setNags(model.currentNode(),
                    NagGlyphs.toggled(model.currentNode().nags(), glyph.nag())), atStart);
        }
        t.on(Command.FIRST_MOVE, model::toStart, atStart);
        t.on(Command.PREVIOUS_MOVE, model::back, atStart);
        t.on(Command.NEXT_MOVE, model::forward, atEnd);
        t.on(Command.LAST_MOVE, model::toEnd, atEnd);
        t.on(Command.PREVIOUS_VARIATION, model::previousVariation, noSiblings);
        t.on(Command.NEXT_VARIATION, model::nextVariation, noSiblings);
    }

    void editComment(GameNode node) {
        String moveText = node.isRoot() ? "" : node.moveLabel() + " " + node.notation();
        prompts.editComment(moveText, node.comment()).ifPresent(text -> model.setComment(node, text));
    }

    void editCommentBefore(GameNode node) {
        prompts.editCommentBefore(node.moveLabel() + " " + node.notation(), node.startingComment())
                .ifPresent(text -> model.setStartingComment(node, text));
    }

    void editTags() {
        prompts.editTags(new LinkedHashMap<>(model.tags())).ifPresent(tags -> model.batch("Edit tags", () -> {
            for (String name : model.tags().keySet().toArray(new String[0])) {
                // The position tags belong to the game's start, not to the form.
                if (!tags.containsKey(name) && !name.equals("FEN") && !name.equals("SetUp")) {
                    model.setTag(name, null);
                }
            }
            tags.forEach(model::setTag);
        }));
    }
}
