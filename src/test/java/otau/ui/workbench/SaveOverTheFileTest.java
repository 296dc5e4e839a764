package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.model.GameOrigin;
import otau.model.files.AutosaveStore;
import otau.model.files.TextDigest;
import otau.ui.EnglishInterface;

/**
 * Save writes a game over its place in its file only when nothing is lost by it: not over a
 * game read only in part (its unread moves), not into a file another program changed since
 * (the place may hold another game), and after a recovery only while the file still holds the
 * text the game was taken from. Each file's text is checked byte for byte after the save.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class SaveOverTheFileTest {
    private static final String TWO_GAMES = """
            [White "Aibek"]
            [Black "Dana"]
            [Result "*"]

            1. 65(10) 98 *

            [White "Bolot"]
            [Black "Cholpon"]
            [Result "*"]

            1. 65(10) 98 2. 11 {after the error} 3. 77 *
            """;
    private static final String OTHER_GAME = "[White \"Erkin\"]\n[Black \"Farida\"]\n[Result \"*\"]\n\n1. 19 *\n\n";

    private WorkbenchFixture f;
    private Path dir;

    @Start
    void start(Stage stage) throws IOException {
        dir = otau.TempFolders.create("otau-save-over");
        f = new WorkbenchFixture(stage, dir);
        stage.show();
    }

    @Test
    void aGameReadOnlyInPartIsSavedToANewFileNeverOverItsUnreadMoves(FxRobot robot) throws IOException {
        Path club = Files.writeString(dir.resolve("club.pgn"), TWO_GAMES);
        f.prompts.gameToPick = 1;
        robot.interact(() -> f.window.openFile(club));
        assertEquals("Bolot", f.model.tag("White"));
        assertTrue(f.model.isModified(), "a game read in part is not its file's");

        // Save asks for a new file, saying why; no file chosen: nothing written.
        robot.interact(() -> f.window.run(Command.SAVE));
        assertEquals("save as Bolot-Cholpon.pgn", f.prompts.asked.get(f.prompts.asked.size() - 1));
        assertTrue(f.prompts.saveAsTitles.get(0).contains("game 2 of club.pgn could be read only in part"),
                f.prompts.saveAsTitles.toString());
        assertEquals(TWO_GAMES, Files.readString(club));

        // A new file: the game goes there, the old file keeps its unread moves.
        f.prompts.fileToSave = dir.resolve("bolot.pgn");
        robot.interact(() -> f.window.run(Command.SAVE));
        assertEquals(TWO_GAMES, Files.readString(club));
        assertTrue(Files.readString(f.prompts.fileToSave).contains("[White \"Bolot\"]"));
        assertTrue(!f.model.isModified());
    }

    @Test
    void aFileOpenedAgainAndLeftUnpickedStillGuardsTheGameTakenFromItBefore(FxRobot robot) throws IOException {
        Path club = Files.writeString(dir.resolve("club.pgn"), TWO_GAMES);
        f.prompts.gameToPick = 0;
        robot.interact(() -> f.window.openFile(club));
        // Another program puts a game in front: the board's game is now the file's second.
        String changed = OTHER_GAME + TWO_GAMES;
        Files.writeString(club, changed);
        f.prompts.gameToPick = -1;
        robot.interact(() -> f.window.openFile(club));
        assertEquals("Aibek", f.model.tag("White"), "no game picked: the board keeps its game");

        robot.interact(() -> {
            f.model.goTo(f.model.mainLine().get(f.model.mainLine().size() - 1));
            f.model.playMove(f.model.currentPosition().legalMoves()[0]);
        });
        robot.interact(() -> f.window.run(Command.SAVE));
        assertEquals(changed, Files.readString(club), "Erkin's game was not written over");
        assertTrue(f.model.isModified());
        assertTrue(problemShown(robot, "was changed or removed by another program"), "the reason shown");
    }

    @Test
    void aRecoveredGameIsSavedIntoItsFileOnlyWhileTheFileIsAsItWas(FxRobot robot) throws IOException {
        Path club = Files.writeString(dir.resolve("club.pgn"), TWO_GAMES.replace(" {after the error} 3. 77", ""));
        String asOpened = Files.readString(club);
        String work = "[White \"Bolot\"]\n[Black \"Cholpon\"]\n[Result \"*\"]\n\n1. 65(10) 98 2. 11 *\n";
        leaveUnsaved(work, new GameOrigin(club, 1), TextDigest.of(asOpened));

        // The file as it was: the game goes back into its place.
        robot.interact(() -> f.window.offerRecovery());
        assertEquals("Bolot", f.model.tag("White"));
        robot.interact(() -> f.window.run(Command.SAVE));
        String saved = Files.readString(club);
        assertTrue(saved.startsWith(asOpened.substring(0, asOpened.indexOf("[White \"Bolot\"]"))), saved);
        assertTrue(saved.contains("2. 11"), saved);
        assertTrue(!f.model.isModified());
    }

    @Test
    void aRecoveredGameIsNotSavedIntoAFileChangedSinceOrOneWhoseTextIsUnknown(FxRobot robot) throws IOException {
        Path club = Files.writeString(dir.resolve("club.pgn"), TWO_GAMES);
        String digest = TextDigest.of(TWO_GAMES);
        String changed = OTHER_GAME + TWO_GAMES;
        Files.writeString(club, changed);
        leaveUnsaved("[White \"Bolot\"]\n[Result \"*\"]\n\n1. 65(10) *\n", new GameOrigin(club, 1), digest);

        robot.interact(() -> f.window.offerRecovery());
        robot.interact(() -> f.window.run(Command.SAVE));
        assertEquals(changed, Files.readString(club), "the game now second (Aibek's) was not written over");
        assertTrue(problemShown(robot, "was changed by another program since the unsaved work"), "the reason shown");

        // An autosave that does not say what the file held (an older one): Save asks for a new file.
        Path other = Files.writeString(dir.resolve("other.pgn"), changed);
        robot.interact(() -> f.model.newGame());
        leaveUnsaved("[White \"Bolot\"]\n[Result \"*\"]\n\n1. 65(10) *\n", new GameOrigin(other, 1), null);
        robot.interact(() -> f.window.offerRecovery());
        robot.interact(() -> f.window.run(Command.SAVE));
        assertEquals(changed, Files.readString(other));
        assertTrue(f.prompts.saveAsTitles.get(f.prompts.saveAsTitles.size() - 1)
                .contains("whether other.pgn still holds this game cannot be checked"), f.prompts.saveAsTitles.toString());
    }

    /** True when a note on screen (the failed save's) says {@code words}. */
    private static boolean problemShown(FxRobot robot, String words) {
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup(n -> n instanceof javafx.scene.control.Labeled l && l.getText() != null
                && l.getText().contains(words)).tryQuery().isPresent();
    }

    /** An earlier session's autosave of {@code text}, as a crash leaves it. */
    private void leaveUnsaved(String text, GameOrigin origin, String fileDigest) throws IOException {
        try (AutosaveStore crashed = new AutosaveStore(dir.resolve("autosave"))) {
            crashed.save(text, origin, fileDigest, Instant.now());
        }
    }
}
