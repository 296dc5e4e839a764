package otau.ui.review;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.game.record.RecordReader;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.analysis.AnalysisFeature;
import otau.ui.workbench.Command;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * The corpus's main line, 1. 7 9 2. 6 8 3. 1 7, reviewed by the real engine: 3... 76(8) loses
 * about 5 stones to 3... 56(8) in the engine's eyes, yet hundreds of games score it evenly,
 * so the panel calls it opening theory, shows its record and still gives the engine's view.
 */
@ExtendWith(ApplicationExtension.class)
class ReviewTheoryPanelTest {
    static final String GAME = """
            [Result "*"]

            1. 7 9 2. 6 8 3. 1 7 *
            """;
    private WorkbenchWindow wb;
    private ReviewFeature review;
    private GameModel model;
    private Language before;

    @Start
    void start(Stage stage) throws IOException {
        before = I18n.language();
        I18n.setLanguage(Language.ENGLISH);
        wb = WorkbenchTestWindows.create(stage, Files.createTempDirectory("otau-review-theory"));
        review = ReviewFeature.install(wb, AnalysisFeature.install(wb));
        model = wb.model();
        wb.loadGame(RecordReader.readGame(GAME));
        review.panel().setDepth(8);
        stage.setWidth(1280);
        stage.setHeight(860);
        stage.show();
    }

    @AfterEach
    void restore() {
        I18n.setLanguage(before);
    }

    @Test
    void aTheoryMoveIsNotMarkedAndThePanelSaysWhy(FxRobot robot) throws IOException {
        robot.interact(() -> wb.run(Command.REVIEW_GAME));
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        assertTrue(review.panel().statusText().startsWith("Reviewed 6 moves at depth "), review.panel().statusText());
        GameNode theory = model.mainLine().get(5);
        robot.interact(() -> model.goTo(theory));
        String text = review.panel().moveText();
        assertTrue(text.startsWith("3... 76(8) · Opening theory\n"), text);
        assertTrue(text.matches("(?s).*Played in \\d{3,} recorded games, where Black scored \\d+%.*"), text);
        assertTrue(text.contains("stones lost · winning chance "), text);
        assertTrue(text.contains("Best: 3... 56(8)"), text);
        assertFalse(review.panel().markTexts().stream().anyMatch(t -> t.startsWith("3... 76(8)")),
                review.panel().markTexts().toString());
        assertFalse(wb.moveList().displayedText().contains("76(8)?"), wb.moveList().displayedText());
        robot.interact(() -> wb.selectPanel("review"));
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = wb.root().snapshot(null, null));
        Files.createDirectories(Path.of("target/screenshots"));
        ImageIO.write(SwingFXUtils.fromFXImage(shot[0], null), "png",
                Path.of("target/screenshots", "review-theory.png").toFile());
    }
}
