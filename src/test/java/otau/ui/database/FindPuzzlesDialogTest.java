package otau.ui.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.mine.BlunderGames;
import otau.ui.EnglishInterface;
import otau.ui.workbench.Command;

/** Database → Find Puzzles in These Games… over a tiny database of crafted games with one known blunder. */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class FindPuzzlesDialogTest {
    private DatabaseTestBench bench;

    @Start
    void start(Stage stage) throws IOException {
        bench = new DatabaseTestBench(stage, Files.createTempDirectory("otau-find-puzzles"));
        stage.show();
    }

    @Test
    void findsThePuzzleOfOnePlayersGameAndSavesIt(FxRobot robot) throws IOException {
        robot.interact(() -> bench.openDatabase("games.db"));
        // White blunders at ply 22; Black (Bob) could have won 5 stones. A second game has no mistake.
        GameRecord blunder = BlunderGames.game(34, Set.of(22));
        GameRecord sound = BlunderGames.game(30, Set.of());
        sound.tags().put("White", "Bob");
        sound.tags().put("Black", "Carol");
        sound.tags().put("Round", "2");
        robot.interact(() -> {
            bench.feature.session().current().addGame(blunder, "test");
            bench.feature.session().current().addGame(sound, "test");
        });
        Path out = bench.dir.resolve("bob-puzzles.pgn");

        DialogPane form = open(robot, "find-puzzles");
        robot.interact(() -> {
            ((RadioButton) form.lookup("#find-puzzles-player")).setSelected(true);
            ((TextField) form.lookup("#find-puzzles-name")).setText("Bob");
            ((TextField) form.lookup("#find-puzzles-out")).setText(out.toString());
        });
        assertTrue(((RadioButton) form.lookup("#find-puzzles-all")).getText().contains("(2)"));
        press(robot, form, ButtonBar.ButtonData.OK_DONE);
        DialogPane done = open(robot, "find-puzzles-done");
        assertTrue(done.getContentText().startsWith("1 puzzles found and saved to bob-puzzles.pgn"), done.getContentText());
        press(robot, done, ButtonBar.ButtonData.NO);

        List<Puzzle> puzzles = PuzzleCollection.read(out).puzzles();
        assertEquals(1, puzzles.size());
        Puzzle p = puzzles.get(0);
        assertEquals(Side.BLACK, p.solver(), "Bob's chance: he played Black in the game with the blunder");
        assertEquals(List.of(9, 5, 4), p.mainLine());
        assertTrue(p.source().startsWith("games.db, game 1 (2026.01.01), ply 24"), p.source());
        assertTrue(!p.source().contains("Bob") && !p.source().contains("Alice"), "no player names: " + p.source());
    }

    /** Waits for the dialog pane with this id in a newly shown window. */
    private DialogPane open(FxRobot robot, String id) {
        if (id.equals("find-puzzles")) {
            robot.interact(() -> Platform.runLater(() -> bench.window.run(Command.FIND_PUZZLES)));
        }
        WaitForAsyncUtils.waitForFxEvents();
        for (int tries = 0; tries < 100; tries++) {
            for (Window w : robot.listWindows()) {
                if (w.isShowing() && w.getScene() != null && w.getScene().getRoot() instanceof DialogPane pane
                        && id.equals(pane.getId())) {
                    return pane;
                }
            }
            WaitForAsyncUtils.sleep(100, java.util.concurrent.TimeUnit.MILLISECONDS);
        }
        throw new AssertionError("no dialog " + id + " opened");
    }

    private static void press(FxRobot robot, DialogPane pane, ButtonBar.ButtonData data) {
        ButtonType type = pane.getButtonTypes().stream().filter(t -> t.getButtonData() == data).findFirst().orElseThrow();
        Button b = (Button) pane.lookupButton(type);
        robot.interact(() -> Platform.runLater(b::fire));
        WaitForAsyncUtils.waitForFxEvents();
    }
}
