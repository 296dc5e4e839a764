package otau.ui.movelist;

import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.TextArea;
import otau.ui.I18n;

/**
 * Writes or changes the comment of one move; an empty text removes it. Ctrl+Enter saves;
 * Cancel, Esc and the close button ask before a changed text is dropped.
 */
public final class CommentDialog extends Dialog<String> {
    private java.util.function.BooleanSupplier askDiscard = () -> otau.ui.DiscardQuestion.ask(getOwner(),
            I18n.get("comment.discardTitle"), I18n.get("comment.discardQuestion"));

    public CommentDialog(String moveText, String comment) {
        setTitle(I18n.get("comment.title"));
        setHeaderText(moveText.isEmpty() ? I18n.get("comment.headerStart") : I18n.get("comment.header", moveText));
        setResizable(true);
        TextArea text = new TextArea(comment);
        text.setId("comment-text");
        text.setWrapText(true);
        text.setPrefRowCount(6);
        text.setPrefColumnCount(40);
        text.setPromptText(I18n.get("comment.prompt"));
        getDialogPane().setContent(text);
        ButtonType ok = new ButtonType(I18n.get("comment.ok"), ButtonBar.ButtonData.OK_DONE);
        getDialogPane().getButtonTypes().addAll(ok, otau.ui.DialogButtons.cancel());
        setResultConverter(b -> b == ok ? text.getText().strip() : null);
        // Enter makes a new line in the text; Ctrl+Enter (Cmd+Enter) saves, as in most editors.
        javafx.scene.input.KeyCombination save = javafx.scene.input.KeyCombination.valueOf("Shortcut+Enter");
        text.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (save.match(e)) {
                e.consume();
                ((javafx.scene.control.Button) getDialogPane().lookupButton(ok)).fire();
            }
        });
        String before = comment == null ? "" : comment.strip();
        otau.ui.DiscardQuestion.guard(this, () -> !text.getText().strip().equals(before),
                () -> askDiscard.getAsBoolean());
        setOnShown(e -> {
            text.requestFocus();
            text.end();
        });
    }

    /** What asks whether to drop the text typed (a dialog; the tests answer it themselves). */
    public void setAskDiscard(java.util.function.BooleanSupplier ask) {
        askDiscard = java.util.Objects.requireNonNull(ask);
    }
}
