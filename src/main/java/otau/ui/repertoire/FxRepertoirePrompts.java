package otau.ui.repertoire;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import javafx.scene.control.TextInputDialog;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import otau.ui.I18n;

/** The repertoire tree's questions as file choosers and a text dialog over its window. */
final class FxRepertoirePrompts implements RepertoirePrompts {
    private final Window owner;

    FxRepertoirePrompts(Window owner) {
        this.owner = owner;
    }

    private static FileChooser chooser(String titleKey) {
        FileChooser fc = new FileChooser();
        fc.setTitle(I18n.get(titleKey));
        fc.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter(I18n.get("prompt.filter.records"), "*.pgn", "*.tgk", "*.txt"),
                new FileChooser.ExtensionFilter(I18n.get("prompt.filter.all"), "*.*"));
        return fc;
    }

    @Override
    public Optional<Path> chooseImport() {
        File f = chooser("rtree.import.title").showOpenDialog(owner);
        return Optional.ofNullable(f).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseExport(String name) {
        FileChooser fc = chooser("rtree.export.title");
        fc.setInitialFileName(name + ".pgn");
        File f = fc.showSaveDialog(owner);
        return Optional.ofNullable(f).map(File::toPath);
    }

    @Override
    public Optional<String> editComment(String move, String comment) {
        TextInputDialog d = new TextInputDialog(comment);
        d.initOwner(owner);
        d.setTitle(I18n.get("rtree.comment.title", move));
        d.setHeaderText(null);
        d.setContentText(I18n.get("rtree.comment.label"));
        otau.ui.DialogButtons.localize(d);
        otau.ui.DialogPlacement.prepare(d);
        // A comment typed is not dropped by Cancel, Esc or the close button without asking.
        String before = comment == null ? "" : comment.strip();
        otau.ui.DiscardQuestion.guard(d, () -> !d.getEditor().getText().strip().equals(before),
                () -> otau.ui.DiscardQuestion.ask(d.getDialogPane().getScene().getWindow(),
                        I18n.get("comment.discardTitle"), I18n.get("comment.discardQuestion")));
        return d.showAndWait();
    }
}
