package otau.ui.repertoire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static otau.ui.ShownText.plain;

import java.io.IOException;
import java.nio.file.Files;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.db.GameDatabase;
import otau.db.ReviewState;
import otau.game.Position;
import otau.game.Side;
import otau.ui.board.Arrow;
import otau.ui.board.HoleRef;
import otau.ui.database.DatabaseTestBench;

@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class RepertoireTrainerViewTest {
    private DatabaseTestBench bench;
    private final Position a = Position.start();
    private final Position b = Position.start().play(7).play(9);

    @Start
    void start(Stage stage) throws IOException {
        bench = new DatabaseTestBench(stage, otau.TempFolders.create("otau-trainer"));
        bench.openDatabase("rep.db");
        GameDatabase db = bench.feature.session().current();
        db.repertoire().add(Side.WHITE, a, 7);
        db.repertoire().add(Side.WHITE, b, 8);
        stage.show();
    }

    @Test
    void aMissIsShownWithAnArrowAndAskedAgainAfterTheRelearnDelay(FxRobot robot) {
        robot.interact(bench.repertoire::showTrainer);
        RepertoireTrainerWindow w = bench.repertoire.trainer();
        TrainerModel m = w.model();
        RepertoireTrainerView v = w.view();
        assertEquals(a, m.quizProperty().get().position());
        assertTrue(v.promptText().startsWith("New position: your move as White"), v.promptText());
        assertEquals("The start position", plain(v.lineText()));
        assertTrue(v.statsText().startsWith("Due 0 · new 2 · learned 0 of 2"), v.statsText());

        // The user plays 6 on the trainer's own board: wrong; the arrow shows 7, the game is untouched.
        robot.interact(() -> w.stage().toFront());
        robot.clickOn(robot.from(v.board()).lookup("#hole-w6").queryAs(javafx.scene.Node.class));
        assertFalse(m.answerProperty().get().correct());
        assertTrue(v.promptText().contains("76(10)"), v.promptText());
        Position after7 = a.play(7);
        assertEquals(new Arrow(new HoleRef(Side.WHITE, 7), new HoleRef(after7.lastMove().landingSide(),
                after7.lastMove().landing()), otau.ui.board.MarkColor.RED), v.board().getEngineArrows().get(0));
        assertEquals(Position.start(), bench.model.currentPosition());
        assertTrue(v.statsText().endsWith("0 of 1 right (0%) this session"), v.statsText());

        // Next: the missed position is not due yet, the other one is asked; answered right.
        robot.interact(() -> robot.lookup("#trainer-next").queryButton().fire());
        assertEquals(b, m.quizProperty().get().position());
        // The line that leads here, with move numbers, and its last move marked on the board.
        assertEquals("Line: 1. 76(10) 98", plain(v.lineText()));
        assertEquals(9, v.board().getPosition().lastMove().hole());
        assertTrue(v.board().isShowLastMove());
        robot.interact(() -> m.answer(8));
        assertTrue(m.answerProperty().get().correct());
        assertTrue(v.statsText().contains("learned 1 of 2"), v.statsText());
        assertTrue(v.statsText().endsWith("1 of 2 right (50%) this session"), v.statsText());
        robot.interact(m::next);
        assertNull(m.quizProperty().get());
        assertEquals("Nothing is due now: well done", v.promptText());

        // Ten minutes later the miss is due again.
        bench.clock.advance(ReviewState.RELEARN_DELAY);
        robot.interact(m::next);
        assertEquals(a, m.quizProperty().get().position());
        assertFalse(m.quizProperty().get().fresh());
        assertTrue(v.statsText().startsWith("Due 1 · new 0"), v.statsText());
        robot.interact(() -> m.answer(7));
        assertTrue(m.answerProperty().get().correct());
        assertEquals(2, m.learnedProperty().get());

        // Black's repertoire is empty.
        robot.interact(() -> m.start(Side.BLACK));
        assertTrue(v.promptText().startsWith("Your Black repertoire is empty"), v.promptText());
    }
}
