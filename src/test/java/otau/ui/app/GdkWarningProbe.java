package otau.ui.app;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

/**
 * Run in a child JVM on an X display by {@link AwtBeforeGtkTest}: starts JavaFX (AWT first when
 * the argument says so, as the launcher does), shows a window, then uses AWT as printing and
 * the log folder do, shows another window and ends.
 */
public final class GdkWarningProbe {
    private GdkWarningProbe() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("awt-first")) {
            AwtBeforeGtk.start();
        }
        java.util.concurrent.CountDownLatch shown = new java.util.concurrent.CountDownLatch(1);
        Platform.startup(() -> {
            Stage s = new Stage();
            s.setScene(new Scene(new Label("probe"), 200, 100));
            s.show();
            shown.countDown();
        });
        shown.await();
        java.awt.Toolkit.getDefaultToolkit();
        new java.awt.Frame().addNotify();
        java.util.concurrent.CountDownLatch again = new java.util.concurrent.CountDownLatch(1);
        Platform.runLater(() -> {
            Stage t = new Stage();
            t.setScene(new Scene(new Label("again"), 200, 100));
            t.show();
            again.countDown();
        });
        again.await();
        Thread.sleep(500);
        System.err.println("probe done");
        System.exit(0);
    }
}
