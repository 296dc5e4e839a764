package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.puzzle.train.MemoryProgressStore;
import otau.puzzle.train.SqliteProgressStore;
import otau.ui.EnglishInterface;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * The application's trainer opens its progress store in the background, never on the FX
 * thread (where it could wait on the database's lock during a migration). The oracle: the
 * opener notes the thread it is called on.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class ProgressStoreOpeningTest {
    private Stage stage;
    private WorkbenchWindow window;

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        window = WorkbenchTestWindows.createWithPool(stage, otau.TempFolders.create("otau-progress-open"));
        stage.show();
    }

    @Test
    void theStoreIsOpenedOffTheFxThread(FxRobot robot) throws Exception {
        List<Boolean> onFxThread = new CopyOnWriteArrayList<>();
        MemoryProgressStore memory = new MemoryProgressStore();
        PuzzleFeature[] f = new PuzzleFeature[1];
        robot.interact(() -> f[0] = PuzzleFeature.install(window, () -> {
            onFxThread.add(Platform.isFxApplicationThread());
            return memory;
        }));
        // The standing is read at start: that opens the store.
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !onFxThread.isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(false), onFxThread, "opened once, off the FX thread");
    }

    @Test
    void aStoreThatCannotBeOpenedKeepsProgressInMemoryAndSaysSo(FxRobot robot) throws Exception {
        robot.interact(() -> PuzzleFeature.install(window, () -> {
            throw new SqliteProgressStore.ProgressStoreException("otau.db is locked", null);
        }));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> window.statusMessage().contains("otau.db is locked"));
        assertTrue(window.statusMessage().startsWith("Puzzle progress is kept only until the program closes"),
                window.statusMessage());
        assertFalse(window.statusMessage().isEmpty());
    }
}
