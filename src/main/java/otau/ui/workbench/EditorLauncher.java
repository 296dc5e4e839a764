package otau.ui.workbench;

import java.util.function.Predicate;
import java.util.function.Supplier;
import javafx.stage.Stage;
import otau.game.Position;
import otau.ui.editor.BoardEditorWindow;

/** Edit → Set Up Position: one editor window at a time, brought to the front when asked again. */
final class EditorLauncher {
    private final Stage owner;
    private final Supplier<Position> start;
    private final Predicate<Position> onStudy;
    private BoardEditorWindow editor;

    EditorLauncher(Stage owner, Supplier<Position> start, Predicate<Position> onStudy) {
        this.owner = owner;
        this.start = start;
        this.onStudy = onStudy;
    }

    void open() {
        if (editor != null && editor.isShowing()) {
            editor.toFront();
            return;
        }
        editor = new BoardEditorWindow(owner, start.get(), onStudy);
        editor.show();
    }

    void close() {
        if (editor != null) {
            editor.close();
        }
    }

    /** The editor window while it is open, else null. */
    BoardEditorWindow window() {
        return editor != null && editor.isShowing() ? editor : null;
    }
}
