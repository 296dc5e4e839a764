package otau.ui.database;

import otau.db.HandGames;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.TableColumn;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.db.GameFilter;
import otau.db.GameSummary;
import otau.game.Position;
import otau.ui.workbench.UserPrompts;

@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class ImportAndBrowserTest {
    private DatabaseTestBench bench;

    @Start
    void start(Stage stage) throws IOException {
        bench = new DatabaseTestBench(stage, otau.TempFolders.create("otau-dbui"));
        stage.show();
    }

    private List<String> whites() {
        return bench.feature.browser().model().rows().stream().map(GameSummary::white).toList();
    }

    private static void doubleClick(Node node) {
        javafx.event.Event.fireEvent(node, new MouseEvent(MouseEvent.MOUSE_CLICKED, 5, 5, 5, 5, MouseButton.PRIMARY, 2,
                false, false, false, false, true, false, false, true, false, true, null));
    }

    @Test
    void importListsTheBrokenGameAndTheBrowserFiltersSortsAndOpens(FxRobot robot) throws IOException {
        Path file = bench.write("club.pgn", HandGames.game("Club", "2024.01.10", "Aibek", "Dana", "1-0", "1500", "1400", "1. 7 9")
                + DatabaseTestBench.brokenGame()
                + HandGames.game("Club", "2024.02.11", "Dana", "Aibek", "0-1", "1600", "1300", "1. 7 9")
                + HandGames.game("Cup", "2024.03.12", "Erlan", "Aibek", "1/2-1/2", "1400", null, "1. 7 7")
                + HandGames.game("Cup", "2025.01.05", "Dana", "Erlan", "1-0", null, null, "1. 6 9"));
        robot.interact(() -> {
            bench.openDatabase("games.db");
            bench.feature.importFiles(List.of(file));
        });
        assertEquals(1, bench.summaries.size());
        ImportSummary summary = bench.summaries.get(0);
        assertTrue(summary.headline().startsWith("4 games imported, 0 duplicates skipped, 1 broken"),
                summary.headline());
        // And where they went: the user may never have chosen a database.
        Path db = bench.feature.session().current().file();
        assertTrue(summary.headline().endsWith("\nInto the database games.db (in " + db.toAbsolutePath().getParent() + ")"),
                summary.headline());
        assertEquals(1, summary.problems().size());
        // The broken game is the second of the file: game 1 takes lines 1-12, game 2's moves are on line 21.
        assertTrue(summary.problems().get(0).startsWith("club.pgn · game 2 · line 21 · move 1... '91'"), summary.problems().get(0));

        // The same file again: everything is a duplicate.
        robot.interact(() -> bench.feature.importFiles(List.of(file)));
        assertTrue(bench.summaries.get(1).headline().startsWith("0 games imported, 4 duplicates skipped"),
                bench.summaries.get(1).headline());

        robot.interact(bench.feature::showBrowser);
        GamesBrowserWindow browser = bench.feature.browser();
        assertEquals(List.of("Aibek", "Dana", "Erlan", "Dana"), whites());
        assertTrue(browser.view().pageText().contains("1–4 of 4"), browser.view().pageText());

        robot.interact(() -> {
            robot.lookup("#browser-player").queryTextInputControl().setText("erlan");
            robot.lookup("#browser-player").queryAs(javafx.scene.control.TextField.class).fireEvent(
                    new javafx.event.ActionEvent());
        });
        assertEquals(List.of("Erlan", "Dana"), whites());
        assertEquals("erlan", browser.model().filterProperty().get().player());
        robot.interact(() -> {
            robot.lookup("#browser-side").queryAs(ChoiceBox.class).setValue(GameFilter.PlayerSide.BLACK);
            browser.view().applyFilter();
        });
        assertEquals(List.of("Dana"), whites());
        assertTrue(browser.view().pageText().contains("of 1"), browser.view().pageText());

        robot.interact(() -> {
            robot.lookup("#browser-clear").queryButton().fire();
            robot.lookup("#browser-min-moves").queryTextInputControl().setText("x");
            robot.lookup("#browser-search").queryButton().fire();
        });
        assertTrue(robot.lookup("#browser-filter-error").queryLabeled().getText().contains("'x'"));

        // Sorting by the White column asks the database for a new order, both ways.
        robot.interact(() -> {
            robot.lookup("#browser-clear").queryButton().fire();
            var table = browser.view().table();
            TableColumn<GameSummary, ?> white = table.getColumns().get(0);
            white.setSortType(TableColumn.SortType.ASCENDING);
            table.getSortOrder().setAll(List.of(white));
        });
        assertEquals(List.of("Aibek", "Dana", "Dana", "Erlan"), whites());
        robot.interact(() -> browser.view().table().getColumns().get(0).setSortType(TableColumn.SortType.DESCENDING));
        assertEquals(List.of("Erlan", "Dana", "Dana", "Aibek"), whites());

        // Typing in the player field suggests the database's names (ControlsFX auto-completion).
        var completion = browser.view().completion(otau.db.GameBrowser.NameField.PLAYER);
        robot.interact(() -> {
            var field = robot.lookup("#browser-player").queryTextInputControl();
            field.requestFocus();
            field.setText("er");
        });
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        long until = System.currentTimeMillis() + 30_000;
        while (!completion.getAutoCompletionPopup().getSuggestions().contains("Erlan")
                && System.currentTimeMillis() < until) {
            org.testfx.util.WaitForAsyncUtils.sleep(50, java.util.concurrent.TimeUnit.MILLISECONDS);
        }
        assertEquals(List.of("Erlan"), List.copyOf(completion.getAutoCompletionPopup().getSuggestions()));
        robot.interact(() -> {
            completion.getAutoCompletionPopup().hide();
            robot.lookup("#browser-clear").queryButton().fire();
        });

        // A game with unsaved moves: cancelling the question keeps it.
        robot.interact(() -> {
            bench.model.playMove(3);
            browser.stage().toFront();
        });
        Position edited = bench.model.currentPosition();
        bench.prompts.saveChoice = UserPrompts.SaveChoice.CANCEL;
        // Events go straight to the browser's nodes: the robot's pointer would hit whichever window is on top.
        Node firstRow = robot.from(browser.view().table()).lookup(".table-row-cell")
                .match((javafx.scene.control.TableRow<?> r) -> r.getIndex() == 0 && r.getItem() != null).query();
        robot.interact(() -> doubleClick(firstRow));
        assertEquals(1, bench.prompts.asked.size(), bench.prompts.asked.toString());
        assertEquals(edited, bench.model.currentPosition());

        bench.prompts.saveChoice = UserPrompts.SaveChoice.DISCARD;
        robot.interact(() -> {
            var table = browser.view().table();
            table.getSelectionModel().select(0);
            javafx.event.Event.fireEvent(table, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.ENTER,
                    false, false, false, false));
        });
        assertEquals("Erlan", bench.model.tag("White"));
        assertEquals("Aibek", bench.model.tag("Black"));
        assertEquals(2, bench.model.mainLine().size());
        assertTrue(!bench.model.isModified(), "a game just read from the database has nothing to save");
        robot.interact(bench.model::undo);
        assertEquals(edited, bench.model.currentPosition());

        // The Open button opens the selected game too (nothing to save now: no question).
        robot.interact(() -> {
            bench.model.markSaved();
            browser.view().table().getSelectionModel().select(3);
            robot.lookup("#browser-open").queryButton().fire();
        });
        assertEquals("Aibek", bench.model.tag("White"));
        assertEquals(2, bench.prompts.asked.size(), bench.prompts.asked.toString());
        assertNotNull(bench.feature.session().current());
    }
}
