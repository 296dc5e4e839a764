package otau.ui;

import javafx.application.Platform;
import javafx.scene.control.TextField;
import javafx.stage.PopupWindow;
import javafx.stage.WindowEvent;

/**
 * Keeps a text field's list of suggestions (a ControlsFX auto-completion popup) from lingering
 * once the user has left the field. The suggestions are computed on a thread of their own and
 * may arrive after the user has moved on; a list left open then swallows the next click
 * anywhere else (that click only closes it), so a button seems not to work.
 */
public final class SuggestionLists {
    private SuggestionLists() {
    }

    /** Closes {@code list} when {@code field} loses focus, and at once if it opens without it. */
    public static void closeWhenFieldIsLeft(TextField field, PopupWindow list) {
        field.focusedProperty().addListener((o, was, is) -> {
            if (!is) {
                list.hide();
            }
        });
        list.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> Platform.runLater(() -> {
            // after the showing is complete: a window hidden while it is being shown breaks
            if (!field.isFocused()) {
                list.hide();
            }
        }));
    }
}
