package otau.ui.workbench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.format.FormatStyle;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import otau.model.files.OpenedFile;
import otau.model.files.Recovery;
import otau.ui.I18n;
import otau.ui.movelist.CommentDialog;
import otau.ui.movelist.TagsDialog;

/** The workbench's questions as JavaFX dialogs, owned by the workbench window and themed like it. */
public final class FxUserPrompts implements UserPrompts {
    private final Supplier<Window> owner;

    /** @param owner the window the dialogs belong to */
    public FxUserPrompts(Supplier<Window> owner) {
        this.owner = owner;
    }

    @Override
    public SaveChoice askSaveChanges(String gameName) {
        ButtonType save = new ButtonType(I18n.get("prompt.save"), ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType(I18n.get("prompt.dontSave"), ButtonBar.ButtonData.NO);
        ButtonType cancel = new ButtonType(I18n.get("prompt.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert a = alert(Alert.AlertType.CONFIRMATION, I18n.get("prompt.unsaved.title"),
                I18n.get("prompt.unsaved.header", gameName), I18n.get("prompt.unsaved.text"), save, discard, cancel);
        ButtonType r = a.showAndWait().orElse(cancel);
        return r == save ? SaveChoice.SAVE : r == discard ? SaveChoice.DISCARD : SaveChoice.CANCEL;
    }

    @Override
    public boolean confirmStopRunningWork(java.util.List<String> running) {
        return otau.ui.DiscardQuestion.ask(owner.get(), I18n.get("quit.runningTitle"),
                I18n.get("quit.runningText", String.join(", ", running)), I18n.get("quit.stop"), I18n.get("quit.keep"));
    }

    @Override
    public Optional<Path> chooseFileToOpen(Path initialDirectory) {
        FileChooser fc = chooser(I18n.get("prompt.open.title"), initialDirectory);
        var f = fc.showOpenDialog(owner.get());
        return Optional.ofNullable(f).map(java.io.File::toPath);
    }

    @Override
    public Optional<Path> chooseFileToSave(Path initialDirectory, String suggestedName) {
        return chooseFileToSave(initialDirectory, suggestedName, I18n.get("prompt.saveAs.title"));
    }

    @Override
    public Optional<Path> chooseFileToSave(Path initialDirectory, String suggestedName, String title) {
        FileChooser fc = chooser(title, initialDirectory);
        fc.setInitialFileName(suggestedName);
        var f = fc.showSaveDialog(owner.get());
        if (f == null) {
            return Optional.empty();
        }
        Path p = f.toPath();
        // Some platforms do not add the extension of the chosen filter.
        if (!p.getFileName().toString().contains(".")) {
            p = p.resolveSibling(p.getFileName() + ".pgn");
        }
        return Optional.of(p);
    }

    private static FileChooser chooser(String title, Path initialDirectory) {
        FileChooser fc = new FileChooser();
        fc.setTitle(title);
        fc.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter(I18n.get("prompt.filter.records"), "*.pgn", "*.tgk", "*.txt"),
                new FileChooser.ExtensionFilter(I18n.get("prompt.filter.all"), "*.*"));
        if (initialDirectory != null && Files.isDirectory(initialDirectory)) {
            fc.setInitialDirectory(initialDirectory.toFile());
        }
        return fc;
    }

    @Override
    public OptionalInt pickGame(OpenedFile file) {
        GamePickerDialog d = new GamePickerDialog(file);
        d.initOwner(owner.get());
        otau.ui.DialogPlacement.prepare(d);
        return d.showAndWait().map(OptionalInt::of).orElse(OptionalInt.empty());
    }

    @Override
    public boolean acceptProblems(String what, List<String> problems, boolean readable) {
        // Wrapped, a blank line between problems: the cause is at the end of a long line, and a
        // translated one is longer still; it must be read without scrolling sideways.
        TextArea list = new TextArea(String.join("\n\n", problems));
        list.setEditable(false);
        list.setWrapText(true);
        list.setPrefRowCount(Math.min(14, Math.max(4, problems.size())));
        list.setPrefColumnCount(80);
        list.getStyleClass().add("problem-list");
        VBox.setVgrow(list, Priority.ALWAYS);
        Label intro = new Label(readable ? I18n.get("prompt.problems.readable") : I18n.get("prompt.problems.nothing"));
        intro.setWrapText(true);
        ButtonType open = new ButtonType(I18n.get("prompt.problems.useReadable"), ButtonBar.ButtonData.OK_DONE);
        ButtonType close = new ButtonType(readable ? I18n.get("prompt.cancel") : I18n.get("prompt.close"),
                ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert a = readable
                ? alert(Alert.AlertType.WARNING, I18n.get("prompt.problems.title"),
                        I18n.get("prompt.problems.header", what, problems.size()), null, open, close)
                : alert(Alert.AlertType.ERROR, I18n.get("prompt.problems.title"),
                        I18n.get("prompt.problems.header", what, problems.size()), null, close);
        a.getDialogPane().setContent(new VBox(8, intro, list));
        a.setResizable(true);
        return a.showAndWait().orElse(close) == open;
    }

    @Override
    public RecoveryChoice offerRecovery(Recovery recovery) {
        // Closing the question (Esc, the window's close button) must not lose the work: it counts
        // as "recover". The toolkit closes a dialog with its cancel button, and "No" is one, so
        // Discard is a plain button and Recover takes the cancel role as well as Enter's.
        ButtonType recover = new ButtonType(I18n.get("prompt.recovery.recover"), ButtonBar.ButtonData.CANCEL_CLOSE);
        ButtonType discard = new ButtonType(I18n.get("prompt.recovery.discard"), ButtonBar.ButtonData.OTHER);
        String when = I18n.dateTime(FormatStyle.MEDIUM).format(recovery.savedAt());
        Alert a = alert(Alert.AlertType.CONFIRMATION, I18n.get("prompt.recovery.title"),
                I18n.get("prompt.recovery.header"), I18n.get("prompt.recovery.text", describe(recovery), when),
                recover, discard);
        ((javafx.scene.control.Button) a.getDialogPane().lookupButton(recover)).setDefaultButton(true);
        return a.showAndWait().orElse(recover) == discard ? RecoveryChoice.DISCARD : RecoveryChoice.RECOVER;
    }

    /** The recovered game's file, or "New game" in the interface language. */
    static String describe(Recovery recovery) {
        return recovery.origin() == null ? I18n.get("file.untitled") : recovery.describe();
    }

    @Override
    public void showError(String title, String message) {
        Alert a = alert(Alert.AlertType.ERROR, title, title, message, otau.ui.DialogButtons.close());
        a.showAndWait();
    }

    @Override
    public Optional<String> editComment(String moveText, String comment) {
        CommentDialog d = new CommentDialog(moveText, comment);
        d.initOwner(owner.get());
        otau.ui.DialogPlacement.prepare(d);
        return d.showAndWait();
    }

    @Override
    public Optional<String> editCommentBefore(String moveText, String comment) {
        CommentDialog d = CommentDialog.before(moveText, comment);
        d.initOwner(owner.get());
        otau.ui.DialogPlacement.prepare(d);
        return d.showAndWait();
    }

    @Override
    public Optional<Map<String, String>> editTags(Map<String, String> tags) {
        TagsDialog d = new TagsDialog(tags);
        d.initOwner(owner.get());
        otau.ui.DialogPlacement.prepare(d);
        return d.showAndWait();
    }

    private Alert alert(Alert.AlertType type, String title, String header, String text, ButtonType... buttons) {
        Alert a = new Alert(type, text == null ? "" : text, buttons);
        a.initOwner(owner.get());
        otau.ui.DialogPlacement.prepare(a);
        a.setTitle(title);
        a.setHeaderText(header);
        a.getDialogPane().setMinWidth(460);
        return a;
    }
}
