package otau.ui.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.ui.EnglishInterface;
import otau.ui.workbench.Command;
import otau.ui.workbench.UserPrompts;

/**
 * "Save" at the question before a study is put away: the study is closed only once its file
 * is written. Oracle: a target that cannot be written whoever runs the test (its folder is a
 * plain file), so the save must fail, and the chapters as built by hand.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class StudySavePromptTest {
    private StudyTestSetup t;

    @Start
    void start(Stage stage) throws IOException {
        t = new StudyTestSetup(stage);
        stage.show();
    }

    /**
     * A game opened beside a study (from the games browser: none of its chapters) keeps its own
     * edits: the study does not hold them, so replacing it, or quitting, asks about that game by
     * its own name, and Save writes the game itself, not the study. The oracle: the questions
     * asked, in order, and the game file read back.
     */
    @Test
    void aGameBesideTheStudyIsAskedAboutByItsOwnName(FxRobot robot) throws IOException {
        otau.game.record.GameRecord club = otau.game.record.GameRecord.newGame();
        club.tags().put("White", "Aibek");
        club.tags().put("Black", "Dana");
        robot.interact(() -> {
            t.window.run(Command.NEW_STUDY);
            t.window.model().playMove(6);
            t.window.confirmDiscardChanges(() -> t.window.model().replaceGame(club, null, "club game"));
        });
        assertEquals(List.of(), t.files.asked, "an unchanged chapter: nothing to ask");
        robot.interact(() -> t.window.model().playMove(7));

        // Replacing it again (another database game) asks about it, and only about it.
        t.files.saveChoice = UserPrompts.SaveChoice.CANCEL;
        boolean[] replaced = {false};
        robot.interact(() -> t.window.confirmDiscardChanges(() -> replaced[0] = true));
        assertEquals(List.of("save changes to Aibek – Dana"), t.files.asked);
        assertTrue(!replaced[0], "Cancel keeps it");

        // Quit: the game first, by its name; Save writes it into a file of its own.
        t.files.asked.clear();
        Path game = t.dir.resolve("aibek-dana.pgn");
        Path study = t.dir.resolve("lesson.pgn");
        t.files.saveChoice = UserPrompts.SaveChoice.SAVE;
        t.files.savesInTurn.add(game);
        t.files.savesInTurn.add(study);
        robot.interact(() -> t.window.close());
        assertEquals("save changes to Aibek – Dana", t.files.asked.get(0), t.files.asked.toString());
        assertEquals("save as Aibek-Dana.pgn", t.files.asked.get(1), "the game into a file of its own");
        assertTrue(t.files.asked.get(2).startsWith("save changes to "), "then the study: " + t.files.asked);
        assertTrue(Files.exists(study), "the study written into its own file");
        otau.game.record.GameRecord back = otau.game.record.RecordReader.read(game).games().get(0);
        assertEquals(List.of(7), back.mainLine().stream().map(n -> n.move().hole()).toList(), "the game's own move");
        assertEquals("Aibek", back.tag("White"));
    }

    @Test
    void aFailedSaveLeavesTheStudyOpenWithItsChaptersAndUndo(FxRobot robot) throws IOException {
        Path blocker = Files.writeString(t.dir.resolve("not-a-folder"), "x");
        robot.interact(() -> {
            t.window.run(Command.NEW_STUDY);
            t.window.model().playMove(6);
            t.controller().addFromPosition();
        });
        t.files.saveChoice = UserPrompts.SaveChoice.SAVE;
        t.files.toSave = blocker.resolve("lesson.pgn");

        robot.interact(() -> t.window.run(Command.NEW_GAME));

        assertNotNull(t.study.error, "the failed write is shown");
        assertTrue(t.study.error.contains("not-a-folder: cannot create the folder"), t.study.error);
        assertTrue(t.session().isOpen(), "the study is not closed before its write succeeded");
        assertEquals(List.of("Chapter 1", "Chapter 2"), t.session().slots().stream().map(c -> c.chapter().name()).toList());
        assertTrue(t.session().isModified());
        assertTrue(t.window.model().canUndo(), "undo still brings back the edits");
    }
}
