package otau.ui.database;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.ui.EnglishInterface;

/**
 * Create Demo Database never fills a database that is already there (its engine games would go
 * in among the user's own, for good), as New Database refuses one; the count typed is checked
 * in the dialog. The oracle: the file's bytes before, and counts fixed by hand.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class DemoDatabaseRefusalTest {
    private DatabaseTestBench bench;

    @Start
    void start(Stage stage) throws IOException {
        bench = DatabaseTestBench.withHandGames(stage, "otau-demo-refusal", "club");
        stage.show();
    }

    @Test
    void anExistingDatabaseIsNotFilledWithDemoGames(FxRobot robot) throws IOException {
        Path file = bench.feature.session().current().file();
        long games = bench.feature.session().current().gameCount();
        byte[] before = Files.readAllBytes(file);
        boolean[] asked = {true};
        robot.interact(() -> asked[0] = bench.feature.createDemoDatabaseIn(file));
        assertFalse(asked[0], "refused before the number of games is asked");
        assertEquals("club.db already exists: open it with Database → Open Database, or choose a new name",
                bench.window.statusMessage());
        assertArrayEquals(before, Files.readAllBytes(file));
        assertEquals(games, bench.feature.session().current().gameCount(), "no game added");
    }

    @Test
    void theCountOfGamesIsCheckedAsItIsTyped() {
        assertEquals(200, DatabaseFeature.demoGames(" 200 "));
        assertEquals(1, DatabaseFeature.demoGames("1"));
        assertEquals(100_000, DatabaseFeature.demoGames("100000"));
        for (String bad : new String[] {"0", "-3", "100001", "two hundred", "", "2e3"}) {
            assertEquals(-1, DatabaseFeature.demoGames(bad), bad);
        }
    }
}
