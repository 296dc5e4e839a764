package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.engine.egtb.ExhaustiveResult;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.SolutionNode;
import otau.ui.EnglishInterface;
import otau.ui.analysis.AnalysisFeature;
import otau.ui.workbench.Command;

/** "Save as puzzle" under a proof of Solve Position: the window opens with the proof's line, nothing typed. */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class SaveProofAsPuzzleTest {
    /**
     * Five stones left, White to move (the position of SolvePositionTest): White wins, and
     * only 9 wins, as the exhaustive search of every reachable position checks below.
     */
    private static final Position SMALL_WIN = Fen.read("0,0,0,X,0,0,1,0,1/1,0,0,0,0,1,0,X,0 78 80 w 1");

    private PuzzleTestSetup t;
    private AnalysisFeature analysis;

    @Start
    void start(Stage stage) throws IOException {
        t = new PuzzleTestSetup(stage);
        analysis = AnalysisFeature.install(t.window);
        analysis.offerSaveAsPuzzle(t.feature::saveProofAsPuzzle);
        t.feature.useProofShown(analysis::proofShown);
        stage.show();
    }

    /** Sets up {@link #SMALL_WIN} and runs Solve Position until its proof (and its Save as Etude button) shows. */
    private void proveSmallWin(FxRobot robot) throws Exception {
        robot.interact(() -> {
            t.window.model().newGameFrom(SMALL_WIN);
            t.window.run(Command.SOLVE_POSITION);
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> robot.lookup("#solve-save-puzzle").tryQuery()
                .map(Node::isVisible).orElse(false));
    }

    @Test
    void saveAsPuzzleOpensWithTheProvenLineFilledIn(FxRobot robot) throws Exception {
        proveSmallWin(robot);
        List<String> shown = new ArrayList<>();
        robot.lookup("#solve-line .pv-move").queryAllAs(Label.class).forEach(l -> shown.add(l.getText()));
        robot.clickOn("#solve-save-puzzle");
        WaitForAsyncUtils.waitForFxEvents();

        SavePuzzleView view = t.feature.saveView();
        assertNotNull(view, "the window is open");
        RadioButton fromProof = (RadioButton) view.lookup("#puzzle-from-proof");
        assertTrue(fromProof.isSelected());
        assertEquals("the solver's proof", fromProof.getText());
        Puzzle draft = view.draft();
        assertEquals(SMALL_WIN, draft.start());
        assertEquals(Goal.Kind.WIN, draft.goal().kind(), "a win for the side to move is a win goal");
        List<Integer> holes = new ArrayList<>();
        for (List<SolutionNode> next = draft.solution(); !next.isEmpty(); next = next.get(0).next()) {
            holes.add(next.get(0).hole());
        }
        assertEquals(shown.size(), holes.size(), "the line shown under the proof: " + shown);
        // Oracle: exhaustive search says 9 is White's only winning move; the line ends in White's win.
        assertEquals(1, ExhaustiveResult.of(SMALL_WIN));
        assertEquals(-1, ExhaustiveResult.of(SMALL_WIN.play(9)));
        assertEquals(9, holes.get(0));
        Position end = SMALL_WIN;
        for (int h : holes) {
            end = end.play(h);
        }
        assertTrue(end.isGameOver() && end.outcome().winner() == Side.WHITE);
        String line = ((Label) view.lookup("#puzzle-line")).getText();
        assertTrue(line.startsWith("White to move (move 1): 91(80) "), line);
        // The verdict is the solver's proof, not an engine's opinion of each move.
        Label verdict = (Label) view.lookup("#puzzle-verdict");
        assertEquals("Proven: White wins (solver)", verdict.getText());
        robot.clickOn("#puzzle-check");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Proven: White wins (solver)", verdict.getText());
        @SuppressWarnings("unchecked")
        javafx.scene.control.ListView<String> failures = (javafx.scene.control.ListView<String>) view.lookup("#puzzle-failures");
        assertTrue(failures.getItems().isEmpty(), "no 'not unique' for a proven win: " + failures.getItems());
        // Another goal is no longer what was proved: the claim goes.
        @SuppressWarnings("unchecked")
        javafx.scene.control.ComboBox<Goal.Kind> goal = (javafx.scene.control.ComboBox<Goal.Kind>) view.lookup("#puzzle-goal");
        robot.interact(() -> goal.setValue(Goal.Kind.GAIN));
        assertFalse(verdict.getText().startsWith("Proven"), verdict.getText());
        robot.interact(() -> goal.setValue(Goal.Kind.WIN));
        assertEquals("Proven: White wins (solver)", verdict.getText());
        // The game itself is untouched: the line went to the window, not into the moves.
        assertTrue(t.window.model().root().children().isEmpty());
        // The game's own lines are still on offer: from its start there is no line yet.
        robot.interact(() -> ((RadioButton) view.lookup("#puzzle-from-start")).setSelected(true));
        assertNull(draftOrNull(view));
        assertFalse(verdict.getText().startsWith("Proven"), "the game's line is not the proof: " + verdict.getText());
    }

    /**
     * A proof that the side to move loses is no etude: the menu's Save Position as Etude does
     * not take it as a proven win (it saved White's losing line as "Proven: Black wins", a win
     * goal for White). Oracle: exhaustive search, the side to move loses.
     */
    @Test
    void aProofOfALossForTheSideToMoveIsNotTakenAsAnEtude(FxRobot robot) throws Exception {
        Position lost = Fen.read("0,0,0,0,0,0,1,1,1/0,0,0,0,0,0,1,1,1 78 78 w 1");
        assertEquals(-1, ExhaustiveResult.of(lost));
        robot.interact(() -> {
            t.window.model().newGameFrom(lost);
            t.window.run(Command.SOLVE_POSITION);
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> analysis.proofShown().isPresent());
        robot.interact(() -> t.window.run(Command.SAVE_AS_PUZZLE));
        SavePuzzleView view = t.feature.saveView();
        assertFalse(((RadioButton) view.lookup("#puzzle-from-proof")).isSelected());
        assertFalse(((Label) view.lookup("#puzzle-verdict")).getText().startsWith("Proven"),
                ((Label) view.lookup("#puzzle-verdict")).getText());
    }

    /**
     * The menu's Analysis → Save Position as Etude does what the proof's own button does while
     * a proof of the position on the board is shown; elsewhere it takes the game's moves.
     */
    @Test
    void theMenuCommandTakesTheProofShownForThePositionOnTheBoard(FxRobot robot) throws Exception {
        proveSmallWin(robot);
        robot.interact(() -> t.window.run(Command.SAVE_AS_PUZZLE));
        SavePuzzleView view = t.feature.saveView();
        assertTrue(((RadioButton) view.lookup("#puzzle-from-proof")).isSelected());
        assertEquals(Goal.Kind.WIN, view.draft().goal().kind());
        assertEquals(9, view.draft().solution().get(0).hole(), "the proof's first move, the only winning one");
        assertEquals("Proven: White wins (solver)", ((Label) view.lookup("#puzzle-verdict")).getText());

        // One move on, no proof is shown for the board: the window takes the game's moves.
        robot.interact(() -> {
            t.feature.saveView().getScene().getWindow().hide();
            t.window.model().playMove(9);
            t.window.run(Command.SAVE_AS_PUZZLE);
        });
        view = t.feature.saveView();
        assertFalse(view.lookup("#puzzle-from-proof").isVisible(), "no proof on offer");
        assertTrue(((RadioButton) view.lookup("#puzzle-from-start")).isSelected());
        assertEquals(List.of(9), List.of(view.draft().solution().get(0).hole()), "the game's one move");
    }

    private static Puzzle draftOrNull(SavePuzzleView view) {
        try {
            return view.draft();
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
