package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.ui.Screenshots;

/** "Save as puzzle" judged by the engine, as the application checks drafts. */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class PuzzleAuthoringEngineJudgeTest {
    private PuzzleTestSetup t;

    @Start
    void start(Stage stage) throws IOException {
        // Shallower than the application's 13, to keep the test quick.
        t = new PuzzleTestSetup(stage, 6);
        stage.show();
    }

    private <T extends Node> T in(Node root, String id, Class<T> type) {
        return type.cast(root.lookup("#" + id));
    }

    @Test
    void theEngineNamesTheMoveThatIsNotTheBest(FxRobot robot) throws IOException {
        robot.interact(() -> {
            t.window.model().newGameFrom(PuzzleAuthoringWindowsTest.AMBIGUOUS);
            t.window.model().playMove(5);
            t.feature.openSaveAsPuzzle();
        });
        SavePuzzleView view = t.feature.saveView();
        assertNotNull(view);
        Path target = t.dir.resolve("coach.pgn");
        robot.interact(() -> in(view, "puzzle-file", TextField.class).setText(target.toString()));
        robot.clickOn(in(view, "puzzle-save", Button.class));

        assertNotNull(t.feature.saveView(), "an unsound puzzle is not saved at once");
        assertFalse(view.report().sound());
        @SuppressWarnings("unchecked")
        ListView<String> failures = in(view, "puzzle-failures", ListView.class);
        assertTrue(failures.getItems().stream().anyMatch(f -> f.startsWith("6... 5")
                && f.contains("the engine (depth 6): not the best move: 6... 67(62) is better")), failures.getItems().toString());
        // ... once: the better move is not named again as "nearly as good" as itself.
        assertTrue(failures.getItems().stream().noneMatch(f -> f.contains("not unique: 6... 67(62)")),
                failures.getItems().toString());
        // The engine is the judge, as for the shipped collection: the exact store-count search has no say.
        assertTrue(failures.getItems().stream().allMatch(f -> f.contains("the engine (depth 6)")),
                failures.getItems().toString());
        Screenshots.save(robot, view, "puzzle-save-as-unsound.png");
    }
}
