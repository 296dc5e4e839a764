package otau.ui.movelist;

import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.TextArea;
import otau.ui.I18n;

/** Writes or changes the comment of one move; an empty text removes it. */
public final class CommentDialog extends Dialog<String> {

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
        getDialogPane().getButtonTypes().addAll(ok, ButtonType.CANCEL);
        setResultConverter(b -> b == ok ? text.getText().strip() : null);
        setOnShown(e -> {
            text.requestFocus();
            text.end();
        });
    }
}
