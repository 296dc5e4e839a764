package otau.ui.puzzle;

import otau.ui.Screenshots;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
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
        assertTrue(Screenshots.distinctColours(Screenshots.save(robot, t.window.root(), "puzzle-trainer.png")) > 200);
        Screenshots.save(robot, t.feature.panel(), "puzzle-trainer-panel.png");

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
