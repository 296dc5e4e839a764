package otau.ui.puzzle;

import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import otau.puzzle.train.MemoryProgressStore;
import otau.puzzle.train.PuzzleTrainer;
import otau.ui.workbench.Workbench;

/** The puzzle views that are not dialogs of their own, opened for the layout check. */
public final class PuzzleLayoutViews {
    private PuzzleLayoutViews() {
    }

    /**
     * A chooser over the shipped collections in a window as wide as the side panel, owned by
     * {@code wb}'s window (the trainer places the same node in its panel).
     */
    public static Stage chooserWindow(Workbench wb, double width, double height) {
        PuzzleServices services = PuzzleServices.standard(new MemoryProgressStore());
        PuzzleChooser chooser = new PuzzleChooser(wb, services, new FxPuzzlePrompts(wb::stage),
                new PuzzleTrainer(services.store()));
        chooser.model().loadDefaultCollections();
        chooser.setStyle("-fx-padding: 8;");
        Stage stage = new Stage();
        stage.initOwner(wb.stage());
        Scene scene = new Scene(chooser, width, height);
        stage.setScene(scene);
        stage.show();
        return stage;
    }

    /**
     * In the collection editor {@code editor} (the root of its window): selects the first puzzle
     * and proves its stipulation as the coach does, with Prove Stipulation. Run on the FX thread
     * with a workbench whose background work runs where it is submitted, the proof's words are
     * on show when this returns.
     */
    public static void proveFirstPuzzle(Parent editor) {
        CollectionEditorView view = (CollectionEditorView) editor;
        view.table().getSelectionModel().select(0);
        view.proof().prove.fire();
    }
}
