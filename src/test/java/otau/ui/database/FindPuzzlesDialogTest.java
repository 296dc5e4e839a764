package otau.ui.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import otau.engine.search.SearchEngine;
import otau.puzzle.PuzzleVerifier;
import otau.puzzle.SolveCriteria;
import otau.puzzle.mine.BlunderGames;
import otau.puzzle.mine.PuzzleGenerator;
import otau.puzzle.solve.EngineSolver;
import otau.ui.EnglishInterface;
import otau.ui.workbench.Command;

/** Database → Find Puzzles in These Games… over a tiny database of crafted games with one known blunder, mined by the engine. */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class FindPuzzlesDialogTest {
    private DatabaseTestBench bench;

    @Start
    void start(Stage stage) throws IOException {
        bench = new DatabaseTestBench(stage, otau.TempFolders.create("otau-find-puzzles"));
        stage.show();
    }

    @Test
    void findsThePuzzlesOfOnePlayersGameAndSavesThem(FxRobot robot) throws IOException {
        robot.interact(() -> bench.openDatabase("games.db"));
        // Bob blunders at ply 22 of the first game (he is White there); Alice has the chances
        // after it. The second game, Carol against Dave, has no mistake.
        GameRecord blunder = BlunderGames.game(34, Set.of(22));
        blunder.tags().put("White", "Bob");
        blunder.tags().put("Black", "Alice");
        GameRecord sound = BlunderGames.game(30, Set.of());
        sound.tags().put("White", "Carol");
        sound.tags().put("Black", "Dave");
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
        List<Puzzle> puzzles = PuzzleCollection.read(out).puzzles();
        assertFalse(puzzles.isEmpty(), "the engine finds Bob's chances after Alice's replies");
        assertTrue(done.getContentText().startsWith(puzzles.size() + " puzzles found and saved to bob-puzzles.pgn"),
                done.getContentText());
        press(robot, done, ButtonBar.ButtonData.NO);

        try (SearchEngine engine = new SearchEngine()) {
            PuzzleVerifier engineJudge = new PuzzleVerifier(new EngineSolver(engine),
                    SolveCriteria.engine(PuzzleGenerator.ENGINE_DEPTH));
            for (Puzzle p : puzzles) {
                assertEquals(Side.WHITE, p.solver(), p.id() + ": only Bob's chances, and he played White");
                assertTrue(p.source().startsWith("games.db, game 1 (2026.01.01), ply "), p.source());
                assertTrue(!p.source().contains("Bob") && !p.source().contains("Alice"), "no player names: " + p.source());
                assertEquals(List.of(), engineJudge.verify(p), p.id() + " is proved by the engine it was mined with");
            }
        }
    }

    /**
     * Find never replaces puzzles unasked: the default file is a new name beside the one there,
     * a file named that exists is replaced only after "Replace?" (Cancel keeps the dialog and
     * the file), and a blank player's name keeps Find greyed (it would mine every game).
     */
    @Test
    void anExistingCollectionIsNotReplacedUnasked(FxRobot robot) throws IOException {
        robot.interact(() -> bench.openDatabase("games.db"));
        Path mine = bench.dir.resolve("my-puzzles.pgn");
        java.nio.file.Files.writeString(mine, "[Event \"mine\"]\n\n*\n");
        byte[] before = java.nio.file.Files.readAllBytes(mine);
        DialogPane form = open(robot, "find-puzzles");
        TextField out = (TextField) form.lookup("#find-puzzles-out");
        assertEquals(bench.dir.resolve("my-puzzles-2.pgn").toAbsolutePath().toString(), out.getText(), "a fresh name");
        Button find = (Button) form.lookupButton(form.getButtonTypes().stream()
                .filter(t -> t.getButtonData() == ButtonBar.ButtonData.OK_DONE).findFirst().orElseThrow());
        robot.interact(() -> ((RadioButton) form.lookup("#find-puzzles-player")).setSelected(true));
        assertTrue(find.isDisabled(), "no player's name yet");
        robot.interact(() -> ((TextField) form.lookup("#find-puzzles-name")).setText("Bob"));
        assertFalse(find.isDisabled());
        robot.interact(() -> out.setText(mine.toString()));
        press(robot, form, ButtonBar.ButtonData.OK_DONE);
        DialogPane asked = null;
        for (Window w : robot.listWindows()) {
            if (w.isShowing() && w.getScene() != null && w.getScene().getRoot() instanceof DialogPane p
                    && "Replace my-puzzles.pgn?".equals(p.getHeaderText())) {
                asked = p;
            }
        }
        assertTrue(asked != null, "asked before replacing");
        assertEquals("my-puzzles.pgn is already there. The puzzles found will replace what it holds.", asked.getContentText());
        press(robot, asked, ButtonBar.ButtonData.CANCEL_CLOSE);
        assertTrue(form.getScene().getWindow().isShowing(), "Cancel keeps the dialog");
        org.junit.jupiter.api.Assertions.assertArrayEquals(before, java.nio.file.Files.readAllBytes(mine));
        robot.interact(() -> form.getScene().getWindow().hide());
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
