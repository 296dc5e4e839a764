package otau.ui.workbench;

import java.nio.file.Path;
import javafx.stage.Stage;

/** For tests in other packages: a workbench over temporary folders with scripted answers. */
public final class WorkbenchTestWindows {
    /** The side column's divider a new user has (the move list's share of its height). */
    public static final double DEFAULT_SIDE_DIVIDER = PanelHost.SIDE_DEFAULT;
    private WorkbenchTestWindows() {
    }

    public static WorkbenchWindow create(Stage stage, Path dir) {
        return new WorkbenchFixture(stage, dir).window;
    }

    /** The same over {@code executor} (one that holds its tasks, to see what a late result does). */
    public static WorkbenchWindow createWith(Stage stage, Path dir, otau.ui.tasks.BackgroundExecutor executor) {
        return new WorkbenchFixture(stage, dir, executor).window;
    }

    /** The same over a real background pool, so slow work leaves the FX thread as in the application. */
    public static WorkbenchWindow createWithPool(Stage stage, Path dir) {
        return new WorkbenchFixture(stage, dir, new otau.ui.tasks.FxBackgroundExecutor(2)).window;
    }

    /**
     * The same over a real pool, where the user gives {@code onUnsaved} when asked about a game
     * with unsaved changes (a journey that opens file after file answers "Don't save").
     */
    public static WorkbenchWindow createWithPool(Stage stage, Path dir, UserPrompts.SaveChoice onUnsaved) {
        WorkbenchFixture f = new WorkbenchFixture(stage, dir, new otau.ui.tasks.FxBackgroundExecutor(2));
        f.prompts.saveChoice = onUnsaved;
        return f.window;
    }
}
