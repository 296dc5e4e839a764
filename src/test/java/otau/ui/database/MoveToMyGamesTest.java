package otau.ui.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.db.GameDatabase;
import otau.db.GameSummary;
import otau.game.Position;
import otau.ui.EnglishInterface;

/**
 * The games browser's "Move to My games": the game leaves the open database for My games and
 * the explorer's counts follow (worked out by hand from {@link DatabaseTestBench#handGames()}).
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class MoveToMyGamesTest {
    private DatabaseTestBench bench;

    @Start
    void start(Stage stage) throws Exception {
        bench = DatabaseTestBench.withHandGames(stage, "otau-move-mine", "club");
        stage.show();
    }

    @Test
    void theSelectedGameMovesToMyGamesAndTheCountsFollow(FxRobot robot) throws Exception {
        assertEquals("4 games reach this position", bench.explorer.panel().headerText());
        robot.interact(() -> bench.feature.showBrowser());
        GamesBrowserWindow browser = bench.feature.browser();
        // Erlan's drawn Cup game, the only one that opened 7 7.
        GameSummary erlan = browser.model().rows().stream().filter(g -> "Erlan".equals(g.white())).findFirst()
                .orElseThrow();
        robot.interact(() -> browser.view().table().getSelectionModel().select(erlan));
        robot.interact(() -> robot.lookup("#browser-move-mine").queryButton().fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("Aibek", "Dana", "Dana"),
                browser.model().rows().stream().map(GameSummary::white).sorted().toList());
        assertEquals("3 games reach this position", bench.explorer.panel().headerText());
        try (GameDatabase mine = GameDatabase.open(bench.feature.session().myGamesPath())) {
            assertEquals(1, mine.gameCount());
            assertEquals(1, mine.explorer().explore(Position.start().play(7).play(7)).gamesEnded());
        }
        assertTrue(robot.lookup("#browser-move-mine").queryButton().isDisabled(), "nothing selected now");
        robot.interact(() -> browser.stage().close());
    }
}
