package otau.ui.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.ui.EnglishInterface;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.LayoutAudit;
import otau.ui.Screenshots;
import otau.ui.database.DatabaseTestBench;

/** The explorer's filters as a person uses them: typed bounds, Enter, a wrong date, Clear. */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class ExplorerFiltersTest {
    /** The hand games with time controls: the two Club games at 5 minutes, the Cup games at 10. */
    private static String games() {
        return DatabaseTestBench.handGames().replace("[Event \"Club\"]", "[Event \"Club\"]\n[TimeControl \"300\"]")
                .replace("[Event \"Cup\"]", "[Event \"Cup\"]\n[TimeControl \"600\"]");
    }

    private DatabaseTestBench bench;

    @Start
    void start(Stage stage) throws IOException {
        bench = new DatabaseTestBench(stage, otau.TempFolders.create("otau-explorer-filters"));
        Path file = bench.write("tc.pgn", games());
        bench.openDatabase("tc.db");
        bench.feature.importFiles(List.of(file));
        bench.window.selectPanel("explorer");
        stage.setWidth(1024);
        stage.setHeight(700);
        stage.show();
    }

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    private ExplorerPanel panel() {
        return bench.explorer.panel();
    }

    private void type(FxRobot robot, String id, String text) {
        robot.clickOn("#" + id);
        robot.push(KeyCode.CONTROL, KeyCode.A).eraseText(1);
        robot.write(text);
    }

    @Test
    void ratingTimeControlAndPlayerNarrowTheCountsAndClearBringsThemBack(FxRobot robot) {
        assertEquals("4 games reach this position", panel().headerText());
        robot.clickOn("#explorer-filter-toggle");
        assertTrue(panel().filters().isVisible());

        // Both players rated 1400 or more: only the first Club game (1500/1400).
        type(robot, "explorer-filter-rating-min", "1400");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("1 game reaches this position", panel().headerText());
        assertEquals(List.of(7), panel().rows().stream().map(ExplorerRow::hole).toList());
        assertEquals(1, panel().rows().get(0).stats().whiteWins());

        // Closing the pane leaves a line that says the counts are filtered.
        robot.clickOn("#explorer-filter-toggle");
        assertEquals("Filtered: Rating 1400–", panel().filterSummaryText());
        robot.clickOn("#explorer-filter-toggle");

        // 10 minutes instead of a rating: the two Cup games, one with each first move.
        type(robot, "explorer-filter-rating-min", "");
        @SuppressWarnings("unchecked")
        ComboBox<Integer> time = robot.lookup("#explorer-filter-time").queryAs(ComboBox.class);
        assertEquals(java.util.Arrays.asList(null, 300, 600), time.getItems());
        robot.interact(() -> time.setValue(600));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("2 games reach this position", panel().headerText());
        assertEquals(List.of(6, 7), panel().rows().stream().map(ExplorerRow::hole).sorted().toList());

        // And Aibek as Black among them: the drawn Cup game.
        type(robot, "explorer-filter-player", "aibek");
        robot.clickOn("#explorer-filter-side");
        robot.clickOn("As Black");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("1 game reaches this position", panel().headerText());
        assertEquals(1, panel().rows().get(0).stats().draws());
        // The names suggested for "aibek" come from a thread of their own, perhaps after the
        // click on the side; a list left open would swallow the click on Clear below.
        var names = panel().filters().completion().getAutoCompletionPopup();
        try {
            WaitForAsyncUtils.waitFor(30, java.util.concurrent.TimeUnit.SECONDS, () -> !names.isShowing());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the list of names stays open after the player field lost focus", e);
        }

        robot.clickOn("#explorer-filter-clear");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("4 games reach this position", panel().headerText());
        assertTrue(panel().filters().filter().isEmpty());
    }

    @Test
    void aWrongDateIsNamedAndTheCountsStayAsTheyWere(FxRobot robot) {
        robot.clickOn("#explorer-filter-toggle");
        type(robot, "explorer-filter-date-from", "2024.02");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("3 games reach this position", panel().headerText());
        type(robot, "explorer-filter-date-to", "Jan 2025");
        robot.clickOn("#explorer-filter-apply");
        WaitForAsyncUtils.waitForFxEvents();
        Label problem = robot.lookup("#explorer-filter-problem").queryAs(Label.class);
        assertTrue(problem.isVisible());
        assertEquals("Date: \"Jan 2025\" is not a date (YYYY, YYYY.MM or YYYY.MM.DD)", problem.getText());
        assertEquals("3 games reach this position", panel().headerText());
        type(robot, "explorer-filter-date-to", "2024");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(problem.isVisible());
        assertEquals("2 games reach this position", panel().headerText());
    }

    @Test
    void theFiltersAndTheEndsHereRowAreUnclippedInEveryLanguageAt1024x700(FxRobot robot) throws IOException {
        List<String> problems = new ArrayList<>();
        for (Language l : Language.values()) {
            robot.interact(() -> I18n.setLanguage(l));
            Path dir = otau.TempFolders.create("otau-explorer-filters");
            DatabaseTestBench[] made = new DatabaseTestBench[1];
            robot.interact(() -> {
                Stage s = new Stage();
                made[0] = new DatabaseTestBench(s, dir);
                s.setWidth(1024);
                s.setHeight(700);
            });
            DatabaseTestBench b = made[0];
            Path file = b.write("tc.pgn", games());
            robot.interact(() -> {
                b.openDatabase("tc.db");
                b.feature.importFiles(List.of(file));
                b.window.selectPanel("explorer");
                b.window.stage().show();
                // After 7 7 the drawn game ends: the row of the games that end here shows.
                b.model.playMove(7);
                b.model.playMove(7);
                b.explorer.panel().showFilters(true);
            });
            WaitForAsyncUtils.waitForFxEvents();
            assertTrue(b.explorer.panel().rows().get(0).endsHere(), l + ": the ends-here row");
            robot.interact(() -> problems.addAll(LayoutAudit.problems(b.window.root(), l.tag() + " 1024x700 filters")));
            Screenshots.save(robot, b.window.root(), "layout-" + l.tag() + "-1024-explorer-filters.png");
            robot.interact(() -> b.window.stage().close());
        }
        assertEquals(List.of(), problems);
    }
}
