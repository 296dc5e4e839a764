package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.puzzle.solve.StoreDifferenceSearch;
import otau.puzzle.train.MemoryProgressStore;
import otau.testing.ManualClock;
import otau.ui.EnglishInterface;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * The trainer over a puzzle folder with one file that is no text at all: the other
 * collection still loads (its three hand-checked puzzles), and the status names the bad file.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class PuzzleFolderTrainerTest {
    private WorkbenchWindow window;
    private PuzzleFeature feature;

    private final java.util.List<String> messages = new java.util.concurrent.CopyOnWriteArrayList<>();

    @Start
    void start(Stage stage) throws IOException {
        Path dir = otau.TempFolders.create("otau-puzzle-folder");
        Path puzzles = Files.createDirectories(dir.resolve("puzzles"));
        // Sorted first: it used to end the reading of the whole folder.
        Files.write(puzzles.resolve("a-binary.pgn"), new byte[] {'[', 'F', 0, 0, 1, 2, 0});
        try (InputStream in = PuzzleTestSetup.class.getResourceAsStream("three-puzzles.pgn")) {
            Files.copy(in, puzzles.resolve("three-puzzles.pgn"));
        }
        window = WorkbenchTestWindows.create(stage, dir);
        // Every message the status line shows: a message clears itself after a few seconds,
        // which a loaded machine can take to reach the check.
        org.controlsfx.control.StatusBar bar = (org.controlsfx.control.StatusBar) stage.getScene().getRoot()
                .lookup(".otau-status-bar");
        bar.textProperty().addListener((o, a, b) -> {
            if (b != null && !b.isEmpty()) {
                messages.add(b);
            }
        });
        feature = PuzzleFeature.install(window, new PuzzleServices(new MemoryProgressStore(),
                new ManualClock("2025-03-01T10:00:00Z"), StoreDifferenceSearch::new, 4, PuzzleTestSetup.SHALLOW,
                Pauser.NONE, Duration.ZERO, new ScriptedPuzzlePrompts(), List.of(puzzles), 0, () -> null,
                PuzzleServices.ETUDE_SECONDS));
        stage.show();
    }

    @Test
    void oneUnreadableFileIsNamedAndTheOthersLoad(FxRobot robot) throws Exception {
        TrainerController trainer = feature.trainer();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> trainer.collections().size() == 1);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(3, trainer.pool().size());
        assertEquals("three-puzzles.pgn", trainer.collections().get(0).file().getFileName().toString());
        assertTrue(messages.stream().anyMatch(status -> status.startsWith("Skipped 1 puzzle file that could not be read: ")
                && status.contains("a-binary.pgn: this is not a text file")), messages.toString());
    }
}
