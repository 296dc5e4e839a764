package otau.ui.study;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;
import javafx.scene.control.ChoiceDialog;
import javafx.scene.control.Dialog;
import javafx.scene.control.TextInputDialog;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import otau.ui.I18n;
import otau.ui.workbench.FxUserPrompts;

/** The study panel's questions as dialogs styled like the workbench; problems and errors use the workbench's own. */
public final class FxStudyPrompts implements StudyPrompts {
    private final Supplier<Window> owner;
    private final FxUserPrompts common;

    public FxStudyPrompts(Supplier<Window> owner) {
        this.owner = owner;
        this.common = new FxUserPrompts(owner);
    }

    private <T> Dialog<T> prepared(Dialog<T> d, String title) {
        d.initOwner(owner.get());
        d.setTitle(title);
        d.setHeaderText(null);
        otau.ui.DialogButtons.localize(d);
        // Centred on the workbench and with the keyboard in the field, as every other dialog.
        otau.ui.DialogPlacement.prepare(d);
        return d;
    }

    @Override
    public Optional<String> askName(String title, String current) {
        TextInputDialog d = new TextInputDialog(current);
        prepared(d, title);
        d.setContentText(I18n.get("study.name"));
        d.getDialogPane().setId("study-name-dialog");
        return d.showAndWait().map(String::strip).filter(s -> !s.isEmpty());
    }

    @Override
    public Optional<Path> choosePuzzleFile(Path initialDirectory) {
        FileChooser fc = new FileChooser();
        fc.setTitle(I18n.get("study.puzzleFile"));
        fc.getExtensionFilters().addAll(new FileChooser.ExtensionFilter(I18n.get("study.puzzleFiles"), "*.pgn"),
                new FileChooser.ExtensionFilter(I18n.get("study.allFiles"), "*"));
        if (initialDirectory != null && Files.isDirectory(initialDirectory)) {
            fc.setInitialDirectory(initialDirectory.toFile());
        }
        File f = fc.showOpenDialog(owner.get());
        return Optional.ofNullable(f).map(File::toPath);
    }

    @Override
    public OptionalInt pickOne(String title, List<String> labels) {
        if (labels.isEmpty()) {
            return OptionalInt.empty();
        }
        ChoiceDialog<String> d = new ChoiceDialog<>(labels.get(0), labels);
        prepared(d, title);
        d.setContentText(I18n.get("study.pick"));
        d.getDialogPane().setId("study-pick-dialog");
        Optional<String> picked = d.showAndWait();
        return picked.isEmpty() ? OptionalInt.empty() : OptionalInt.of(labels.indexOf(picked.get()));
    }

    @Override
    public boolean acceptProblems(String what, List<String> problems, boolean readable) {
        return common.acceptProblems(what, problems, readable);
    }

    @Override
    public void showError(String title, String message) {
        common.showError(title, message);
    }
}
