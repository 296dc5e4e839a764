package otau.ui.workbench;

import java.util.function.BooleanSupplier;
import javafx.geometry.Pos;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.controlsfx.control.Notifications;

/**
 * Small notes in the workbench's bottom-right corner (ControlsFX {@link Notifications}): a
 * long piece of work has finished, or something failed that the user should know about
 * (a save). They take no focus and block nothing; a problem stays longer than a note.
 */
final class Toasts {
    static final Duration NOTE_TIME = Duration.seconds(5);
    static final Duration PROBLEM_TIME = Duration.seconds(20);
    private final Stage owner;
    private final BooleanSupplier dark;

    Toasts(Stage owner, BooleanSupplier dark) {
        this.owner = owner;
        this.dark = dark;
    }

    void note(String title, String text) {
        show(title, text, false);
    }

    void problem(String title, String text) {
        show(title, text, true);
    }

    private void show(String title, String text, boolean problem) {
        // A popup needs a window on screen to sit in (not so while a test builds it unshown).
        if (!owner.isShowing()) {
            return;
        }
        Notifications n = Notifications.create().owner(owner).position(Pos.BOTTOM_RIGHT).title(title)
                .text(text == null ? "" : text).hideAfter(problem ? PROBLEM_TIME : NOTE_TIME);
        if (dark.getAsBoolean()) {
            n.darkStyle();
        }
        if (problem) {
            n.showError();
        } else {
            n.showInformation();
        }
    }
}
