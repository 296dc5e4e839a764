package otau.ui.database;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.event.Event;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.db.HandGames;
import otau.ui.EnglishInterface;

/** The games browser's keys: Enter in the player field searches and closes the name list; Esc closes the window. */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class GamesBrowserKeysTest {
    private DatabaseTestBench bench;

    @Start
    void start(Stage stage) throws IOException {
        bench = new DatabaseTestBench(stage, otau.TempFolders.create("otau-browser-keys"));
        stage.show();
    }

    @Test
    void enterClosesTheSuggestionsAndEscClosesTheBrowser(FxRobot robot) throws Exception {
        Path file = bench.write("club.pgn",
                HandGames.game("Club", "2024.01.10", "Aibek", "Dana", "1-0", null, null, "1. 7 9")
                + HandGames.game("Cup", "2024.03.12", "Erlan", "Aibek", "1/2-1/2", null, null, "1. 7 7"));
        robot.interact(() -> {
            bench.openDatabase("games.db");
            bench.feature.importFiles(List.of(file));
        });
        robot.interact(bench.feature::showBrowser);
        GamesBrowserWindow browser = bench.feature.browser();
        var completion = browser.view().completion(otau.db.GameBrowser.NameField.PLAYER);
        TextField player = (TextField) robot.lookup("#browser-player").queryTextInputControl();
        robot.interact(() -> {
            browser.stage().requestFocus();
            player.requestFocus();
            player.setText("er");
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> completion.getAutoCompletionPopup().isShowing());

        assertTrue(player.isFocused() && browser.stage().isFocused(), "the keyboard is in the player field");
        // Through the window, as a keyboard sends it (the open list sees the key first).
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(completion.getAutoCompletionPopup().isShowing(), "Enter searched and closed the name list");

        // Typed quickly: the names arrive after the Enter and must not open the list then.
        robot.interact(() -> {
            player.setText("ai");
            Event.fireEvent(player, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.ENTER, false, false, false, false));
        });
        WaitForAsyncUtils.sleep(1500, TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(completion.getAutoCompletionPopup().isShowing(), "names found after the Enter stay hidden");

        robot.interact(() -> Event.fireEvent(player,
                new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.ESCAPE, false, false, false, false)));
        assertFalse(browser.stage().isShowing(), "Esc closed the games browser");
        assertTrue(bench.feature.browser() == browser);
    }
}
