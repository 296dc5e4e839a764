package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;

/**
 * After Save as Etude the trainer takes the collection just written, as it was handed
 * over, instead of reading the file again on the FX thread. The oracle: the file is gone
 * from the disk, so only the collection handed over can be what the trainer shows.
 */
@ExtendWith(ApplicationExtension.class)
class SavedCollectionTest {
    private PuzzleTestSetup t;

    @Start
    void start(Stage stage) throws IOException {
        t = new PuzzleTestSetup(stage);
        stage.show();
    }

    @Test
    void theSavedCollectionIsTakenAsItIsNotReadAgain(FxRobot robot) throws Exception {
        TrainerController trainer = t.feature.trainer();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> trainer.pool().size() == 3);
        PuzzleCollection onDisk = PuzzleCollection.read(t.collection);
        List<Puzzle> two = onDisk.puzzles().subList(0, 2);
        PuzzleCollection written = new PuzzleCollection(onDisk.name(), two, List.of());
        Files.delete(t.collection);
        robot.interact(() -> t.feature.puzzleSaved(t.collection, written));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, trainer.collections().size());
        assertEquals(two, trainer.collections().get(0).collection().puzzles());
    }
}
