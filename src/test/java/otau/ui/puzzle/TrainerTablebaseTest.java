package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.puzzle.Puzzle;
import otau.ui.EnglishInterface;
import otau.ui.puzzle.TrainerController.Phase;

/**
 * A tablebase built while the workbench runs (Preferences, or the first-start offer) reaches
 * the etude trainer's solver from its next move: the trainer asks for the table at each solve
 * rather than keeping what it found at its first move (none, before the build).
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class TrainerTablebaseTest {
    private final AtomicBoolean built = new AtomicBoolean();
    /** Times the trainer asked for the table after the build finished. */
    private final AtomicInteger askedSinceBuilt = new AtomicInteger();
    private PuzzleTestSetup t;

    @Start
    void start(Stage stage) throws IOException {
        t = new PuzzleTestSetup(stage, 0, () -> {
            if (built.get()) {
                askedSinceBuilt.incrementAndGet();
            }
            return null;
        });
        stage.show();
    }

    /** Adds the teaching collection to the trainer; its win etude. */
    private Puzzle winEtude(FxRobot robot) throws IOException {
        Path path = Files.writeString(t.dir.resolve("etude.pgn"), TrainerTeachingTest.ETUDE);
        robot.interact(() -> {
            try {
                t.feature.trainer().addCollection(path);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        return t.feature.trainer().pool().stream().filter(p -> p.id().equals("e-win")).findFirst().orElseThrow();
    }

    @Test
    void aTableBuiltDuringAnEtudeIsAskedForAtTheNextMove(FxRobot robot) throws IOException {
        Puzzle etude = winEtude(robot);
        robot.interact(() -> t.feature.trainer().start(etude));

        robot.clickOn("#hole-w9");
        assertEquals(Phase.SOLVING, t.feature.trainer().phaseProperty().get());
        assertEquals(0, askedSinceBuilt.get());

        built.set(true);
        int next = t.feature.trainer().session().solutionFromHere().get(0);
        robot.clickOn("#hole-w" + next);
        assertTrue(askedSinceBuilt.get() >= 1, "the move after the build asks for the table again");
    }

    /**
     * The etude trainer solves with the engine's Threads setting, read when an etude starts;
     * EtudeSessionTest checks that two threads judge the moves as one does.
     */
    @Test
    void anEtudeIsSolvedWithTheEngineThreadsSetting(FxRobot robot) throws IOException {
        Puzzle etude = winEtude(robot);
        for (int threads : new int[] {2, 1}) {
            robot.interact(() -> {
                t.window.preferences().put(otau.ui.preferences.EngineDefaults.THREADS, threads);
                t.feature.trainer().start(etude);
            });
            assertEquals(threads, ((otau.puzzle.train.EtudeSession) t.feature.trainer().session()).threads());
        }
    }
}
