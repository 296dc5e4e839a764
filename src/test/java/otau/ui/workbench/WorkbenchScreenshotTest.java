package otau.ui.workbench;

import otau.ui.Screenshots;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import otau.game.Position;
import otau.ui.LayoutAudit;

import java.io.IOException;
import java.util.List;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.game.record.GameRecord;
import otau.game.record.RecordReader;
import otau.model.GameNode;

/**
 * Renders the workbench with an annotated game (variations, comments, glyphs, markup) to
 * PNG files under {@code target/screenshots/}, light and dark, large and small, and the
 * board editor, so every build leaves pictures to look at.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class WorkbenchScreenshotTest {
    static final String GAME = """
            [Event "Club night"]
            [Site "Bishkek"]
            [Date "2025.08.22"]
            [Round "3"]
            [White "Aibek"]
            [Black "Dana"]
            [Result "*"]

            {A sharp opening} 1. 65(10) 87 2. 55 (2. 11 {also possible, but slower} 2...
            33(12) 3. 24(22) (3. 68 12)) 2... 65(2) {the quiet move} 3. 12(22) $1 45(4) 4.
            25X 78(18) 5. 38 (5. 49(40) $6 15(22)) 5... 93 $2 $16 6. 64(30) 17 7. 81(33) 26
            8. 43 $3 12 9. 78 33 10. 91(42) 65(28) 11. 21
            {Black has to defend hole 7 now, otherwise the tuzdyk on White 3 decides} 11...
            12 $4 12. 49 89 13. 12(50) 35 14. 75 67 15. 96 23 16. 58 43(40) 17. 12 89 18. 67
            14 19. 26 78(54) 20. 91(57) 24 *
            """;

    private WorkbenchFixture f;
    private Stage stage;

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        f = new WorkbenchFixture(stage, otau.TempFolders.create("otau-shots"));
        GameRecord game = RecordReader.readGame(GAME);
        f.window.loadGame(game);
        // Stand on a move inside the game, with a ring and an arrow drawn on it.
        List<GameNode> line = f.model.mainLine();
        f.model.goTo(line.get(12));
        f.model.setMarkup(f.model.currentNode(), List.of(
                otau.game.record.Markup.hole('R', otau.game.Side.BLACK, 7),
                otau.game.record.Markup.arrow('G', otau.game.Side.WHITE, 3, otau.game.Side.BLACK, 5)));
        stage.show();
    }

    /**
     * Oracles: the theme's colours (the dark picture is much darker than the light one), the
     * markup (the red ring is what makes the ringed hole red: without it those pixels are not),
     * the position of the current move (every hole's count as drawn), and the layout check
     * ({@link LayoutAudit}: nothing cut short at 1024x700).
     */
    @Test
    void workbenchLightDarkLargeAndSmall(FxRobot robot) throws Exception {
        BufferedImage light = Screenshots.save(robot, f.window.root(), "workbench-light.png");
        assertCountsShow(robot, f.window.board(), f.model.currentPosition());
        Bounds ring = boundsInRoot(robot, ".hole-ring");
        int ringRed = redPixels(light, ring);
        assertTrue(ringRed > 20, "the ringed hole shows red: " + ringRed);
        robot.interact(() -> f.window.darkProperty().set(true));
        BufferedImage dark = Screenshots.save(robot, f.window.root(), "workbench-dark.png");
        assertTrue(meanLuminance(dark) < meanLuminance(light) - 0.25,
                "dark " + meanLuminance(dark) + " against light " + meanLuminance(light));
        robot.interact(() -> {
            stage.setWidth(1024);
            stage.setHeight(700);
        });
        // The window takes its new size in a later pulse on a busy machine: wait for the layout.
        org.testfx.util.WaitForAsyncUtils.waitFor(30, java.util.concurrent.TimeUnit.SECONDS,
                () -> f.window.root().getScene().getWidth() == 1024);
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        BufferedImage small = Screenshots.save(robot, f.window.root(), "workbench-dark-1024x700.png");
        assertEquals(1024, small.getWidth());
        List<String>[] cut = new List[1];
        robot.interact(() -> cut[0] = LayoutAudit.problems(f.window.root(), "workbench 1024x700"));
        assertEquals(List.of(), cut[0]);
        robot.interact(() -> f.window.darkProperty().set(false));
        Screenshots.save(robot, f.window.root(), "workbench-light-1024x700.png");
        // Without the markup the same hole is no longer red.
        robot.interact(() -> {
            stage.setWidth(1200);
            stage.setHeight(760);
            f.model.setMarkup(f.model.currentNode(), List.of());
        });
        BufferedImage bare = Screenshots.save(robot, f.window.root(), "workbench-light-no-markup.png");
        assertTrue(redPixels(bare, ring) < ringRed / 4, "red without the ring: " + redPixels(bare, ring)
                + ", with it " + ringRed);
    }

    /** Oracle: the editor's draft (3 stones added on White's 2) is what its board draws. */
    @Test
    void boardEditor(FxRobot robot) throws IOException {
        robot.interact(() -> f.window.run(Command.EDIT_POSITION));
        var view = f.window.editorWindow().view();
        int before = f.model.currentPosition().hole(otau.game.Side.WHITE, 2);
        robot.interact(() -> view.draft().add(new otau.ui.board.HoleRef(otau.game.Side.WHITE, 2), 3));
        Screenshots.save(robot, view, "board-editor.png");
        Label w2 = robot.from(view).lookup("#count-w2").queryAs(Label.class);
        assertEquals(Integer.toString(before + 3), w2.getText());
        assertTrue(w2.isVisible());
    }

    /** Every hole's count label shows the position's count. */
    private static void assertCountsShow(FxRobot robot, otau.ui.board.BoardView board, Position p) {
        for (otau.game.Side side : otau.game.Side.values()) {
            for (int hole = 1; hole <= 9; hole++) {
                String id = "#count-" + (side == otau.game.Side.WHITE ? "w" : "b") + hole;
                Label count = robot.from(board).lookup(id).queryAs(Label.class);
                assertEquals(p.isTuzdyk(side, hole) ? "X" : Integer.toString(p.hole(side, hole)), count.getText(), id);
            }
        }
    }

    private static Bounds boundsInRoot(FxRobot robot, String selector) {
        Node n = robot.lookup(selector).query();
        Bounds[] b = new Bounds[1];
        robot.interact(() -> b[0] = n.localToScene(n.getLayoutBounds()));
        return b[0];
    }

    /** Pixels inside {@code b} clearly red (red well above green and blue). */
    private static int redPixels(BufferedImage img, Bounds b) {
        int n = 0;
        for (int y = (int) Math.max(0, b.getMinY()); y < Math.min(img.getHeight(), b.getMaxY()); y++) {
            for (int x = (int) Math.max(0, b.getMinX()); x < Math.min(img.getWidth(), b.getMaxX()); x++) {
                int rgb = img.getRGB(x, y);
                int r = rgb >> 16 & 0xFF;
                int g = rgb >> 8 & 0xFF;
                int bl = rgb & 0xFF;
                if (r > 120 && r > g + 70 && r > bl + 70) {
                    n++;
                }
            }
        }
        return n;
    }

    private static double meanLuminance(BufferedImage img) {
        double sum = 0;
        int n = 0;
        for (int y = 0; y < img.getHeight(); y += 4) {
            for (int x = 0; x < img.getWidth(); x += 4) {
                int rgb = img.getRGB(x, y);
                sum += (0.2126 * (rgb >> 16 & 0xFF) + 0.7152 * (rgb >> 8 & 0xFF) + 0.0722 * (rgb & 0xFF)) / 255;
                n++;
            }
        }
        return sum / n;
    }
}
