package otau.ui.editor;

import java.util.function.Consumer;
import javafx.scene.Scene;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import otau.game.Position;
import otau.ui.I18n;

/** The board editor in its own window over the workbench (modal to it, but not blocking the caller). */
public final class BoardEditorWindow {
    private final Stage stage = new Stage();
    private final BoardEditorView view;

    /**
     * @param onStudy receives the position to study; false when it was not taken (the editor stays)
     */
    public BoardEditorWindow(Window owner, Position start, java.util.function.Predicate<Position> onStudy) {
        view = new BoardEditorView(start, onStudy, stage::close);
        stage.initOwner(owner);
        otau.ui.DialogPlacement.prepare(stage);
        stage.initModality(Modality.WINDOW_MODAL);
        stage.setTitle(I18n.get("editor.title"));
        stage.setScene(new Scene(view, 1000, 600));
        stage.setMinWidth(700);
        stage.setMinHeight(420);
        // The window's close button asks like Cancel; a close by the program, or the workbench's
        // own closing (which closes the windows it owns), does not.
        stage.setOnCloseRequest(e -> {
            if (owner.isShowing() && !view.mayClose()) {
                e.consume();
            }
        });
    }

    public void show() {
        stage.show();
    }

    public void close() {
        stage.close();
    }

    public boolean isShowing() {
        return stage.isShowing();
    }

    public void toFront() {
        stage.toFront();
    }

    public BoardEditorView view() {
        return view;
    }

    public Stage stage() {
        return stage;
    }
}
