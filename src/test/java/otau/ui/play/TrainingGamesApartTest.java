package otau.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.db.GameDatabase;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.RecordReader;
import otau.play.GameTimeControl;
import otau.play.StrengthLevel;
import otau.ui.EnglishInterface;
import otau.ui.database.DatabaseTestBench;
import otau.ui.explorer.ExplorerPanel;
import otau.ui.explorer.ExplorerRow;

/**
 * A game played against the engine after a reference database was imported: the reference
 * counts stay those of the imported file (counted here from the file itself, without the
 * database), and My games holds the training game. The explorer shows either, or both.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class TrainingGamesApartTest {
    private DatabaseTestBench bench;
    private PlayFeature play;
    private final ScriptedPlayPrompts prompts = new ScriptedPlayPrompts();
    private Path reference;

    @Start
    void start(Stage stage) throws Exception {
        bench = new DatabaseTestBench(stage, otau.TempFolders.create("otau-training-apart"));
        reference = bench.write("masters.pgn", DatabaseTestBench.handGames());
        bench.openDatabase("masters.db");
        bench.feature.importFiles(List.of(reference));
        play = PlayFeature.install(bench.window);
        play.setPrompts(prompts);
        play.setSeeds(() -> 7);
        play.setDatabase(bench.feature.session().myGamesPath());
        bench.window.selectPanel("explorer");
        stage.setWidth(1200);
        stage.setHeight(760);
        stage.show();
    }

    /** First moves of the file's games, counted from the file: the oracle. */
    private static Map<Integer, Integer> firstMovesIn(String text) {
        Map<Integer, Integer> out = new TreeMap<>();
        for (GameRecord g : RecordReader.read(text, "masters.pgn").games()) {
            out.merge(g.mainLine().get(0).move().hole(), 1, Integer::sum);
        }
        return out;
    }

    private static Map<Integer, Integer> shownFirstMoves(ExplorerPanel panel) {
        Map<Integer, Integer> out = new TreeMap<>();
        for (ExplorerRow r : panel.rows()) {
            if (!r.endsHere()) {
                out.put(r.hole(), (int) r.games());
            }
        }
        return out;
    }

    /** The text the source list shows on its button. */
    private static String shownSource(FxRobot robot) {
        return robot.lookup("#explorer-source").queryAs(javafx.scene.control.ComboBox.class).getButtonCell().getText();
    }

    private static void waitFor(BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aTrainingGameGoesToMyGamesAndTheReferenceCountsStayThoseOfTheFile(FxRobot robot) throws Exception {
        String file = java.nio.file.Files.readString(reference);
        Map<Integer, Integer> oracle = firstMovesIn(file);
        int referenceGames = oracle.values().stream().mapToInt(Integer::intValue).sum();
        ExplorerPanel panel = bench.explorer.panel();
        assertEquals(oracle, shownFirstMoves(panel));

        // A game against the engine: the player opens with 6, the engine answers, the player resigns.
        robot.interact(() -> play.begin(new PlaySettings(Position.start(), Side.WHITE, StrengthLevel.of(1),
                GameTimeControl.of(5, 3), false)));
        waitFor(() -> play.controller().game().isHumanToMove() && !play.controller().thinkingProperty().get());
        robot.clickOn("#hole-w6");
        waitFor(() -> play.controller().game().isHumanToMove() && !play.controller().thinkingProperty().get());
        robot.interact(() -> play.controller().resign());
        waitFor(() -> !prompts.results.isEmpty());
        assertFalse(play.controller().isPlaying());

        try (GameDatabase mine = GameDatabase.open(bench.feature.session().myGamesPath());
             GameDatabase masters = GameDatabase.open(bench.dir.resolve("masters.db"))) {
            assertEquals(1, mine.gameCount(), "My games holds the training game");
            assertEquals(referenceGames, masters.gameCount(), "the reference database is untouched");
        }

        // The explorer: the reference as imported, My games alone, and both together.
        robot.interact(() -> bench.model.goTo(bench.model.root()));
        robot.interact(() -> panel.showSource("REFERENCE"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("masters.db", panel.sourceText());
        assertEquals("masters.db", shownSource(robot),
                "the header names the database opened after the explorer was built");
        assertEquals(referenceGames + " games reach this position", panel.headerText());
        assertEquals(oracle, shownFirstMoves(panel));

        robot.interact(() -> panel.showSource("MINE"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("My games", panel.sourceText());
        assertEquals("My games", shownSource(robot));
        assertEquals("1 game reaches this position", panel.headerText());
        assertEquals(Map.of(6, 1), shownFirstMoves(panel));

        robot.interact(() -> panel.showSource("BOTH"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("masters.db + My games", panel.sourceText());
        assertEquals((referenceGames + 1) + " games reach this position", panel.headerText());
        Map<Integer, Integer> both = new TreeMap<>(oracle);
        both.merge(6, 1, Integer::sum);
        assertEquals(both, shownFirstMoves(panel));
        assertTrue(robot.lookup("#explorer-source").tryQuery().isPresent());
    }
}
