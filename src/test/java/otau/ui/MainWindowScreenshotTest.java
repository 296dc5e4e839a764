package otau.ui;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.game.Fen;
import otau.game.Position;
import otau.ui.board.Arrow;
import otau.ui.board.HoleHighlight;
import otau.ui.board.HoleRef;
import otau.ui.board.MarkColor;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static otau.game.Side.BLACK;
import static otau.game.Side.WHITE;

/**
 * Renders the main window to PNG files under {@code target/screenshots/} so that every
 * build leaves pictures of the board: the start position, and a late middlegame with
 * big counts, both tuzdyks, markup and a move preview, light and dark.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowScreenshotTest {
    /** Both tuzdyks (Black's on White's 5, White's on Black's 6), a 45-stone hole, 162 stones. */
    static final String BUSY = "0,0,45,3,X,12,0,1,20/2,0,0,31,5,X,0,9,1 25 8 b 30";
    private static final Path DIR = Path.of("target", "screenshots");

    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = new MainWindow();
        stage.setScene(window.createScene());
        stage.show();
    }

    @Test
    void startPositionIsRenderedWithWhiteToMove(FxRobot robot) throws IOException {
        BufferedImage img = save(robot, "main-window.png");
        assertEquals((int) MainWindow.DEFAULT_WIDTH, img.getWidth());
        assertTrue(distinctColours(img) > 200, "the window shows a drawn board, not a blank area");
        assertEquals("White to move · move 1", window.statusText());
    }

    @Test
    void busyPositionLightAndDark(FxRobot robot) throws IOException {
        Position busy = Fen.read(BUSY);
        assertEquals(162, busy.totalStones());
        Position afterMove = busy.play(4);
        robot.interact(() -> {
            window.board().setPosition(afterMove);
            window.board().getUserArrows().add(new Arrow(new HoleRef(WHITE, 3), new HoleRef(BLACK, 4), MarkColor.GREEN));
            window.board().getEngineArrows().add(new Arrow(new HoleRef(WHITE, 9), new HoleRef(BLACK, 2), MarkColor.BLUE));
            window.board().getUserHighlights().add(new HoleHighlight(new HoleRef(BLACK, 8), MarkColor.RED));
        });
        robot.moveTo("#hole-w6");
        save(robot, "busy-light.png");
        robot.interact(() -> window.setDark(true));
        BufferedImage dark = save(robot, "busy-dark.png");
        assertTrue(distinctColours(dark) > 200);
        robot.interact(() -> window.board().setFlipped(true));
        save(robot, "busy-dark-flipped.png");
    }

    @Test
    void smallWindowKeepsTheBoardWhole(FxRobot robot) throws IOException {
        robot.interact(() -> {
            stage.setWidth(560);
            stage.setHeight(420);
        });
        BufferedImage img = save(robot, "small-window.png");
        assertTrue(img.getWidth() <= 560);
    }

    private BufferedImage save(FxRobot robot, String name) throws IOException {
        Node root = window.root();
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
