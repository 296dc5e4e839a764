package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static otau.ui.ShownText.plain;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.game.Position;
import otau.puzzle.Puzzle;
import otau.ui.EnglishInterface;
import otau.ui.analysis.AnalysisFeature;
import otau.ui.board.BoardMode;
import otau.ui.puzzle.TrainerController.Phase;

/**
 * The trainer as it teaches, clicked through as a user would: no spoilers on the board, a wrong
 * move explained with move numbers and its refutation played out on demand, streak mode, and an
 * etude solved against the exact solver's defence.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class TrainerTeachingTest {
    /** A composed win, 17 stones left: the composer plays 9; 5 also wins; 2 loses. */
    static final String ETUDE = """
            [FEN "0,2,X,0,1,3,1,1,1/1,X,0,0,0,0,0,6,1 66 79 w 64"]
            [Id "e-win"]
            [Theme "etude endgame"]
            [Goal "win"]
            [Rating "1675"]

            64. 91(68) 84 65. 12 91 66. 12 89 67. 45 91 68. 12 91 69. 12 *
            """;

    /** A shipped draw etude: White to move holds the draw (Black has 81 and wants the 82nd). */
    static final String DRAW_ETUDE = """
            [FEN "0,2,6,1,7,1,X,1,0/X,0,0,0,0,0,0,0,3 60 81 w 74"]
            [Id "e-draw"]
            [Theme "etude endgame"]
            [Goal "draw"]
            [Rating "1725"]

            74. 45 92 75. 12 91 76. 12 *
            """;

    private PuzzleTestSetup t;
    private AnalysisFeature analysis;

    @Start
    void start(Stage stage) throws IOException {
        t = new PuzzleTestSetup(stage);
        analysis = AnalysisFeature.install(t.window);
        t.window.selectPanel("puzzles");
        stage.show();
    }

    /** Writes {@code pgn} as a collection {@code file}, adds it to the trainer and starts puzzle {@code id}. */
    private Puzzle startEtude(FxRobot robot, String file, String pgn, String id) throws IOException {
        Path path = Files.writeString(t.dir.resolve(file), pgn);
        robot.interact(() -> {
            try {
                trainer().addCollection(path);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        Puzzle etude = puzzle(id);
        robot.interact(() -> trainer().start(etude));
        return etude;
    }

    private TrainerController trainer() {
        return t.feature.trainer();
    }

    private Puzzle puzzle(String id) {
        return trainer().pool().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }

    private String text(FxRobot robot, String id) {
        return plain(robot.lookup("#" + id).queryAs(Label.class).getText());
    }

    private boolean previewShown(FxRobot robot) {
        return robot.lookup(".move-preview").queryAs(Label.class).isVisible();
    }

    /** Nothing on the board tells the answer: no hover preview, no engine arrow, no evaluation bar. */
    private void assertNoSpoiler(FxRobot robot, String hole) {
        robot.moveTo(hole);
        assertFalse(previewShown(robot), "no capture or tuzdyk preview while hovering " + hole);
        assertFalse(t.window.board().isShowPreview());
        assertTrue(t.window.board().getEngineArrows().isEmpty(), "no engine arrow");
        assertFalse(analysis.bar().isVisible(), "no evaluation bar");
    }

    @Test
    void aMultiMovePuzzleIsSolvedByClicksWithNoPreviewShown(FxRobot robot) {
        // On the analysis board hovering a hole previews the move: the check below can fail.
        robot.moveTo("#hole-w7");
        assertTrue(previewShown(robot), "the analysis board previews the hovered move");

        Puzzle p = puzzle("t-combination");
        robot.interact(() -> trainer().start(p));
        assertEquals(BoardMode.PUZZLE, t.window.boardModes().mode());
        assertNoSpoiler(robot, "#hole-w7");
        robot.clickOn("#hole-w7");
        assertEquals(p.start().play(7).play(1), t.window.model().currentPosition(), "the opponent answered");
        assertEquals("Correct: 26. 72(78). The opponent answers 26... 13. Your move.", text(robot, "puzzle-feedback"));
        assertNoSpoiler(robot, "#hole-w8");
        robot.clickOn("#hole-w8");
        assertEquals(Phase.SOLVED, trainer().phaseProperty().get());
        assertEquals("Solved!", text(robot, "puzzle-feedback"));
        assertTrue(robot.lookup("#puzzle-feedback").query().isVisible());
        // Each theme with a description in the bundle gets a line; one without gets none.
        String notes = text(robot, "puzzle-theme-notes");
        for (String theme : p.themes()) {
            String about = "puzzles.theme." + theme + ".about";
            assertEquals(otau.ui.I18n.has(about), notes.contains(otau.ui.I18n.has(about) ? otau.ui.I18n.get(about) : "\u0000"),
                    theme + " in: " + notes);
        }
    }

    @Test
    void aWrongMoveIsExplainedWithMoveNumbersAndItsRefutationPlayedOnDemand(FxRobot robot) {
        Puzzle p = puzzle("t-combination");
        robot.interact(() -> trainer().start(p));
        robot.clickOn("#hole-w3");
        assertEquals(Phase.WRONG, trainer().phaseProperty().get());
        String feedback = text(robot, "puzzle-feedback");
        // Oracle: the puzzle file's line 26. 72(78) 13 27. 82(80); the wrong move's text gives none of it away.
        assertTrue(feedback.matches("(After your 26\\. 3\\d\\S* the opponent answers 26\\.\\.\\. \\d\\d\\S*: this move is "
                + "\\d+ stones? worse than the best move|(This loses the game|This lets the win slip|Not the best move)"
                + ": after your 26\\. 3\\d\\S* the opponent answers 26\\.\\.\\. \\d\\d\\S*)\\."), feedback);
        assertFalse(feedback.contains("72(78)") || feedback.contains("solution"), feedback);
        assertEquals(2, t.window.model().currentNode().ply(), "the wrong move and the opponent's answer");

        // The feedback and the buttons stay in view: they are above the part of the panel that scrolls.
        assertFalse(isInside(robot.lookup("#puzzle-feedback").query(), t.feature.panel().scroller()));
        assertFalse(isInside(robot.lookup("#puzzle-retry").query(), t.feature.panel().scroller()));
        assertTrue(isInside(robot.lookup("#puzzle-choice").query(), t.feature.panel().scroller()),
                "the chooser is below, in the scrolling part");

        assertTrue(trainer().refutationLeftProperty().get(), "the refutation goes on");
        robot.clickOn("#puzzle-refutation");
        assertTrue(t.window.model().currentNode().ply() > 2, "the refutation is played out on the board");
        assertFalse(t.window.board().getEngineArrows().isEmpty(), "with arrows on the board");
        assertFalse(trainer().refutationLeftProperty().get());

        robot.clickOn("#puzzle-retry");
        assertEquals(Phase.SOLVING, trainer().phaseProperty().get());
        assertEquals(p.start(), t.window.model().currentPosition());
        assertFalse(t.window.model().root().hasChildren(), "Retry takes the refutation back too");
        assertTrue(t.window.board().getEngineArrows().isEmpty());
    }

    private static boolean isInside(javafx.scene.Node node, javafx.scene.Node parent) {
        for (javafx.scene.Node n = node; n != null; n = n.getParent()) {
            if (n == parent) {
                return true;
            }
        }
        return false;
    }

    @Test
    void streakModeRisesInDifficultyUntilTheFirstMissAndKeepsTheBest(FxRobot robot) {
        robot.clickOn("#puzzle-streak-run");
        assertEquals("t-win", trainer().puzzleProperty().get().id(), "the easiest first");
        assertEquals("Streak run: 0 solved · best 0", text(robot, "puzzle-streak-run-text"));
        robot.clickOn("#hole-w7");
        assertEquals("t-capture", trainer().puzzleProperty().get().id(), "solved: the next, harder one follows");
        assertEquals(Phase.SOLVING, trainer().phaseProperty().get());
        assertEquals("Streak run: 1 solved · best 1", text(robot, "puzzle-streak-run-text"));
        assertTrue(robot.lookup("#puzzle-streak-run").query().isDisabled(), "a run is under way");

        robot.clickOn("#hole-b1");
        assertEquals(Phase.WRONG, trainer().phaseProperty().get());
        assertEquals("The streak ends at 1 · best 1", text(robot, "puzzle-streak-run-text"));
        assertFalse(trainer().streakRunningProperty().get());
        assertEquals(1, t.store.bestStreakRun(), "the best run is kept");
        assertFalse(robot.lookup("#puzzle-streak-run").query().isDisabled());
    }

    /** In a draw etude the opponent is the side playing for the win: it does not "defend". */
    @Test
    void aDrawEtudeSaysTheOpponentPlaysForTheWin(FxRobot robot) throws IOException {
        startEtude(robot, "draw-etude.pgn", DRAW_ETUDE.replace("[Id \"e-draw\"]", "[Id \"e-draw\"]\n[Title \"Hold the draw in 3\"]"),
                "e-draw");
        assertEquals("White to move: draw", text(robot, "puzzle-task"));
        // The window names the etude by the caption the puzzle list shows, not by its id.
        assertTrue(t.window.stage().getTitle().startsWith("Puzzle: Hold the draw in 3 — "), t.window.stage().getTitle());
        assertEquals("Play it out: any move that keeps the draw is right; the opponent answers as the composer wrote,"
                + " and off the composer's line plays the solver's best moves.", text(robot, "puzzle-feedback"));
    }

    @Test
    void anEtudeIsSolvedAgainstTheSolversDefence(FxRobot robot) throws IOException {
        Puzzle etude = startEtude(robot, "etude.pgn", ETUDE, "e-win");
        assertEquals("White to move wins", text(robot, "puzzle-task"));
        assertEquals("Play it out: any move that keeps the result is right; the opponent answers as the composer wrote,"
                + " and off the composer's line defends as long as it can.", text(robot, "puzzle-feedback"));

        robot.clickOn("#hole-w2");
        assertEquals(Phase.WRONG, trainer().phaseProperty().get());
        String refuted = text(robot, "puzzle-feedback");
        assertTrue(refuted.matches("This loses: after your 64\\. 2\\S+ the opponent answers 64\\.\\.\\. \\d\\d\\S* and wins "
                + "\\(proved by the solver\\)\\."), refuted);
        robot.clickOn("#puzzle-retry");

        // 5 is not the composer's move, but it keeps the win: a second solution, which cooks the etude.
        robot.clickOn("#hole-w5");
        String kept = text(robot, "puzzle-feedback");
        assertTrue(kept.matches("Correct: 64\\. 5\\S+ keeps the result, though it is not the composer's main line\\. "
                + "The opponent answers 64\\.\\.\\. \\d\\d\\S*\\. Your move\\.\n"
                + "Stipulation: win\\. Proven: White wins with 64\\. 5\\S* too \\(the etude is cooked: the first move "
                + "is not unique\\)"), kept);
        for (int i = 0; i < 30 && trainer().phaseProperty().get() == Phase.SOLVING; i++) {
            int hole = trainer().session().solutionFromHere().get(0);
            robot.clickOn("#hole-w" + hole);
        }
        assertEquals(Phase.SOLVED, trainer().phaseProperty().get());
        Position end = t.window.model().currentPosition();
        assertTrue(end.isGameOver());
        assertEquals(otau.game.Side.WHITE, end.outcome().winner(), "the win is reached against every defence played");
        assertTrue(text(robot, "puzzle-feedback").startsWith("Solved, with help"), "the mistake counts");
    }

    /**
     * Oracle: the exact solver, run by hand on this etude (Solver.solve, SolveGoal.DECIDE): after
     * 64. 91(68) its longest resistance is 64... 84, and then 65. 24 loses to 65... 9 (the
     * composer's 65. 12 wins).
     */
    @Test
    void anEtudesWrongMoveAloneIsTakenBack(FxRobot robot) throws IOException {
        Puzzle etude = startEtude(robot, "etude.pgn", ETUDE, "e-win");
        robot.clickOn("#hole-w9");
        Position beforeMistake = etude.start().play(9).play(8);
        assertEquals(beforeMistake, t.window.model().currentPosition(), "the solver defends with 84");

        robot.clickOn("#hole-w2");
        assertEquals(Phase.WRONG, trainer().phaseProperty().get());
        String refuted = text(robot, "puzzle-feedback");
        assertTrue(refuted.startsWith("This loses: after your 65. 24 the opponent answers 65... 9"), refuted);
        assertFalse(refuted.contains("solution"), "no solution in the text: " + refuted);
        assertEquals(4, t.window.model().currentNode().ply(), "the refutation is on the board");

        robot.clickOn("#puzzle-retry");
        assertEquals(Phase.SOLVING, trainer().phaseProperty().get());
        assertEquals(beforeMistake, t.window.model().currentPosition(), "back to before the mistake, not to move 64");
        assertEquals("Taken back: try again from the position before your mistake.", text(robot, "puzzle-feedback"));
        assertEquals(2, t.window.model().currentNode().ply());
        assertEquals(1, t.window.model().currentNode().parent().children().size(), "the wrong move is gone");
        assertFalse(t.window.model().currentNode().hasChildren());

        robot.clickOn("#hole-w1");
        assertEquals(etude.start().play(9).play(8).play(1), t.window.model().currentNode().parent().position(),
                "the composer's 65. 12 is taken from there");
    }
}
