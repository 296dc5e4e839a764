package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static otau.ui.ShownText.plain;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.Solver;
import otau.engine.solve.Verdict;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;
import otau.model.GameNode;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.SolutionNode;
import otau.ui.EnglishInterface;
import otau.ui.puzzle.TrainerController.Phase;

/**
 * Show solution in a draw etude after a move off the composer's line that is proved only to keep
 * the draw (whether the solver wins still open): the solution is played out on the board, each of
 * the solver's moves proved as it is played, to the end of the game. A node budget on each solve
 * (as the trainer's services allow) makes the first move's win open on every machine.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class TrainerPlayOutTest {
    /** A club position, Black to move, that Black wins (bench-25-41.txt); set as a draw etude, 6 the written move. */
    private static final String CLUB = "0,0,0,1,X,0,2,2,1/1,3,0,X,0,1,1,2,20 63 65 b 72";
    private PuzzleTestSetup t;

    @Start
    void start(Stage stage) throws IOException {
        // A real background pool: Stop acts while a step's solve is under way.
        t = new PuzzleTestSetup(stage, 0, () -> null, NODES, true);
        stage.show();
    }

    /** The node budget on each etude solve that leaves Black's win open after 72... 1. */
    static final long NODES = 35_000;

    private TrainerController keptDrawWithTheWinOpen(FxRobot robot) throws Exception {
        return keptDrawWithTheWinOpen(robot, t);
    }

    /** Starts the etude in {@code t} and plays 72... 1, off the written line: the draw is kept, Black's win open. */
    static TrainerController keptDrawWithTheWinOpen(FxRobot robot, PuzzleTestSetup t) throws Exception {
        Puzzle etude = new Puzzle("club-draw", Fen.read(CLUB), List.of(new SolutionNode(6, List.of())),
                List.of("etude"), Goal.draw(), 1500, "", Map.of());
        Path file = t.dir.resolve("club.pgn");
        new PuzzleCollection("club", List.of(etude), List.of()).write(file);
        TrainerController trainer = t.feature.trainer();
        robot.interact(() -> {
            try {
                trainer.addCollection(file);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            trainer.start(trainer.pool().stream().filter(p -> p.id().equals("club-draw")).findFirst().orElseThrow());
        });

        robot.interact(() -> trainer.play(1));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> trainer.phaseProperty().get() == Phase.SOLVING);
        assertTrue(trainer.session().solutionIsOneHoldingMove(), "only a holding move is known here");
        return trainer;
    }

    @Test
    void showSolutionPlaysTheKeptDrawOutToTheEndOfTheGame(FxRobot robot) throws Exception {
        TrainerController trainer = keptDrawWithTheWinOpen(robot);
        assertTrue(text(robot).startsWith("Correct: 72... 1"), text(robot));

        robot.clickOn("#puzzle-solution");
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> trainer.phaseProperty().get() == Phase.SOLUTION_SHOWN);
        String shown = text(robot);
        Position over = t.window.model().currentPosition();
        assertTrue(over.isGameOver(), "played to the end: " + over);
        // The result named is the one the rules give the game on the board.
        String result = over.outcome().winner() == Side.BLACK ? "Black wins" : "draw";
        assertTrue(shown.startsWith("Solution shown: played out to the end of the game (" + result + "), each move of "
                + "your side proved not to lose."), shown);

        // Oracle: the rules' result of the game on the board, and the whole proof (no node limit)
        // after each of Black's moves from the second on, that White does not win.
        GameNode end = t.window.model().currentNode();
        Position last = end.position();
        assertTrue(last.isGameOver(), "played to the end: " + last);
        assertNotEquals(Side.WHITE, last.outcome().winner());
        List<GameNode> path = t.window.model().currentPath();
        int blackMoves = 0;
        for (GameNode n : path) {
            if (n.parent() != null && n.parent().position().sideToMove() == Side.BLACK) {
                blackMoves++;
                if (!n.position().isGameOver()) {
                    assertNotEquals(Verdict.WHITE_WINS, new Solver(null).solve(n.position(), SolveGoal.DECIDE, 60, 1, 32,
                            SolveListener.NONE, new AtomicBoolean()).verdict(), "after Black's move " + n.position());
                }
            }
        }
        assertTrue(blackMoves >= 3, "Black's moves on the board: " + blackMoves);
        assertEquals(false, trainer.session().solvedCleanly());
    }

    /**
     * Stop ends the play-out on the last move it proved: the holding move stands on the board
     * (oracle: the whole proof after it, White does not win) and the text says it was stopped.
     */
    @Test
    void stopEndsThePlayOutOnTheLastProvedMove(FxRobot robot) throws Exception {
        TrainerController trainer = keptDrawWithTheWinOpen(robot);
        Position before = t.window.model().currentPosition();
        int holding = trainer.session().solutionFromHere().get(0);
        javafx.scene.control.Button stop = robot.lookup("#puzzle-stop-play-out").queryAs(javafx.scene.control.Button.class);
        assertTrue(!stop.isVisible(), "no Stop before the play-out");
        boolean[] shownWhilePlaying = new boolean[1];
        robot.interact(() -> {
            trainer.showSolution();
            shownWhilePlaying[0] = stop.isVisible() && !stop.isDisabled();
            trainer.stopPlayOut();
        });
        assertTrue(shownWhilePlaying[0], "Stop is offered while the draw is played out");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> trainer.phaseProperty().get() == Phase.SOLUTION_SHOWN);
        assertTrue(text(robot).startsWith("Solution shown up to here: the play-out was stopped."), text(robot));
        assertTrue(!stop.isVisible(), "Stop goes with the play-out");
        Position now = t.window.model().currentPosition();
        assertEquals(before.play(holding), now, "the holding move is on the board, nothing after it");
        assertNotEquals(Verdict.WHITE_WINS, new Solver(null).solve(now, SolveGoal.DECIDE, 60, 1, 32,
                SolveListener.NONE, new AtomicBoolean()).verdict());
        assertEquals(false, trainer.session().solvedCleanly());
    }

    private static String text(FxRobot robot) {
        return plain(robot.lookup("#puzzle-feedback").queryAs(Label.class).getText());
    }
}
