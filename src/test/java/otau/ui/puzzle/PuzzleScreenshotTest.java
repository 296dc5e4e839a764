package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Parent;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Renders the trainer mid-puzzle (a wrong move refuted on the board, the panel explaining it)
 * and the two authoring windows to PNG files under {@code target/screenshots/}.
 */
@ExtendWith(ApplicationExtension.class)
class PuzzleScreenshotTest {
    private static final Path DIR = Path.of("target", "screenshots");
    private PuzzleTestSetup t;

    @Start
    void start(Stage stage) throws IOException {
        t = new PuzzleTestSetup(stage);
        stage.show();
    }

    @Test
    void trainerMidPuzzleAndAuthoringWindows(FxRobot robot) throws IOException {
        TrainerController trainer = t.feature.trainer();
        robot.interact(() -> {
            // One solved puzzle first, so the rating shows a change and the history an entry.
            trainer.start(trainer.pool().stream().filter(p -> p.id().equals("t-win")).findFirst().orElseThrow());
            trainer.play(7);
            trainer.start(trainer.pool().stream().filter(p -> p.id().equals("t-combination")).findFirst().orElseThrow());
            trainer.play(7);
            trainer.play(3);
        });
        assertTrue(distinctColours(save(robot, t.window.root(), "puzzle-trainer.png")) > 200);
        save(robot, t.feature.panel(), "puzzle-trainer-panel.png");

        robot.interact(() -> {
            trainer.retry();
            t.feature.openSaveAsPuzzle();
        });
        save(robot, t.feature.saveView(), "puzzle-save-as.png");
        robot.interact(() -> t.feature.editCollection(t.collection));
        save(robot, t.feature.editorView(), "puzzle-collection-editor.png");
        robot.interact(() -> t.window.darkProperty().set(true));
        save(robot, t.window.root(), "puzzle-trainer-dark.png");
    }

    private BufferedImage save(FxRobot robot, Parent root, String name) throws IOException {
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = root.snapshot(null, null));
        BufferedImage img = SwingFXUtils.fromFXImage(shot[0], null);
        Files.createDirectories(DIR);
        ImageIO.write(img, "png", DIR.resolve(name).toFile());
        return img;
    }

    private static int distinctColours(BufferedImage img) {
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 3) {
            for (int x = 0; x < img.getWidth(); x += 3) {
                colours.add(img.getRGB(x, y));
            }
        }
        return colours.size();
    }
}
