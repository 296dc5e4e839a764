package otau.ui.database;

import otau.ui.Screenshots;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Random;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.selfplay.GreedyMaterialPicker;

/**
 * Fills a demo database through the Database menu's flow (self-play, then import) and
 * renders the explorer panel, the whole workbench with it, and the games browser to PNG
 * files under {@code target/screenshots/}.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class DatabaseScreenshotTest {
    private DatabaseTestBench bench;

    @Start
    void start(Stage stage) throws IOException {
        bench = new DatabaseTestBench(stage, otau.TempFolders.create("otau-dbshots"));
        stage.show();
    }

    @Test
    void demoDatabaseExplorerAndBrowser(FxRobot robot) throws IOException {
        // The quick greedy players keep the test short; the menu uses the engine.
        robot.interact(() -> bench.feature.createDemo(bench.dir.resolve("demo.db"), 60,
                (random, name) -> new GreedyMaterialPicker(new Random(name.hashCode()), name)));
        assertEquals(1, bench.summaries.size());
        assertTrue(bench.summaries.get(0).headline().startsWith("60 games imported"),
                bench.summaries.get(0).headline());
        assertEquals(60, bench.feature.session().current().gameCount());
        assertTrue(bench.explorer.panel().headerText().startsWith("60 games"),
                bench.explorer.panel().headerText());

        robot.interact(() -> {
            bench.window.selectPanel("explorer");
            bench.model.playMove(bench.explorer.panel().rows().get(0).hole());
        });
        Screenshots.save(robot, bench.explorer.panel(), "explorer.png");
        Screenshots.save(robot, bench.window.root(), "workbench-explorer.png");

        robot.interact(() -> bench.feature.showGamesAt(bench.model.currentPosition().hash()));
        GamesBrowserWindow browser = bench.feature.browser();
        long reaching = browser.model().totalProperty().get();
        assertTrue(reaching > 0 && reaching < 60, "games reaching the position: " + reaching);
        assertEquals(reaching, bench.explorer.panel().rows().stream().mapToLong(r -> r.games()).sum()
                + endedAt(), "the browser lists the games the explorer counts");
        Screenshots.save(robot, browser.view(), "games-browser-position.png");
        robot.interact(() -> robot.lookup("#browser-position-clear").queryButton().fire());
        assertEquals(60, browser.model().totalProperty().get());
        Screenshots.save(robot, browser.view(), "games-browser.png");
    }

    private long endedAt() {
        String header = bench.explorer.panel().headerText();
        int open = header.indexOf('(');
        return open < 0 ? 0 : Long.parseLong(header.substring(open + 1).replaceAll("\\D.*", ""));
    }

}
