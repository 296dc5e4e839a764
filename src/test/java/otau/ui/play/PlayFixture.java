package otau.ui.play;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import javafx.application.Platform;
import javafx.stage.Stage;
import otau.model.GameModel;
import otau.model.files.AutosaveStore;
import otau.model.files.GameFileService;
import otau.model.files.RecentFiles;
import otau.ui.tasks.SameThreadExecutor;
import otau.ui.workbench.WorkbenchPreferences;
import otau.ui.workbench.WorkbenchServices;
import otau.ui.workbench.WorkbenchWindow;

/** A workbench over temporary folders whose games against the engine run on a hand-driven clock. */
final class PlayFixture {
    final GameModel model;
    final WorkbenchWindow window;
    final PlayFeature play;
    final ScriptedPlayPrompts prompts = new ScriptedPlayPrompts();
    final AtomicLong nanos = new AtomicLong(1_000_000_000L);

    PlayFixture(Stage stage, Path dir) {
        this(stage, dir, null);
    }

    /** With {@code files} answering the workbench's questions (null: its dialogs). */
    PlayFixture(Stage stage, Path dir, otau.ui.workbench.UserPrompts files) {
        model = new GameModel(() -> {
            if (!Platform.isFxApplicationThread()) {
                throw new IllegalStateException("model used off the FX thread");
            }
        });
        RecentFiles recent = new RecentFiles(dir.resolve("recent.txt"), 10);
        WorkbenchPreferences preferences = new WorkbenchPreferences(dir.resolve("workbench.properties"));
        // Moves appear at once, so a click right after a move plays rather than ends a sowing.
        preferences.put("view.animation", otau.ui.board.AnimationMode.OFF);
        window = new WorkbenchWindow(stage, new WorkbenchServices(model, new GameFileService(recent), recent,
                new AutosaveStore(dir.resolve("autosave")), preferences, new SameThreadExecutor(), files,
                Duration.ofHours(1)));
        play = PlayFeature.install(window);
        play.setPrompts(prompts);
        play.setTimeSource(nanos::get);
        play.setSeeds(() -> 7);
        play.setDatabase(dir.resolve("games.db"));
        stage.setWidth(1200);
        stage.setHeight(760);
        stage.setX(0);
        stage.setY(0);
    }

    void advanceMs(long ms) {
        nanos.addAndGet(ms * 1_000_000);
    }
}
