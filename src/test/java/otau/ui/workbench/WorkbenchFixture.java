package otau.ui.workbench;

import java.nio.file.Path;
import java.time.Duration;
import javafx.application.Platform;
import javafx.stage.Stage;
import otau.model.GameModel;
import otau.model.files.AutosaveStore;
import otau.model.files.GameFileService;
import otau.model.files.RecentFiles;
import otau.ui.tasks.SameThreadExecutor;

/** A workbench over temporary folders, a same-thread executor and scripted answers. */
final class WorkbenchFixture {
    final ScriptedPrompts prompts = new ScriptedPrompts();
    final GameModel model;
    final WorkbenchWindow window;
    final AutosaveStore autosave;
    final WorkbenchPreferences preferences;

    WorkbenchFixture(Stage stage, Path dir) {
        this(stage, dir, new SameThreadExecutor());
    }

    /** With {@code executor} for the background work (a real pool for the FX-thread watchdog). */
    WorkbenchFixture(Stage stage, Path dir, otau.ui.tasks.BackgroundExecutor executor) {
        model = new GameModel(() -> {
            if (!Platform.isFxApplicationThread()) {
                throw new IllegalStateException("model used off the FX thread");
            }
        });
        RecentFiles recent = new RecentFiles(dir.resolve("recent.txt"), 10);
        autosave = new AutosaveStore(dir.resolve("autosave"));
        preferences = new WorkbenchPreferences(dir.resolve("workbench.properties"));
        // Moves appear at once, so a click right after a move plays rather than ends a sowing.
        preferences.put("view.animation", otau.ui.board.AnimationMode.OFF);
        window = new WorkbenchWindow(stage, new WorkbenchServices(model, new GameFileService(recent), recent,
                autosave, preferences, executor, prompts, Duration.ofHours(1)));
        // Inside Monocle's 1280x800 headless screen (a larger window fails to draw there).
        stage.setWidth(1200);
        stage.setHeight(760);
        stage.setX(0);
        stage.setY(0);
    }
}
