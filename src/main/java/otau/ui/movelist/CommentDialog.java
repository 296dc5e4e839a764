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

    /** The comment after the move {@code moveText} (before the first move when it is empty). */
    public CommentDialog(String moveText, String comment) {
        this(moveText.isEmpty() ? I18n.get("comment.headerStart") : I18n.get("comment.header", moveText), comment, true);
    }

    /** The comment written before the move {@code moveText}, where a variation starts. */
    public static CommentDialog before(String moveText, String comment) {
        return new CommentDialog(I18n.get("comment.headerBefore", moveText), comment, true);
    }

    private CommentDialog(String header, String comment, boolean headerGiven) {
        setTitle(I18n.get("comment.title"));
        setHeaderText(header);
        setResizable(true);
        TextArea text = new TextArea(comment);
        text.setId("comment-text");
        text.setWrapText(true);
        text.setPrefRowCount(6);
        text.setPrefColumnCount(40);
        text.setPromptText(I18n.get("comment.prompt"));
        // Braces end a comment in a game file, so they become parentheses as they are typed: the
        // text seen here is the text saved.
        text.setTextFormatter(new javafx.scene.control.TextFormatter<String>(change -> {
            if (change.getText().indexOf('{') >= 0 || change.getText().indexOf('}') >= 0) {
                change.setText(change.getText().replace('{', '(').replace('}', ')'));
            }
            return change;
        }));
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
