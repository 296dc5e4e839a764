package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Map;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.game.record.GameRecord;
import otau.game.record.RecordReader;

/** A game without a file (from the database, a puzzle) is named by its tags, not "New game". */
@ExtendWith(ApplicationExtension.class)
class GameTitleTest {
    private WorkbenchFixture f;

    @Start
    void start(Stage stage) throws IOException {
        f = new WorkbenchFixture(stage, otau.TempFolders.create("otau-title-test"));
        stage.show();
    }

    @Test
    void aGameFromTheDatabaseIsTitledAndSavedByItsPlayers(FxRobot robot) {
        GameRecord game = RecordReader.readGame("""
                [White "Aibek"]
                [Black "Dana Ö"]
                [Result "*"]

                1. 65(10) *
                """);
        // As the games browser opens it: no file behind it.
        robot.interact(() -> {
            f.model.replaceGame(game, null, "Open from database");
            f.model.markSaved();
        });
        assertTrue(f.window.stage().getTitle().startsWith("Aibek – Dana Ö — "), f.window.stage().getTitle());
        robot.interact(() -> f.model.playMove(5));
        robot.interact(() -> f.window.run(Command.NEW_GAME));
        assertEquals("save changes to Aibek – Dana Ö", f.prompts.asked.get(0));
        robot.interact(() -> f.window.run(Command.SAVE));
        assertEquals("save as Aibek-Dana_Ö.pgn", f.prompts.asked.get(1), "Save goes to Save As with the players' name");
    }

    /** The title is put together from texts ("New game" and the app's name): a language switch redoes it. */
    @Test
    void theTitleOfANewGameFollowsALanguageSwitch(FxRobot robot) {
        otau.ui.Language before = otau.ui.I18n.language();
        robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.ENGLISH));
        robot.interact(() -> f.window.run(Command.NEW_GAME));
        assertTrue(f.window.stage().getTitle().startsWith("New game — "), f.window.stage().getTitle());
        try {
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.RUSSIAN));
            assertTrue(f.window.stage().getTitle().startsWith("Новая партия — "), f.window.stage().getTitle());
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.ENGLISH));
            assertTrue(f.window.stage().getTitle().startsWith("New game — "), f.window.stage().getTitle());
        } finally {
            robot.interact(() -> otau.ui.LanguageSwitch.apply(before));
        }
    }

    @Test
    void namesFromTags() {
        assertEquals("Puzzle t-win", GameTitle.of(null, Map.of("Event", "Puzzle", "Id", "t-win")));
        assertEquals("Puzzle: Count to the win in 6",
                GameTitle.of(null, Map.of("Event", "Puzzle", "Id", "etude-3333b6", "Title", "Count to the win in 6")));
        assertEquals("Aibek – Dana", GameTitle.of(null, Map.of("White", "Aibek", "Black", "Dana", "Event", "?")));
        assertEquals("Puzzle_t-win.pgn", GameTitle.fileName(Map.of("Event", "Puzzle", "Id", "t-win")));
        assertEquals("game.pgn", GameTitle.fileName(Map.of("White", "?", "Black", "?")));
    }
}
