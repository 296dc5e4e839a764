package otau.ui.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.engine.Limits;
import otau.game.record.RecordReader;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.ui.workbench.Command;
import otau.ui.review.ReviewFeature;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/** A real review of a short game at a low depth, the mistake commands, the drill, and a screenshot. */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class ReviewPanelTest {
    private static final String GAME = """
            [White "Aibek"]
            [Black "Dana"]
            [Result "*"]

            1. 65(10) 87 2. 55 65(2) 3. 12(22) 45(4) *
            """;
    private WorkbenchWindow wb;
    private AnalysisFeature feature;
    private ReviewFeature review;
    private GameModel model;

    @Start
    void start(Stage stage) throws IOException {
        wb = WorkbenchTestWindows.create(stage, otau.TempFolders.create("otau-review-test"));
        feature = AnalysisFeature.install(wb);
        review = ReviewFeature.install(wb, feature);
        model = wb.model();
        wb.loadGame(RecordReader.readGame(GAME));
        review.panel().setDepth(3);
        stage.show();
    }

    @Test
    void reviewWritesEvaluationsAndGlyphsAsOneStepAndTheGraphShowsThem(FxRobot robot) throws Exception {
        robot.interact(() -> wb.run(Command.REVIEW_GAME));
        assertTrue(review.panel().statusText().startsWith("Reviewed 6 moves"), review.panel().statusText());
        List<GameNode> line = model.mainLine();
        for (GameNode n : line) {
            assertNotNull(n.evaluation(), n + " has an evaluation");
            assertEquals(3, n.evaluation().depth());
        }
        assertNotNull(robot.lookup("#review-accuracy-white").query());
        List<Double> plotted = feature.graph().values();
        assertEquals(7, plotted.size());
        assertFalse(plotted.stream().anyMatch(v -> v.isNaN()), plotted.toString());
        assertEquals("Review game", model.undoDescriptionProperty().get());
        robot.interact(() -> model.undo());
        assertTrue(model.mainLine().stream().allMatch(n -> n.evaluation() == null), "one undo removes it all");
        robot.interact(() -> model.redo());

        // Clicking the graph goes to that move.
        robot.interact(() -> feature.graph().goToPly(4));
        assertEquals(line.get(3), model.currentNode());

        // The engine panel running on the same window, for the picture.
        feature.session().setLimits(Limits.depth(5));
        robot.interact(() -> feature.session().start());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> feature.session().snapshot().depth() >= 5);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> wb.selectPanel("analysis"));
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = wb.root().snapshot(null, null));
        BufferedImage img = SwingFXUtils.fromFXImage(shot[0], null);
        Files.createDirectories(Path.of("target/screenshots"));
        ImageIO.write(img, "png", Path.of("target/screenshots/analysis.png").toFile());
        robot.interact(() -> wb.selectPanel("review"));
        robot.interact(() -> shot[0] = wb.root().snapshot(null, null));
        ImageIO.write(SwingFXUtils.fromFXImage(shot[0], null), "png", Path.of("target/screenshots/review.png").toFile());
    }

    @Test
    void mistakeNavigationAndTheDrill(FxRobot robot) {
        List<GameNode> line = model.mainLine();
        GameNode marked = line.get(2);
        GameNode later = line.get(4);
        robot.interact(() -> {
            model.setNags(marked, List.of(2));
            model.setNags(later, List.of(6));
            model.toStart();
            wb.run(Command.NEXT_MISTAKE);
        });
        assertEquals(marked, model.currentNode());
        robot.interact(() -> wb.run(Command.NEXT_MISTAKE));
        assertEquals(later, model.currentNode());
        robot.interact(() -> wb.run(Command.PREVIOUS_MISTAKE));
        assertEquals(marked, model.currentNode());

        // Learn from your mistakes: every marked move of one side (White here), from the position before it.
        robot.interact(() -> wb.run(Command.RETRY_MISTAKES));
        assertTrue(review.panel().drill().isActive());
        assertEquals(marked.parent(), model.currentNode());
        assertTrue(review.panel().drill().promptText().contains("Mistake 1 of 2"), review.panel().drill().promptText());
        robot.interact(() -> model.playMove(marked.move().hole()));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("That is the move played in the game. Try another one.", review.panel().drill().feedbackText());
        assertEquals(marked.parent(), model.currentNode());

        int other = 0;
        for (int h : marked.parent().position().legalMoves()) {
            if (h != marked.move().hole()) {
                other = h;
                break;
            }
        }
        int tried = other;
        robot.interact(() -> model.playMove(tried));
        WaitForAsyncUtils.waitForFxEvents();
        String feedback = review.panel().drill().feedbackText();
        if (feedback.startsWith("Good")) {
            assertNotNull(marked.parent().child(tried), "a good try stays as a variation");
        } else {
            assertTrue(feedback.contains("Try again"), feedback);
            assertNull(marked.parent().child(tried), "a weaker try is taken back");
            assertEquals(marked.parent(), model.currentNode());
        }
    }

    /**
     * The review's texts follow a live language switch: its status line, the move's class, loss,
     * best move and line, the summary's players and the lists are made by code, which relabelling
     * cannot redo. Oracle: the Russian interface writes no Latin word of four letters or more
     * (checked by hand in the bundle), so only the players' names are left.
     */
    @Test
    void theReviewChangesLanguageWithTheInterface(FxRobot robot) {
        try {
            robot.interact(() -> wb.run(Command.REVIEW_GAME));
            robot.interact(() -> model.goTo(model.mainLine().get(3)));
            assertFalse(review.panel().moveText().isEmpty(), "a reviewed move is shown");
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.RUSSIAN));
            assertEquals(List.of(), otau.ui.LatinLeft.under(review.panel(), "Aibek", "Dana"));
        } finally {
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.ENGLISH));
        }
    }
}
