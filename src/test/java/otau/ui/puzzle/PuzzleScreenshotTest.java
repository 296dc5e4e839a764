package otau.ui.puzzle;

import otau.ui.Screenshots;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static otau.ui.ShownText.plain;

import java.io.IOException;
import java.util.List;
import javafx.scene.control.Labeled;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
import otau.ui.LayoutAudit;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Renders the trainer mid-puzzle (a wrong move refuted on the board, the panel explaining it)
 * and the two authoring windows to PNG files under {@code target/screenshots/}.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class PuzzleScreenshotTest {
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
        Screenshots.save(robot, t.window.root(), "puzzle-trainer.png");
        Screenshots.save(robot, t.feature.panel(), "puzzle-trainer-panel.png");
        // Oracle: the puzzle file (three-puzzles.pgn): 26. 72(78) 13 27. 82(80), so 27. 3 is wrong;
        // the panel explains it without giving the file's solution move away; the solved t-win is in the history.
        assertEquals(TrainerController.Phase.WRONG, trainer.phaseProperty().get());
        Labeled feedback = robot.lookup("#puzzle-feedback").queryAs(Labeled.class);
        String shown = plain(feedback.getText());
        assertTrue(feedback.isVisible() && shown.contains("after your 27. 3")
                || shown.startsWith("After your 27. 3"), shown);
        assertFalse(shown.contains("82(80)"), shown);
        assertEquals(1, trainer.history().size(), "the solved puzzle is in the history");
        List<String>[] cut = new List[1];
        robot.interact(() -> cut[0] = LayoutAudit.problems(t.feature.panel(), "trainer panel"));
        assertEquals(List.of(), cut[0]);

        robot.interact(() -> {
            trainer.retry();
            t.feature.openSaveAsPuzzle();
        });
        Screenshots.save(robot, t.feature.saveView(), "puzzle-save-as.png");
        robot.interact(() -> t.feature.editCollection(t.collection));
        Screenshots.save(robot, t.feature.editorView(), "puzzle-collection-editor.png");
        robot.interact(() -> t.window.darkProperty().set(true));
        Screenshots.save(robot, t.window.root(), "puzzle-trainer-dark.png");
    }


}
