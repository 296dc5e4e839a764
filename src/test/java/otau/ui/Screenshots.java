package otau.ui;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Parent;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;
import org.testfx.api.FxRobot;

/** Pictures the tests leave under {@code target/screenshots/}, so every build can be looked at. */
public final class Screenshots {
    public static final Path DIR = Path.of("target", "screenshots");

    private Screenshots() {
    }

    /** Snapshots {@code root} on the FX thread and writes it as {@code name}; returns the picture. */
    public static BufferedImage save(FxRobot robot, Parent root, String name) throws IOException {
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = root.snapshot(null, null));
        return write(shot[0], name);
    }

    /** Writes a snapshot taken on the FX thread (with the state it was taken in) as {@code name}. */
    public static BufferedImage write(WritableImage shot, String name) throws IOException {
        BufferedImage img = SwingFXUtils.fromFXImage(shot, null);
        Files.createDirectories(DIR);
        ImageIO.write(img, "png", DIR.resolve(name).toFile());
        return img;
    }

    /**
     * Window sizes a layout is looked at in: 1024×700 and 1280×800 (the test screen's size), and
     * 1600×1000 where the screen is that big (a run with -Dheadless.geometry=1600x1000-32, as the
     * layout checks have).
     */
    public static int[][] windowSizes() {
        boolean big = javafx.stage.Screen.getPrimary().getBounds().getWidth() >= 1600;
        return big ? new int[][] {{1024, 700}, {1280, 800}, {1600, 1000}} : new int[][] {{1024, 700}, {1280, 800}};
    }

    /** Colours seen on a coarse grid: a blank or failed rendering has very few. */
    public static int distinctColours(BufferedImage img) {
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 3) {
            for (int x = 0; x < img.getWidth(); x += 3) {
                colours.add(img.getRGB(x, y));
            }
        }
        return colours.size();
    }
}
