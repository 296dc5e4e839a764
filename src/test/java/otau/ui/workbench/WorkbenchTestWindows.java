package otau.ui.workbench;

import java.nio.file.Path;
import javafx.stage.Stage;

/** For tests in other packages: a workbench over temporary folders with scripted answers. */
public final class WorkbenchTestWindows {
    private WorkbenchTestWindows() {
    }

    public static WorkbenchWindow create(Stage stage, Path dir) {
        return new WorkbenchFixture(stage, dir).window;
    }

    /** The same over a real background pool, so slow work leaves the FX thread as in the application. */
    public static WorkbenchWindow createWithPool(Stage stage, Path dir) {
        return new WorkbenchFixture(stage, dir, new otau.ui.tasks.FxBackgroundExecutor(2)).window;
    }
}
