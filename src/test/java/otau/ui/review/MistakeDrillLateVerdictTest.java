package otau.ui.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.game.record.RecordReader;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.ui.EnglishInterface;
import otau.ui.analysis.AnalysisFeature;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.SameThreadExecutor;
import otau.ui.tasks.TaskHandle;
import otau.ui.workbench.Command;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * A try's verdict is for its position: the engine's check, held here until the test lets it
 * run, is dropped when the player goes on to the next mistake first. It used to arrive and take
 * the board back to the first mistake, where the prompt named the second.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class MistakeDrillLateVerdictTest {
    private static final String GAME = """
            [White "Aibek"]
            [Black "Dana"]
            [Result "*"]

            1. 65(10) 87 2. 55 65(2) 3. 12(22) 45(4) *
            """;

    /** Keeps each task until {@link #runAll}; a task cancelled meanwhile never runs, as a real pool's. */

    private final otau.ui.tasks.HeldExecutor held = new otau.ui.tasks.HeldExecutor();
    private WorkbenchWindow wb;
    private ReviewFeature review;
    private GameModel model;

    @Start
    void start(Stage stage) throws IOException {
        wb = WorkbenchTestWindows.createWith(stage, otau.TempFolders.create("otau-drill-late"), held);
        review = ReviewFeature.install(wb, AnalysisFeature.install(wb));
        model = wb.model();
        wb.loadGame(RecordReader.readGame(GAME));
        review.panel().setDepth(3);
        held.runAll();
        stage.show();
    }

    @Test
    void nextMistakeWhileATryIsCheckedKeepsTheNextPosition(FxRobot robot) {
        List<GameNode> line = model.mainLine();
        GameNode marked = line.get(2);
        GameNode later = line.get(4);
        robot.interact(() -> {
            held.runAll();
            model.setNags(marked, List.of(2));
            model.setNags(later, List.of(6));
            wb.run(Command.RETRY_MISTAKES);
        });
        int other = java.util.Arrays.stream(marked.parent().position().legalMoves())
                .filter(h -> h != marked.move().hole()).findFirst().orElseThrow();
        robot.interact(() -> model.playMove(other));
        assertEquals("Checking the move…", review.panel().drill().feedbackText());
        robot.interact(() -> review.panel().drill().next());
        assertEquals(later.parent(), model.currentNode());
        robot.interact(held::runAll);
        assertEquals(later.parent(), model.currentNode(), "not taken back to the first mistake");
        assertEquals("", review.panel().drill().feedbackText(), "no verdict on a try of another position");
        assertTrue(review.panel().drill().promptText().contains("Mistake 2 of 2"), review.panel().drill().promptText());
    }
}
