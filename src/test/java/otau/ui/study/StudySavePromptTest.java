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
