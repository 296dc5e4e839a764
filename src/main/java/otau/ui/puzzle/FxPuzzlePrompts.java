package otau.ui.puzzle;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import otau.ui.I18n;

/** The trainer's questions as file choosers and alerts, styled like the workbench. */
public final class FxPuzzlePrompts implements PuzzlePrompts {
    private final Supplier<Window> owner;

    public FxPuzzlePrompts(Supplier<Window> owner) {
        this.owner = owner;
    }

    @Override
    public PuzzlePrompts ownedBy(Window window) {
        return new FxPuzzlePrompts(() -> window);
    }

    private FileChooser chooser(Path initialDirectory, String titleKey) {
        FileChooser fc = new FileChooser();
        fc.setTitle(I18n.get(titleKey));
        fc.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter(I18n.get("puzzles.file.collections"), "*.pgn"),
                new FileChooser.ExtensionFilter(I18n.get("puzzles.file.all"), "*"));
        if (initialDirectory != null && Files.isDirectory(initialDirectory)) {
            fc.setInitialDirectory(initialDirectory.toFile());
        }
        return fc;
    }

    @Override
    public Optional<Path> chooseCollectionToOpen(Path initialDirectory) {
        File f = chooser(initialDirectory, "puzzles.file.openTitle").showOpenDialog(owner.get());
        return Optional.ofNullable(f).map(File::toPath);
    }

    @Override
    public List<Path> chooseCollectionsToOpen(Path initialDirectory) {
        List<File> files = chooser(initialDirectory, "puzzles.file.openTitle").showOpenMultipleDialog(owner.get());
        return files == null ? List.of() : files.stream().map(File::toPath).toList();
    }

    @Override
    public Optional<Path> chooseCollectionToSave(Path initialDirectory, String suggestedName) {
        FileChooser fc = chooser(initialDirectory, "puzzles.file.saveTitle");
        fc.setInitialFileName(suggestedName);
        File f = fc.showSaveDialog(owner.get());
        if (f == null) {
            return Optional.empty();
        }
        Path p = f.toPath();
        // A collection is a .pgn file; add the extension the user left out.
        return Optional.of(p.getFileName().toString().contains(".") ? p : p.resolveSibling(p.getFileName() + ".pgn"));
    }

    @Override
    public boolean confirm(String title, String message) {
        ButtonType yes = otau.ui.DialogButtons.yes();
        Alert a = new Alert(Alert.AlertType.CONFIRMATION, message, yes, otau.ui.DialogButtons.no());
        a.initOwner(owner.get());
        otau.ui.DialogPlacement.prepare(a);
        a.setTitle(title);
        a.setHeaderText(title);
        return a.showAndWait().filter(b -> b == yes).isPresent();
    }

    @Override
    public boolean confirmDiscard(String title, String message) {
        return otau.ui.DiscardQuestion.ask(owner.get(), title, message);
    }

    @Override
    public otau.ui.workbench.UserPrompts.SaveChoice askSaveChanges(String name) {
        return new otau.ui.workbench.FxUserPrompts(owner).askSaveChanges(name);
    }

    @Override
    public void showError(String title, String message) {
        Alert a = new Alert(Alert.AlertType.ERROR, message, otau.ui.DialogButtons.close());
        a.initOwner(owner.get());
        otau.ui.DialogPlacement.prepare(a);
        a.setTitle(title);
        a.setHeaderText(title);
        a.showAndWait();
    }
}
