package otau.ui.movelist;

import java.util.List;
import java.util.function.Consumer;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.ui.I18n;

/** What can be done to one move of the list: reorder or delete lines, comment, annotate, and what other features add. */
final class MoveContextMenu extends ContextMenu {

    /**
     * @param deletionsAllowed false while a game against the engine, a puzzle, a lesson or a drill
     *                         owns the board: a deletion would take away the move it stands on
     *                         (the Edit menu's deletions are off then too)
     */
    MoveContextMenu(GameModel model, GameNode node, Consumer<GameNode> editComment,
            Consumer<GameNode> editCommentBefore, List<MenuItem> extra, boolean deletionsAllowed) {
        getStyleClass().add("move-context-menu");
        boolean inVariation = !node.isOnMainLine();
        MenuItem promoteMain = item("movelist.promoteToMain", () -> model.promoteToMainLine(node));
        promoteMain.setDisable(!inVariation);
        MenuItem promoteUp = item("movelist.promoteUp", () -> model.promoteVariation(node));
        promoteUp.setDisable(!inVariation);
        MenuItem deleteVariation = item("movelist.deleteVariation", () -> model.deleteVariation(node));
        deleteVariation.setDisable(!inVariation || !deletionsAllowed);
        MenuItem deleteFrom = item("movelist.deleteFrom", () -> model.deleteFrom(node));
        deleteFrom.setDisable(!deletionsAllowed);
        MenuItem comment = item(node.comment().isEmpty() ? "movelist.addComment" : "movelist.editComment",
                () -> editComment.accept(node));

        Menu glyphs = new Menu(I18n.get("movelist.glyphs"));
        glyphs.setId("menu-glyphs");
        addGroup(glyphs, model, node, NagGlyphs.MOVE_GROUP);
        glyphs.getItems().add(new SeparatorMenuItem());
        addGroup(glyphs, model, node, NagGlyphs.POSITION_GROUP);
        glyphs.getItems().add(new SeparatorMenuItem());
        addGroup(glyphs, model, node, NagGlyphs.OTHER);
        glyphs.getItems().add(new SeparatorMenuItem());
        MenuItem clear = item("movelist.clearGlyphs", () -> model.setNags(node, List.of()));
        clear.setDisable(node.nags().isEmpty());
        glyphs.getItems().add(clear);

        getItems().addAll(promoteMain, promoteUp, deleteVariation, deleteFrom, new SeparatorMenuItem(), comment);
        // Only where a variation starts can a comment stand before the move (and be saved so).
        if (!node.startingComment().isEmpty() || node.index() > 0) {
            MenuItem before = item(node.startingComment().isEmpty() ? "movelist.addCommentBefore"
                    : "movelist.editCommentBefore", () -> editCommentBefore.accept(node));
            before.setId("menu-comment-before");
            getItems().add(before);
        }
        getItems().add(glyphs);
        if (!extra.isEmpty()) {
            getItems().add(new SeparatorMenuItem());
            getItems().addAll(extra);
        }
    }

    private static void addGroup(Menu menu, GameModel model, GameNode node, List<Integer> group) {
        for (int nag : group) {
            CheckMenuItem check = new CheckMenuItem(NagGlyphs.describe(nag));
            check.setId("nag-" + nag);
            check.setMnemonicParsing(false);
            check.setSelected(node.nags().contains(nag));
            check.setOnAction(e -> model.setNags(node, toggled(node.nags(), nag)));
            menu.getItems().add(check);
        }
    }

    /** The glyphs with {@code nag} switched; switching one on drops the others of its group. */
    static List<Integer> toggled(List<Integer> nags, int nag) {
        return NagGlyphs.toggled(nags, nag);
    }

    private static MenuItem item(String key, Runnable action) {
        MenuItem item = new MenuItem(I18n.get(key));
        item.setId(key.replace('.', '-'));
        item.setMnemonicParsing(false);
        item.setOnAction(e -> action.run());
        return item;
    }
}
