package otau.ui.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.ui.EnglishInterface;
import otau.ui.workbench.Command;

/** The autosave keeps a whole unsaved study, and the next start offers it back as a study. */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class StudyRecoveryTest {
    @Start
    void start(Stage stage) {
        // Each test builds its own windows.
    }

    @Test
    void anUnsavedStudyIsAutosavedWholeAndRecoveredAsAStudy(FxRobot robot) throws Exception {
        Path dir = otau.TempFolders.create("otau-study-recovery");
        StudyTestSetup[] first = new StudyTestSetup[1];
        robot.interact(() -> {
            first[0] = new StudyTestSetup(new Stage(), dir, Duration.ofMillis(50));
            first[0].window.show();
            first[0].window.run(Command.NEW_STUDY);
            first[0].window.model().playMove(6);
            first[0].controller().addFromPosition();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> first[0].autosave.current()
                .map(r -> r.recordText().contains("[ChapterName \"Chapter 2\"]")).orElse(false));
        // The first instance ends without saving (as a crash would: its lock goes, its autosave stays).
        robot.interact(() -> first[0].window.stage().hide());
        first[0].autosave.close();

        StudyTestSetup[] second = new StudyTestSetup[1];
        robot.interact(() -> {
            second[0] = new StudyTestSetup(new Stage(), dir, Duration.ofMillis(50));
            second[0].window.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        StudySession s = second[0].session();
        assertTrue(s.isOpen(), "the recovered work opens as a study");
        assertEquals(List.of("Chapter 1", "Chapter 2"), s.slots().stream().map(c -> c.chapter().name()).toList());
        assertTrue(s.isModified(), "recovered work is unsaved");
        assertEquals(1, s.snapshot().chapter(0).record().mainLine().size(), "with the edits of each chapter");
        assertTrue(second[0].window.stage().getTitle().startsWith("• New study"), second[0].window.stage().getTitle());
        robot.interact(() -> second[0].window.stage().hide());
    }

    @Test
    void afterTheStudyIsPutAwayTheLoneGameIsAutosavedAgain(FxRobot robot) throws Exception {
        Path dir = otau.TempFolders.create("otau-study-recovery");
        StudyTestSetup[] t = new StudyTestSetup[1];
        robot.interact(() -> {
            t[0] = new StudyTestSetup(new Stage(), dir, Duration.ofMillis(50));
            t[0].window.show();
            t[0].window.run(Command.NEW_STUDY);
            t[0].window.model().playMove(6);
            t[0].files.saveChoice = otau.ui.workbench.UserPrompts.SaveChoice.DISCARD;
            t[0].window.run(Command.NEW_GAME);
            t[0].window.model().playMove(1);
        });
        assertTrue(!t[0].session().isOpen());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> t[0].autosave.current()
                .map(r -> r.recordText().contains("19") && !r.recordText().contains("[StudyName")).orElse(false));
        robot.interact(() -> t[0].window.stage().hide());
    }
}
