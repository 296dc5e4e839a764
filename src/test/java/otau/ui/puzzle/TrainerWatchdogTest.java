package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.puzzle.solve.StoreDifferenceSearch;
import otau.puzzle.train.SqliteProgressStore;
import otau.testing.FxWatchdog;
import otau.testing.ManualClock;
import otau.ui.puzzle.TrainerController.Phase;
import otau.ui.workbench.Command;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/** Puzzle attempts with progress in SQLite and a real background pool, under the FX-thread watchdog. */
@ExtendWith(ApplicationExtension.class)
class TrainerWatchdogTest {
    private WorkbenchWindow window;
    private PuzzleFeature feature;
    private SqliteProgressStore store;

    @Start
    void start(Stage stage) throws IOException {
        Path dir = otau.TempFolders.create("otau-puzzle-watchdog");
        Path puzzles = Files.createDirectories(dir.resolve("puzzles"));
        try (InputStream in = PuzzleTestSetup.class.getResourceAsStream("three-puzzles.pgn")) {
            Files.copy(in, puzzles.resolve("three-puzzles.pgn"));
        }
        window = WorkbenchTestWindows.createWithPool(stage, dir);
        store = SqliteProgressStore.open(dir.resolve("otau.db"));
        feature = PuzzleFeature.install(window, new PuzzleServices(store, new ManualClock("2025-03-01T10:00:00Z"),
                StoreDifferenceSearch::new, 4, PuzzleTestSetup.SHALLOW, Pauser.NONE, Duration.ZERO, new ScriptedPuzzlePrompts(),
                List.of(puzzles), 0, () -> null, ETUDE_SECONDS));
        stage.show();
    }

    /** Far longer than any wait below: only a cancelled solve ends in time. */
    private static final double ETUDE_SECONDS = 600;

    private static void waitFor(BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void attemptsAreJudgedAndRecordedOffTheFxThread(FxRobot robot) throws Exception {
        TrainerController trainer = feature.trainer();
        try (FxWatchdog watchdog = new FxWatchdog(100)) {
            for (int round = 0; round < 3; round++) {
                robot.interact(() -> window.run(Command.NEXT_PUZZLE));
                waitFor(() -> trainer.phaseProperty().get() == Phase.SOLVING);
                robot.interact(trainer::showSolution);
                waitFor(() -> trainer.phaseProperty().get() == Phase.SOLUTION_SHOWN);
            }
            waitFor(() -> store.user().attempts() == 3);
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(List.of(), watchdog.blockingStalls(), watchdog.toString());
        }
        assertTrue(store.history(5).size() == 3);
        store.close();
    }

    @Test
    void anEtudeMoveIsProvedOffTheFxThreadAndLeavingCancelsTheSolve(FxRobot robot) throws Exception {
        TrainerController trainer = feature.trainer();
        // From the start position nothing is decided quickly: each solve runs until it is cancelled.
        Path file = Files.writeString(Files.createTempFile("otau-open-etude", ".pgn"), """
                [FEN "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1"]
                [Id "e-open"]
                [Goal "win"]

                1. 19 *
                """);
        file.toFile().deleteOnExit();
        robot.interact(() -> {
            try {
                trainer.addCollection(file);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        otau.puzzle.Puzzle open = trainer.pool().stream().filter(p -> p.id().equals("e-open")).findFirst().orElseThrow();
        try (FxWatchdog watchdog = new FxWatchdog(100)) {
            // Twice, so that both of the pool's threads would be held by a solve that ignored the cancel.
            for (int round = 0; round < 2; round++) {
                robot.interact(() -> trainer.start(open));
                robot.interact(() -> trainer.play(9));
                assertEquals(Phase.WAITING, trainer.phaseProperty().get());
                assertEquals(otau.ui.I18n.get("puzzles.etude.thinking"), trainer.feedbackProperty().get());
                Thread.sleep(200);
                robot.interact(trainer::leave);
                assertEquals(Phase.IDLE, trainer.phaseProperty().get());
            }
            // The pool is free again: an ordinary attempt is judged and recorded.
            otau.puzzle.Puzzle ordinary = trainer.pool().stream().filter(p -> p.id().equals("t-capture")).findFirst()
                    .orElseThrow();
            robot.interact(() -> trainer.start(ordinary));
            waitFor(() -> trainer.phaseProperty().get() == Phase.SOLVING);
            robot.interact(trainer::showSolution);
            waitFor(() -> trainer.phaseProperty().get() == Phase.SOLUTION_SHOWN);
            waitFor(() -> store.user().attempts() == 1);
            assertEquals(List.of(), watchdog.blockingStalls(), watchdog.toString());
        }
        store.close();
    }
}
