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
}
