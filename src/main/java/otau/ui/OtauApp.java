package otau.ui;

import java.nio.file.Path;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;
import otau.model.GameModel;
import otau.ui.puzzle.PuzzleFeature;
import otau.ui.workbench.WorkbenchServices;
import otau.ui.workbench.WorkbenchWindow;

/** The desktop application: the workbench window over one shared game model. */
public class OtauApp extends Application {
    @Override
    public void start(Stage stage) {
        GameModel model = new GameModel(() -> {
            if (!Platform.isFxApplicationThread()) {
                throw new IllegalStateException("the game model is changed from " + Thread.currentThread().getName()
                        + "; change it on the FX thread");
            }
        });
        WorkbenchWindow window = new WorkbenchWindow(stage, WorkbenchServices.standard(model));
        PuzzleFeature.install(window);
        window.show();
        // A record file named on the command line opens as if chosen in File → Open.
        for (String arg : getParameters().getUnnamed()) {
            window.openFile(Path.of(arg));
            break;
        }
    }

    public static void main(String[] args) {
        launch(args);
    }
}
