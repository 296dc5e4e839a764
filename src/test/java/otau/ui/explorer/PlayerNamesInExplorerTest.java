package otau.ui.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.db.GameDatabase;
import otau.db.HandGames;
import otau.ui.EnglishInterface;
import otau.ui.database.DatabaseTestBench;

/**
 * The explorer's player field as a person uses it on a database that spells one player
 * several ways: suggestions while typing, counts that follow the typing without Enter, and
 * the same-player dialog joining spellings. Counts are worked out by hand from the games.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class PlayerNamesInExplorerTest {
    /**
     * G1 Шыңғыс Сырбай – Фоосов Ерлан, 7; G2 Шынгыс Сырбай – Аида, 7; G3 Аида – Сырбай Ш., 6;
     * G4 Фоосов Ерлан – Аида, 6; G5 Shyngys Syrbay – Аида, 7.
     */
    static String games() {
        return HandGames.game("Masters", "2023.01.01", "Шыңғыс Сырбай", "Фоосов Ерлан", "1-0", "2100", "2000", "1. 7 9")
                + HandGames.game("Masters", "2023.01.02", "Шынгыс Сырбай", "Аида", "0-1", "2050", "1900", "1. 7 7")
                + HandGames.game("Masters", "2023.01.03", "Аида", "Сырбай Ш.", "1/2-1/2", null, null, "1. 6 9")
                + HandGames.game("Masters", "2023.01.04", "Фоосов Ерлан", "Аида", "1-0", null, null, "1. 6 9")
                + HandGames.game("Masters", "2023.01.05", "Shyngys Syrbay", "Аида", "1-0", null, null, "1. 7 9");
    }

    private DatabaseTestBench bench;

    @Start
    void start(Stage stage) throws Exception {
        bench = new DatabaseTestBench(stage, otau.TempFolders.create("otau-explorer-names"));
        Path file = bench.write("m.pgn", games());
        bench.openDatabase("m.db");
        bench.feature.importFiles(List.of(file));
        bench.window.selectPanel("explorer");
        stage.setWidth(1200);
        stage.setHeight(760);
        stage.show();
    }

    private static void waitFor(BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void typingSuggestsAndFiltersWithoutEnterAndTheSamePlayerDialogJoinsSpellings(FxRobot robot) throws Exception {
        ExplorerPanel panel = bench.explorer.panel();
        assertEquals("5 games reach this position", panel.headerText());
        robot.interact(() -> panel.showFilters(true));
        var completion = panel.filters().completion();
        robot.clickOn("#explorer-filter-player");
        robot.write("фоос");
        // No Enter: the counts follow a short pause after the last key.
        waitFor(() -> panel.headerText().equals("2 games reach this position"));
        waitFor(() -> completion.getAutoCompletionPopup().getSuggestions().contains("Фоосов Ерлан"));
        assertEquals(List.of("Фоосов Ерлан"), List.copyOf(completion.getAutoCompletionPopup().getSuggestions()));
        robot.interact(() -> completion.getAutoCompletionPopup().hide());

        // Typed without the Kazakh letters, the name still finds both spellings that have it.
        robot.interact(() -> robot.lookup("#explorer-filter-player").queryTextInputControl().setText("шынгыс"));
        waitFor(() -> panel.headerText().equals("2 games reach this position"));

        // The same-player dialog: join the three spellings of Шыңғыс Сырбай.
        robot.interact(() -> completion.getAutoCompletionPopup().hide());
        robot.interact(() -> robot.lookup("#explorer-same-player").queryButton().fire());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> robot.lookup("#same-player-search").queryTextInputControl().setText("сырбай"));
        @SuppressWarnings("unchecked")
        ListView<String> names = robot.lookup("#same-player-names").queryAs(ListView.class);
        waitFor(() -> names.getItems().size() == 3);
        assertEquals(List.of("Сырбай Ш.", "Шынгыс Сырбай", "Шыңғыс Сырбай"), names.getItems());
        robot.interact(() -> {
            names.getSelectionModel().clearSelection();
            names.getSelectionModel().select("Шыңғыс Сырбай");
            names.getSelectionModel().select("Сырбай Ш.");
            robot.lookup("#same-player-join").queryButton().fire();
        });
        WaitForAsyncUtils.waitForFxEvents();
        // "шынгыс" now counts G1, G2 and, through the joined spelling, G3.
        waitFor(() -> panel.headerText().equals("3 games reach this position"));
        assertEquals("2 names now count as Шыңғыс Сырбай",
                robot.lookup("#same-player-status").queryLabeled().getText());
        assertEquals("Сырбай Ш. → Шыңғыс Сырбай", robot.from(names).lookup(".list-cell").queryAllAs(
                javafx.scene.control.ListCell.class).stream().map(c -> c.getText()).filter(t -> t != null
                && t.startsWith("Сырбай Ш.")).findFirst().orElse(""));

        // Separate undoes it.
        robot.interact(() -> {
            names.getSelectionModel().clearSelection();
            names.getSelectionModel().select("Сырбай Ш.");
            robot.lookup("#same-player-separate").queryButton().fire();
        });
        waitFor(() -> panel.headerText().equals("2 games reach this position"));
        try (GameDatabase db = GameDatabase.open(bench.dir.resolve("m.db"))) {
            assertTrue(db.aliases().groups().isEmpty());
        }
        robot.interact(() -> robot.lookup("#same-player-dialog").query().getScene().getWindow().hide());
    }
}
