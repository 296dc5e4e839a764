package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.puzzle.Puzzle;
import otau.ui.puzzle.TrainerController.Phase;

/** A puzzle's attempt is not work to save: leaving it asks nothing; the title names the puzzle. */
@ExtendWith(ApplicationExtension.class)
class TrainerGameStateTest {
    private PuzzleTestSetup t;

    @Start
    void start(Stage stage) throws IOException {
        t = new PuzzleTestSetup(stage);
        stage.show();
    }

    private Puzzle puzzle(String id) {
        return t.feature.trainer().pool().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void anAttemptLeavesTheGameUnmodified(FxRobot robot) {
        TrainerController trainer = t.feature.trainer();
        Puzzle p = puzzle("t-combination");
        robot.interact(() -> trainer.start(p));
        // Without a [Title] the list shows its id, and so does the window.
        assertTrue(t.window.stage().getTitle().contains("t-combination"), t.window.stage().getTitle());
        int wrong = p.start().legalMoves()[0] == 7 ? p.start().legalMoves()[1] : p.start().legalMoves()[0];
        robot.interact(() -> trainer.play(wrong));
        assertEquals(Phase.WRONG, trainer.phaseProperty().get());
        robot.interact(trainer::retry);
        robot.interact(() -> trainer.play(7));
        assertFalse(t.window.model().isModified(), "the attempt's moves are not unsaved work");
        assertFalse(t.window.stage().getTitle().startsWith("•"), t.window.stage().getTitle());
        // Leaving the puzzle for a new game asks nothing.
        boolean[] allowed = new boolean[1];
        robot.interact(() -> t.window.confirmDiscardChanges(() -> allowed[0] = true));
        assertTrue(allowed[0]);
    }
}
