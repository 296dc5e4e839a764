package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A dialog that the window manager moves out of sight just after it shows (Openbox did so over a
 * maximized owner: the dialog at 0,-19, its title bar above the screen) is centred on its owner
 * again once things have settled; one that the user has moved elsewhere on the screen stays there.
 */
@ExtendWith(ApplicationExtension.class)
class DialogKeptInSightTest {
    private Stage owner;

    @Start
    void start(Stage stage) {
        owner = stage;
        stage.setScene(new javafx.scene.Scene(new javafx.scene.layout.StackPane()));
        stage.setX(40);
        stage.setY(30);
        stage.setWidth(1024);
        stage.setHeight(700);
        stage.show();
    }

    /** Shows a prepared dialog and, right after the placement's own handler, does {@code then} to it. */
    private Window show(FxRobot robot, java.util.function.Consumer<Window> then) throws Exception {
        return show(robot, Modality.NONE, then);
    }

    private Window show(FxRobot robot, Modality modality, java.util.function.Consumer<Window> then) throws Exception {
        Window[] shown = new Window[1];
        robot.interact(() -> {
            Dialog<ButtonType> d = new Dialog<>();
            d.initOwner(owner);
            d.initModality(modality);
            d.setResizable(true);
            d.setContentText("A question whose text asks for a dialog wider than 200 pixels: "
                    + "the window managers that lose a dialog's place lose its size too.");
            d.getDialogPane().getButtonTypes().add(ButtonType.OK);
            DialogPlacement.prepare(d);
            Window w = d.getDialogPane().getScene().getWindow();
            w.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> Platform.runLater(() -> then.accept(w)));
            d.show();
            shown[0] = w;
        });
        WaitForAsyncUtils.waitForFxEvents();
        return shown[0];
    }

    private Window showMovedTo(FxRobot robot, double x, double y) throws Exception {
        return show(robot, w -> {
            w.setX(x);
            w.setY(y);
        });
    }

    @Test
    void aDialogShrunkJustAfterItShowsGetsItsSizeBack(FxRobot robot) throws Exception {
        double[] fitted = new double[2];
        Window w = show(robot, d -> {
            fitted[0] = d.getWidth();
            fitted[1] = d.getHeight();
            d.setWidth(200);
            d.setHeight(80);
        });
        assertTrue(fitted[0] > 250 && fitted[1] > 100, "fitted to its text: " + fitted[0] + "x" + fitted[1]);
        WaitForAsyncUtils.sleep(1500, TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(fitted[0], w.getWidth(), 0.5);
        assertEquals(fitted[1], w.getHeight(), 0.5);
        robot.interact(((Stage) w)::close);
    }

    @Test
    void aMaximizedOwnerThatLostItsStateWhileTheDialogShowedIsMaximizedAgain(FxRobot robot) throws Exception {
        robot.interact(() -> owner.setMaximized(true));
        // What KWin and Openbox do to the owner of a modal JavaFX dialog.
        Window w = show(robot, Modality.WINDOW_MODAL, d -> owner.setMaximized(false));
        assertFalse(owner.isMaximized());
        robot.interact(((Stage) w)::close);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(owner.isMaximized());

        // Beside a window that blocks nothing, taking the owner out of its maximized state is the
        // user's doing, and it stays so.
        Window free = show(robot, Modality.NONE, d -> owner.setMaximized(false));
        robot.interact(((Stage) free)::close);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(owner.isMaximized());
    }

    @Test
    void aDialogPutAboveTheScreenComesBackOverItsOwner(FxRobot robot) throws Exception {
        boolean[] lost = new boolean[1];
        Window w = show(robot, d -> {
            d.setX(0);
            d.setY(-19);
            lost[0] = DialogPlacement.outOfSight(d);
        });
        assertTrue(lost[0], "moved out of sight");
        WaitForAsyncUtils.sleep(1500, TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(DialogPlacement.outOfSight(w));
        // Centred on the owner (40,30 1024x700), as the placement puts every dialog.
        assertEquals(40 + (1024 - w.getWidth()) / 2, w.getX(), 1.5);
        assertEquals(30 + (700 - w.getHeight()) / 2, w.getY(), 1.5);
        robot.interact(((Stage) w)::close);
    }

    @Test
    void aDialogMovedWithinTheScreenStaysWhereItIs(FxRobot robot) throws Exception {
        Window w = showMovedTo(robot, 90, 60);
        WaitForAsyncUtils.sleep(1500, TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(90, w.getX(), 0.5);
        assertEquals(60, w.getY(), 0.5);
        robot.interact(((Stage) w)::close);
    }
}
