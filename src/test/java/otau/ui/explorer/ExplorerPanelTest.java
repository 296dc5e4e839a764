package otau.ui.explorer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.TableRow;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.game.Position;
import otau.game.Side;
import otau.ui.database.DatabaseTestBench;

@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class ExplorerPanelTest {
    private DatabaseTestBench bench;

    @Start
    void start(Stage stage) throws IOException {
        bench = DatabaseTestBench.withHandGames(stage, "otau-explorer", "hand");
        stage.show();
    }

    private ExplorerPanel panel() {
        return bench.explorer.panel();
    }

    private ResultBar barOf(FxRobot robot, int rowIndex) {
        TableRow<?> row = robot.from(panel().table()).lookup(".table-row-cell")
                .match((TableRow<?> r) -> r.getIndex() == rowIndex && r.getItem() != null).query();
        return robot.from(row).lookup(".result-bar").queryAs(ResultBar.class);
    }

    @Test
    void countsFollowNavigationAndAClickPlaysTheMove(FxRobot robot) {
        // From the start: 7 three times (1-0, 0-1, draw), 6 once (1-0).
        assertEquals(Position.start(), panel().shownPosition());
        assertEquals("4 games reach this position", panel().headerText());
        List<ExplorerRow> rows = panel().rows();
        assertEquals(List.of("76(10)", "65(10)"), rows.stream().map(ExplorerRow::notation).toList());
        assertEquals(3, rows.get(0).games());
        assertEquals(1500.0, rows.get(0).stats().averageRating());
        assertEquals("33% / 33% / 33%", barOf(robot, 0).text());
        assertEquals("100% /  / ", barOf(robot, 1).text());
        assertArrayEquals(new double[] {100, 0, 0}, barOf(robot, 1).shares(), 1e-9);
        assertEquals("3 (75%)", robot.from(panel().table()).lookup(".table-row-cell").match(
                (TableRow<?> r) -> r.getIndex() == 0).lookup(".table-cell").nth(1).queryLabeled().getText());

        // Clicking the first row plays 7 in the game; the panel follows.
        Node row0 = robot.from(panel().table()).lookup(".table-row-cell")
                .match((TableRow<?> r) -> r.getIndex() == 0 && r.getItem() != null).query();
        robot.clickOn(row0);
        assertEquals(Position.start().play(7), bench.model.currentPosition());
        assertEquals(Position.start().play(7), panel().shownPosition());
        assertEquals("3 games reach this position", panel().headerText());
        rows = panel().rows();
        assertEquals(List.of(9, 7), rows.stream().map(ExplorerRow::hole).toList());
        assertEquals("50% /  / 50%", barOf(robot, 0).text());
        assertEquals(" / 100% / ", barOf(robot, 1).text());

        // Back to the start with the model (as the arrow keys do), then into a line no game played.
        robot.interact(bench.model::back);
        assertEquals("4 games reach this position", panel().headerText());
        robot.interact(() -> bench.model.playMove(1));
        assertEquals(List.of(), panel().rows());
        assertEquals("No games in the database reach this position", panel().emptyText());

        // The drawn game ends after 7 7.
        robot.interact(() -> {
            bench.model.back();
            bench.model.playMove(7);
            bench.model.playMove(7);
        });
        assertEquals("1 game reaches this position (1 ended here)", panel().headerText());
        // The game that ended is a row of its own, with its result; a click on it plays nothing.
        rows = panel().rows();
        assertEquals(1, rows.size());
        assertTrue(rows.get(0).endsHere());
        assertEquals("Ended", rows.get(0).notation());
        assertEquals(1, rows.get(0).stats().draws());
        assertEquals(" / 100% / ", barOf(robot, 0).text());
        Position ended = bench.model.currentPosition();
        robot.clickOn(robot.from(panel().table()).lookup(".table-row-cell")
                .match((TableRow<?> r) -> r.getIndex() == 0 && r.getItem() != null).queryAs(Node.class));
        assertEquals(ended, bench.model.currentPosition());
    }

    @Test
    void repertoireMovesCarryAStarAndOnlyTheMoverMayAddThem(FxRobot robot) {
        robot.interact(() -> bench.model.playMove(7));
        robot.interact(() -> bench.explorer.repertoire().addCurrentMove(Side.BLACK));
        assertTrue(bench.window.statusMessage().contains("not made by Black"), bench.window.statusMessage());
        robot.interact(() -> bench.explorer.repertoire().addCurrentMove(Side.WHITE));
        assertEquals("1. 76(10) added to your White repertoire", bench.window.statusMessage());
        // Black's reply 9 and White's next move make a line; only White's moves join White's repertoire.
        robot.interact(() -> {
            bench.model.playMove(9);
            bench.model.playMove(2);
            bench.explorer.repertoire().addLine(Side.WHITE);
        });
        assertEquals("1 move added to your White repertoire", bench.window.statusMessage());
        robot.interact(bench.model::toStart);
        assertTrue(panel().rows().get(0).inRepertoire());
        assertFalse(panel().rows().get(1).inRepertoire());
        assertEquals(1, robot.from(panel().table()).lookup(".repertoire-star").queryAll().size());

        // A repertoire move that no game played still shows, with a star and no statistics.
        robot.interact(() -> bench.explorer.repertoire().addExplorerMove(3));
        ExplorerRow three = panel().rows().get(2);
        assertEquals(3, three.hole());
        assertTrue(three.inRepertoire());
        assertNull(three.stats());
        robot.interact(() -> bench.explorer.repertoire().removeExplorerMove(7));
        assertFalse(panel().rows().get(0).inRepertoire());
    }

    /** While a puzzle (or a game, a lesson, a drill) has the board the explorer is hidden, a note in its place. */
    @Test
    void theExplorerIsHiddenWhileAModeThatHidesTheEngineHasTheBoard(FxRobot robot) {
        robot.interact(() -> bench.window.selectPanel("explorer"));
        assertTrue(panel().isVisible());
        robot.interact(() -> bench.window.boardModes().enter(otau.ui.board.BoardMode.PUZZLE, null, null, null));
        assertFalse(panel().isVisible(), "no statistics or book moves during a puzzle");
        javafx.scene.control.Label note = robot.lookup("#explorer-hidden").queryAs(javafx.scene.control.Label.class);
        assertTrue(note.isVisible());
        assertTrue(note.getText().startsWith("The explorer and the book are hidden"), note.getText());
        robot.interact(() -> bench.window.boardModes().leaveActive());
        assertTrue(panel().isVisible());
        assertFalse(note.isVisible());
    }
}
