package otau.ui.play;

import java.util.Optional;
import java.util.function.Supplier;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.stage.Window;
import otau.ui.I18n;

/** The questions of a game against the engine as dialogs owned by the workbench window. */
final class FxPlayPrompts implements PlayPrompts {
    private final Supplier<Window> owner;

    FxPlayPrompts(Supplier<Window> owner) {
        this.owner = owner;
    }

    @Override
    public Optional<PlaySettings> askSettings(PlaySettings proposal, boolean fromHere) {
        Dialog<PlaySettings> d = new Dialog<>();
        d.initOwner(owner.get());
        otau.ui.DialogPlacement.prepare(d);
        d.setTitle(I18n.get(fromHere ? "play.dialog.fromHereTitle" : "play.dialog.title"));
        d.setHeaderText(I18n.get("play.dialog.header"));
        PlayDialog form = new PlayDialog(proposal, fromHere);
        ButtonType start = new ButtonType(I18n.get("play.dialog.start"), ButtonBar.ButtonData.OK_DONE);
        d.getDialogPane().getButtonTypes().addAll(start, otau.ui.DialogButtons.cancel());
        d.getDialogPane().setContent(otau.ui.FormChecks.decorated(form));
        d.getDialogPane().lookupButton(start).disableProperty().bind(form.checks().invalidProperty());
        d.setResultConverter(b -> b == start ? form.settings() : null);
        return d.showAndWait();
    }

    @Override
    public boolean confirmResign() {
        ButtonType yes = new ButtonType(I18n.get("play.resign"), ButtonBar.ButtonData.YES);
        Alert a = new Alert(Alert.AlertType.CONFIRMATION, I18n.get("play.resign.text"), yes, otau.ui.DialogButtons.cancel());
        a.initOwner(owner.get());
        otau.ui.DialogPlacement.prepare(a);
        a.setTitle(I18n.get("play.resign"));
        a.setHeaderText(I18n.get("play.resign.header"));
        return a.showAndWait().filter(b -> b == yes).isPresent();
    }

    @Override
    public boolean confirmAbandon(String opponent) {
        ButtonType yes = new ButtonType(I18n.get("play.abandon"), ButtonBar.ButtonData.YES);
        ButtonType keep = new ButtonType(I18n.get("play.abandon.keep"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert a = new Alert(Alert.AlertType.CONFIRMATION, I18n.get("play.abandon.text"), yes, keep);
        a.initOwner(owner.get());
        otau.ui.DialogPlacement.prepare(a);
        a.setTitle(I18n.get("play.abandon"));
        a.setHeaderText(I18n.get("play.abandon.header", opponent));
        // The safe answer is the default: Enter keeps playing.
        ((javafx.scene.control.Button) a.getDialogPane().lookupButton(yes)).setDefaultButton(false);
        ((javafx.scene.control.Button) a.getDialogPane().lookupButton(keep)).setDefaultButton(true);
        return a.showAndWait().filter(b -> b == yes).isPresent();
    }

    @Override
    public EndChoice showResult(String title, String text, String reviewText) {
        ButtonType review = new ButtonType(reviewText, ButtonBar.ButtonData.YES);
        ButtonType again = new ButtonType(I18n.get("play.end.again"), ButtonBar.ButtonData.OTHER);
        ButtonType close = new ButtonType(I18n.get("play.end.close"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert a = new Alert(Alert.AlertType.INFORMATION, text, review, again, close);
        a.initOwner(owner.get());
        otau.ui.DialogPlacement.prepare(a);
        a.setTitle(I18n.get("play.end.title"));
        a.setHeaderText(title);
        ButtonType r = a.showAndWait().orElse(close);
        return r == review ? EndChoice.REVIEW : r == again ? EndChoice.NEW_GAME : EndChoice.CLOSE;
    }
}
