package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
import otau.ui.tasks.HeldExecutor;

/**
 * File → Open asks about unsaved work before the file is read; a large file takes a while, and
 * work done on the board meanwhile is asked about again when it comes, never dropped unasked.
 * Unchanged work is not asked about twice.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class OpenWhileEditingTest {
    private final HeldExecutor reads = new HeldExecutor();
    private WorkbenchFixture f;
    private Path file;

    @Start
    void start(Stage stage) throws IOException {
        Path dir = otau.TempFolders.create("otau-open-while-editing");
        f = new WorkbenchFixture(stage, dir, reads);
        file = dir.resolve("club.pgn");
        Files.writeString(file, "[White \"Aibek\"]\n[Black \"Dana\"]\n[Result \"*\"]\n\n1. 65(10) 98 *\n");
        stage.show();
    }

    @Test
    void workDoneWhileTheFileIsReadIsAskedAboutWhenItComes(FxRobot robot) {
        robot.interact(() -> f.model.playMove(6));
        f.prompts.saveChoice = UserPrompts.SaveChoice.DISCARD;
        robot.interact(() -> f.window.openFile(file));
        assertEquals(1, f.prompts.asked.size(), f.prompts.asked.toString());
        // While the file is read the user plays on; then the file comes.
        robot.interact(() -> f.model.playMove(1));
        f.prompts.saveChoice = UserPrompts.SaveChoice.CANCEL;
        robot.interact(reads::runAll);
        assertEquals(2, f.prompts.asked.size(), "asked again: " + f.prompts.asked);
        assertEquals(2, f.model.mainLine().size(), "Cancel: the game played meanwhile stays");

        // Nothing done meanwhile: one question, and the file opens.
        f.prompts.asked.clear();
        f.prompts.saveChoice = UserPrompts.SaveChoice.DISCARD;
        robot.interact(() -> f.window.openFile(file));
        robot.interact(reads::runAll);
        assertEquals(1, f.prompts.asked.size(), f.prompts.asked.toString());
        assertEquals("Aibek", f.model.tag("White"));
        assertEquals(List.of(6, 9), f.model.mainLine().stream().map(n -> n.move().hole()).toList());
    }

    /**
     * A study is read twice in the background: the file, then its chapters. Work done on the
     * board while the chapters are read is asked about too (it was replaced unasked).
     */
    @Test
    void workDoneWhileAStudysChaptersAreReadIsAskedAboutWhenTheyCome(FxRobot robot) throws IOException {
        Path study = file.resolveSibling("lessons.pgn");
        Files.writeString(study, "[StudyName \"Lessons\"]\n[ChapterName \"One\"]\n[Result \"*\"]\n\n1. 65(10) 98 *\n");
        robot.interact(() -> otau.ui.study.StudyFeature.install(f.window));
        robot.interact(() -> f.model.playMove(6));
        f.prompts.saveChoice = UserPrompts.SaveChoice.DISCARD;
        robot.interact(() -> f.window.openFile(study));
        robot.interact(() -> reads.run(0));
        assertEquals(1, reads.waiting(), "the chapters are read next");
        robot.interact(() -> f.model.playMove(1));
        f.prompts.saveChoice = UserPrompts.SaveChoice.CANCEL;
        robot.interact(reads::runAll);
        assertEquals(2, f.prompts.asked.size(), "asked again: " + f.prompts.asked);
        assertEquals(null, f.window.document(), "Cancel: no study opened");
        assertEquals(2, f.model.mainLine().size(), "Cancel: the game played meanwhile stays");

        // Asked again and let go: the study opens.
        f.prompts.asked.clear();
        f.prompts.saveChoice = UserPrompts.SaveChoice.DISCARD;
        robot.interact(() -> f.window.openFile(study));
        robot.interact(() -> reads.run(0));
        robot.interact(() -> f.model.playMove(f.model.currentPosition().legalMoves()[0]));
        robot.interact(reads::runAll);
        assertEquals(2, f.prompts.asked.size(), f.prompts.asked.toString());
        assertEquals("Lessons · One", f.window.document().title());
    }
}
