package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.util.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.puzzle.solve.StoreDifferenceSearch;
import otau.testing.ManualClock;
import otau.puzzle.Puzzle;
import otau.puzzle.train.MemoryProgressStore;
import otau.ui.EnglishInterface;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * A right move is answered after a pause (so the user sees it first). The trainer left during
 * that pause (another feature took the board, the game kept) must not play the answer into the
 * game that stays: it did, and then threw on the attempt it had dropped.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class TrainerLeftDuringThePauseTest {
    private final List<Runnable> held = new ArrayList<>();
    private WorkbenchWindow window;
    private PuzzleFeature feature;

    @Start
    void start(Stage stage) throws IOException {
        Path dir = otau.TempFolders.create("otau-puzzle-pause");
        Path puzzles = Files.createDirectories(dir.resolve("puzzles"));
        try (InputStream in = PuzzleTestSetup.class.getResourceAsStream("three-puzzles.pgn")) {
            Files.copy(in, puzzles.resolve("three-puzzles.pgn"));
        }
        window = WorkbenchTestWindows.create(stage, dir);
        // The pause is held until the test lets it end.
        Pauser holding = (pause, action) -> held.add(action);
        feature = PuzzleFeature.install(window, new PuzzleServices(new MemoryProgressStore(),
                new ManualClock("2025-03-01T10:00:00Z"), StoreDifferenceSearch::new, 4, PuzzleTestSetup.SHALLOW,
                holding, Duration.millis(500), new ScriptedPuzzlePrompts(), List.of(puzzles), 0, () -> null,
                PuzzleServices.ETUDE_SECONDS));
        stage.show();
    }

    @Test
    void theAnswerToARightMoveIsNotPlayedAfterThePuzzleWasLeft(FxRobot robot) throws Exception {
        TrainerController trainer = feature.trainer();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> trainer.pool().size() == 3);
        Puzzle p = trainer.pool().stream().filter(x -> x.id().equals("t-combination")).findFirst().orElseThrow();
        // Its line (three-puzzles.pgn): 26. 72(78) 13 27. 82(80): holes 7, 1 and 8: the first move is right and answered by 1.
        assertEquals(List.of(7, 1, 8), p.mainLine());
        robot.interact(() -> trainer.start(p));
        robot.interact(() -> trainer.play(p.mainLine().get(0)));
        robot.interact(trainer::leave);
        robot.interact(() -> List.copyOf(held).forEach(Runnable::run));
        assertEquals(1, window.model().mainLine().size(), "only the user's move: no answer after leaving");
    }
}
