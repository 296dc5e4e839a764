package otau.ui;

import javafx.application.Platform;
import javafx.scene.control.TextField;
import javafx.stage.PopupWindow;
import javafx.stage.WindowEvent;

/**
 * Keeps a text field's list of suggestions (a ControlsFX auto-completion popup) from opening
 * once the user has left the field. ControlsFX closes the list when the field loses focus, but
 * the suggestions are computed on a thread of their own and may arrive after that, opening the
 * list again beside a field nobody types in; the next click anywhere else then only closes it,
 * so the button clicked seems not to work.
 */
public final class SuggestionLists {
    private SuggestionLists() {
    }

    /** Closes {@code list} at once whenever it opens while {@code field} does not have the focus. */
    public static void closeWhenFieldIsLeft(TextField field, PopupWindow list) {
        list.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> Platform.runLater(() -> {
            // after the showing is complete: a window hidden while it is being shown breaks
            if (!field.isFocused()) {
                list.hide();
            }
        }));
    }
}
