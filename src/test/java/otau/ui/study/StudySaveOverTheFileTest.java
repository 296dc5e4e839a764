package otau.ui.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.model.GameOrigin;
import otau.model.files.AutosaveStore;
import otau.model.files.TextDigest;
import otau.ui.EnglishInterface;
import otau.ui.workbench.Command;

/**
 * Save writes a study over its file only when nothing is lost by it: not over a file it was
 * read from only in part (Save asks for a file, saying why), not over a file another program
 * changed since it was opened, and after a recovery only while the file still holds the text
 * the study was taken from. Each file is read back byte for byte.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class StudySaveOverTheFileTest {
    private static final String STUDY = """
            [StudyName "Endgames"]
            [ChapterName "Fine"]
            [Result "*"]

            1. 65(10) *

            [StudyName "Endgames"]
            [ChapterName "Second"]
            [Result "*"]

            1. 65(10) 98 *
            """;
    private StudyTestSetup t;

    @Start
    void start(Stage stage) throws IOException {
        t = new StudyTestSetup(stage);
        stage.show();
    }

    private void playInTheChapter(FxRobot robot) {
        robot.interact(() -> {
            var model = t.window.model();
            model.goTo(model.mainLine().get(model.mainLine().size() - 1));
            model.playMove(model.currentPosition().legalMoves()[0]);
        });
    }

    @Test
    void aStudyReadOnlyInPartIsSavedOverItsFileOnlyWhenTheUserChoosesThatFile(FxRobot robot) throws IOException {
        String damaged = STUDY.replace("1. 65(10) 98 *", "1. 65(10) 98 2. 55 3. 77 {unread} *");
        Path file = Files.writeString(t.dir.resolve("endgames.pgn"), damaged);
        robot.interact(() -> t.window.openFile(file));
        assertEquals(1, t.study.problems.size());
        // Its autosave keeps no fingerprint of the file: a recovery may not write over it either.
        assertNull(t.controller().fileDigest().get());

        robot.interact(() -> t.window.run(Command.SAVE));
        assertEquals("save as Endgames.pgn", t.files.asked.get(t.files.asked.size() - 1));
        assertTrue(t.files.saveAsTitles.get(0).contains("endgames.pgn could be read only in part"), t.files.saveAsTitles.toString());
        assertEquals(damaged, Files.readString(file), "no file chosen: nothing written");

        // The user picks the file itself: their decision, and from then on Save writes there.
        t.files.toSave = file;
        robot.interact(() -> t.window.run(Command.SAVE));
        assertFalse(Files.readString(file).contains("{unread}"));
        assertFalse(t.session().isModified());
        assertEquals(TextDigest.of(Files.readString(file)), t.controller().fileDigest().get());
        playInTheChapter(robot);
        int asked = t.files.saveAsTitles.size();
        robot.interact(() -> t.window.run(Command.SAVE));
        assertEquals(asked, t.files.saveAsTitles.size(), "no second Save As");
        assertFalse(t.session().isModified());
    }

    @Test
    void aStudyFileChangedByAnotherProgramIsNotWrittenOver(FxRobot robot) throws IOException {
        Path file = Files.writeString(t.dir.resolve("endgames.pgn"), STUDY);
        robot.interact(() -> t.window.openFile(file));
        String colleagues = STUDY.replace("[ChapterName \"Second\"]", "[ChapterName \"Second, with the colleague's note\"]");
        Files.writeString(file, colleagues);
        playInTheChapter(robot);
        robot.interact(() -> t.window.run(Command.SAVE));
        assertEquals(colleagues, Files.readString(file));
        assertTrue(t.study.error.contains("was changed or removed by another program since it was opened"), t.study.error);
        assertTrue(t.session().isModified());

        // Saved elsewhere, the study is the new file's.
        t.files.toSave = t.dir.resolve("mine.pgn");
        robot.interact(() -> t.window.run(Command.SAVE_AS));
        assertFalse(t.session().isModified());
        assertEquals(colleagues, Files.readString(file));
    }

    @Test
    void aRecoveredStudyIsSavedIntoItsFileOnlyWhileTheFileIsAsItWas(FxRobot robot) throws Exception {
        Path dir = otau.TempFolders.create("otau-study-save-recovered");
        Path file = Files.writeString(dir.resolve("endgames.pgn"), STUDY);
        String work = STUDY.replace("1. 65(10) *", "1. 65(10) 98 *");
        leaveUnsaved(dir, work, file, TextDigest.of(STUDY));
        StudyTestSetup second = recoverIn(robot, dir);
        robot.interact(() -> second.window.run(Command.SAVE));
        assertNull(second.study.error);
        String saved = Files.readString(file);
        assertEquals(2, saved.split("1\\. 65\\(10\\) 98 \\*", -1).length - 1, "both chapters as recovered: " + saved);
        robot.interact(() -> second.window.stage().hide());

        // Changed since: refused, the file as the other program left it.
        Path dir2 = otau.TempFolders.create("otau-study-save-recovered");
        Path file2 = Files.writeString(dir2.resolve("endgames.pgn"), STUDY);
        leaveUnsaved(dir2, work, file2, TextDigest.of(STUDY));
        String colleagues = STUDY + "\n[StudyName \"Endgames\"]\n[ChapterName \"Third\"]\n[Result \"*\"]\n\n1. 19 *\n";
        Files.writeString(file2, colleagues);
        StudyTestSetup third = recoverIn(robot, dir2);
        robot.interact(() -> third.window.run(Command.SAVE));
        assertEquals(colleagues, Files.readString(file2));
        assertTrue(third.study.error.contains("was changed by another program since the unsaved work"), third.study.error);
        robot.interact(() -> third.window.stage().hide());
    }

    /**
     * A study's save that ends after another study was opened leaves the one now open alone (it
     * took the first study's file as its own, and the next Save wrote it over that file).
     */
    @Test
    void aSaveThatEndsAfterAnotherStudyOpenedLeavesThatStudyAlone(FxRobot robot) throws Exception {
        otau.ui.tasks.HeldExecutor held = new otau.ui.tasks.HeldExecutor();
        Path dir = otau.TempFolders.create("otau-study-late-save");
        Path first = Files.writeString(dir.resolve("first.pgn"), STUDY);
        Path second = Files.writeString(dir.resolve("second.pgn"), STUDY.replace("Endgames", "Openings"));
        StudyTestSetup[] s = new StudyTestSetup[1];
        robot.interact(() -> {
            s[0] = new StudyTestSetup(new Stage(), dir, Duration.ofHours(1), held);
            s[0].window.show();
        });
        robot.interact(() -> s[0].window.openFile(first));
        robot.interact(held::runAll);
        robot.interact(() -> {
            var model = s[0].window.model();
            model.goTo(model.mainLine().get(model.mainLine().size() - 1));
            model.playMove(model.currentPosition().legalMoves()[0]);
        });
        robot.interact(() -> s[0].window.run(Command.SAVE));
        assertEquals(1, held.waiting(), "the first study's write waits");
        // The second study comes to the study feature while the first one's write still waits.
        otau.model.files.OpenedFile secondRead = otau.model.files.RecordFiles.open(second);
        robot.interact(() -> s[0].controller().open(secondRead));
        robot.interact(() -> held.run(1));
        assertEquals("Openings", s[0].session().studyName());
        robot.interact(() -> held.run(0));
        assertEquals(second, s[0].session().file(), "the study open keeps its own file");
        robot.interact(() -> s[0].window.stage().hide());
    }

    private static void leaveUnsaved(Path dir, String text, Path file, String digest) throws IOException {
        try (AutosaveStore crashed = new AutosaveStore(dir.resolve("autosave"))) {
            crashed.save(text, new GameOrigin(file, 0), digest, Instant.now());
        }
    }

    /** A new window over {@code dir}, which offers the work left there and gets "Recover". */
    private static StudyTestSetup recoverIn(FxRobot robot, Path dir) {
        StudyTestSetup[] s = new StudyTestSetup[1];
        robot.interact(() -> {
            s[0] = new StudyTestSetup(new Stage(), dir, Duration.ofHours(1));
            s[0].window.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(s[0].session().isOpen(), "recovered as a study");
        return s[0];
    }
}
