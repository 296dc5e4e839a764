package otau.ui.app;

import java.nio.file.Path;
import java.util.Locale;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;
import otau.model.GameModel;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.preferences.Settings;
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
        otau.ui.logging.LogSetup.installQuietly(otau.db.DataDirectory.resolve());
        WorkbenchServices services = WorkbenchServices.standard(model);
        // The language is chosen before anything shows text: the user's choice, else the system's.
        I18n.setLanguage(Language.choose(services.preferences().getString(Settings.LANGUAGE, null),
                Locale.getDefault()));
        WorkbenchWindow window = new WorkbenchWindow(stage, services);
        WorkbenchAssembly.installAll(window);
        // On a first start the engine panel is the side tab shown; later the last one chosen.
        if (services.preferences().getString("side.selected", "").isEmpty()) {
            window.selectPanel("analysis");
        }
        window.show();
        // A record file named on the command line opens as if chosen in File → Open.
        for (String arg : getParameters().getUnnamed()) {
            window.openFile(Path.of(arg));
            break;
        }
    }

    public static void main(String[] args) {
        ClassPathJavaFxNotice.silence();
        AwtBeforeGtk.start();
        launch(args);
    }

    /**
     * What to tell the user when JavaFX cannot start its toolkit ({@code launch} throws an
     * {@link UnsupportedOperationException}: no display, or no GTK 3 on Linux): what is missing
     * and what still works, in the system's language.
     */
    public static String noWindowMessage(UnsupportedOperationException e) {
        return I18n.get("app.noWindow", FailureText.of(e));
    }
}
