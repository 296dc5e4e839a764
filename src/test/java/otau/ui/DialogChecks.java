package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Parent;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javafx.stage.Window;
import javax.imageio.ImageIO;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Checks on a dialog as the user meets it: it has an owner and a title, it is centred on the
 * owner, and it is at least as large as its content asks. The oracle is the geometry of the
 * two windows, measured after showing, not the placement code's own arithmetic.
 */
public final class DialogChecks {
    private DialogChecks() {
    }

    /** Waits for the one showing window other than {@code owner}s and returns it. */
    public static Stage waitForDialog(Window owner) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> others(owner).size() == 1);
        WaitForAsyncUtils.waitForFxEvents();
        return (Stage) others(owner).get(0);
    }

    private static List<Window> others(Window owner) {
        return Window.getWindows().stream().filter(w -> w != owner && w.isShowing() && w instanceof Stage).toList();
    }

    /** Owner, title, centring (within 2 px) and a size that fits the content. */
    public static void assertPlaced(Stage dialog, Window owner, String what) {
        assertSame(owner, dialog.getOwner(), what + ": owned by the main window");
        assertNotNull(dialog.getTitle(), what + ": a title");
        assertFalse(dialog.getTitle().isBlank(), what + ": a title");
        double dx = (dialog.getX() + dialog.getWidth() / 2) - (owner.getX() + owner.getWidth() / 2);
        double dy = (dialog.getY() + dialog.getHeight() / 2) - (owner.getY() + owner.getHeight() / 2);
        assertEquals(0, dx, 2, what + ": centred across the owner " + geometry(dialog, owner));
        assertEquals(0, dy, 2, what + ": centred down the owner " + geometry(dialog, owner));
        Parent root = dialog.getScene().getRoot();
        double w = dialog.getScene().getWidth();
        assertTrue(w + 1 >= Math.max(root.minWidth(-1), Math.min(root.prefWidth(-1), owner.getWidth())),
                what + ": wide enough, " + w + " < " + root.prefWidth(-1));
        // A window taller than most of the screen scrolls instead.
        double screen = javafx.stage.Screen.getPrimary().getVisualBounds().getHeight();
        assertTrue(dialog.getScene().getHeight() + 1 >= Math.min(root.prefHeight(w), screen * 0.8),
                what + ": tall enough, " + dialog.getScene().getHeight() + " < " + root.prefHeight(w));
    }

    private static String geometry(Window dialog, Window owner) {
        return String.format("(dialog %.0f,%.0f %.0fx%.0f; owner %.0f,%.0f %.0fx%.0f)", dialog.getX(), dialog.getY(),
                dialog.getWidth(), dialog.getHeight(), owner.getX(), owner.getY(), owner.getWidth(), owner.getHeight());
    }

    /** The owner's scene with the dialog drawn where it stands, as {@code name} under target/screenshots. */
    public static void screenshot(FxRobot robot, Stage owner, Stage dialog, String name) throws IOException {
        WritableImage[] shots = new WritableImage[2];
        robot.interact(() -> {
            shots[0] = owner.getScene().getRoot().snapshot(null, null);
            shots[1] = dialog.getScene().getRoot().snapshot(null, null);
        });
        BufferedImage below = SwingFXUtils.fromFXImage(shots[0], null);
        BufferedImage over = SwingFXUtils.fromFXImage(shots[1], null);
        BufferedImage all = new BufferedImage(below.getWidth(), below.getHeight(), BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = all.createGraphics();
        g.drawImage(below, 0, 0, null);
        int x = (int) Math.round(dialog.getX() + dialog.getScene().getX() - owner.getX() - owner.getScene().getX());
        int y = (int) Math.round(dialog.getY() + dialog.getScene().getY() - owner.getY() - owner.getScene().getY());
        g.setColor(java.awt.Color.DARK_GRAY);
        g.drawRect(x - 1, y - 1, over.getWidth() + 1, over.getHeight() + 1);
        g.drawImage(over, x, y, null);
        g.dispose();
        Files.createDirectories(Screenshots.DIR);
        ImageIO.write(all, "png", Screenshots.DIR.resolve(name).toFile());
    }
}
