package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static otau.ui.ShownText.plain;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
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
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.SolutionNode;
import otau.ui.EnglishInterface;

/**
 * Prove All Etudes in the collection editor, on a real background pool as in the application:
 * each etude's row marked as it is proved, a summary, Stop; and a proof of the editor or of
 * Save as Etude stopped when its window closes.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class ProveAllEtudesTest {
    private static final Position NARROW = StipulationProofWindowsTest.NARROW;
    private static final Solver SOLVER = new Solver(null);

    private PuzzleTestSetup t;

    @Start
    void start(Stage stage) throws IOException {
        // The engine judges Check's moves at the depth the application uses: a check that takes a while.
        t = new PuzzleTestSetup(stage, 13, () -> null, 0, true);
        stage.show();
    }

    private static void waitFor(java.util.function.BooleanSupplier c) throws Exception {
        PuzzleTestSetup.waitFor(c);
    }

    private static SolutionNode line(List<Integer> holes) {
        return PuzzleTestSetup.line(holes);
    }

    /**
     * Prove All Etudes in the collection editor proves each win and draw etude in turn, marks its
     * row and sums up, cooked etudes apart from failures; a gain puzzle is left alone, and a puzzle
     * edited after its proof loses its mark. Oracles: the independent deepening search for each
     * verdict the marks rest on (White wins NARROW, with 9 and with 5; Black wins after 64. 9 8
     * 65. 2); the dual draw is StipulationProofTest's and the threads test's.
     */
    @Test
    void proveAllEtudesMarksEachRowAndSaysWhatItFound(FxRobot robot) throws Exception {
        Solver deepening = new Solver(null, otau.engine.solve.SolveMethod.DEEPENING);
        for (int first : new int[] {9, 5}) {
            assertEquals(Verdict.WHITE_WINS, deepening.solve(NARROW.play(first), SolveGoal.DECIDE, 60, 1, 16,
                    SolveListener.NONE, new AtomicBoolean()).verdict(), "after " + first);
        }
        assertEquals(Verdict.BLACK_WINS, deepening.solve(NARROW.play(9).play(8).play(2), SolveGoal.DECIDE, 60, 1, 16,
                SolveListener.NONE, new AtomicBoolean()).verdict());
        List<Integer> win = SOLVER.solve(NARROW.play(9), SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE,
                new AtomicBoolean()).mainLine();
        List<Integer> winLine = new ArrayList<>(List.of(9));
        winLine.addAll(win);
        Position hold = Fen.read("0,0,0,0,1,X,0,1,1/0,0,0,8,0,3,X,1,3 80 64 b 65");
        List<Puzzle> puzzles = List.of(
                new Puzzle("hold", hold, List.of(line(List.of(6))), List.of("etude"), Goal.draw(), 1500, "", Map.of()),
                new Puzzle("narrow-win", NARROW, List.of(line(winLine)), List.of("etude"), Goal.win(), 1500, "", Map.of()),
                new Puzzle("narrow-draw", NARROW, List.of(line(List.of(9))), List.of("etude"), Goal.draw(), 1500, "",
                        Map.of()),
                new Puzzle("narrow-bad", NARROW, List.of(line(List.of(9, 8, 2))), List.of("etude"), Goal.win(), 1500,
                        "", Map.of()),
                new Puzzle("gain", NARROW, List.of(line(List.of(9))), List.of("capture"), Goal.gain(1), 1500, "",
                        Map.of()));
        Path file = t.dir.resolve("prove-all.pgn");
        new PuzzleCollection("etudes", puzzles, List.of()).write(file);
        CollectionEditorView editor = t.editCollection(robot, file);
        StipulationProofPane pane = editor.proof();
        assertTrue(pane.proveAll.isVisible(), "offered where there is a collection");
        robot.clickOn("#puzzle-prove-all");
        waitFor(() -> !pane.stop.isDisabled() || pane.proofs().size() == 4);
        waitFor(() -> pane.stop.isDisabled());
        assertEquals(List.of("proved", "cooked", "cooked", "fails", ""), marks(robot, editor));
        String summary = plain(pane.status.getText());
        assertEquals("Prove All Etudes: 4 etudes tried.\n"
                + "Proved as stipulated: 1 · cooked: 2 · failing: 1 · not proved: 0\n"
                + "Cooked (the stipulation is met, and the solver proved more): narrow-win, narrow-draw\n"
                + "Failing: narrow-bad", summary);
        // The marks and the summary in Russian and Kyrgyz, at the window sizes a coach has: nothing cut.
        try {
            for (otau.ui.Language language : new otau.ui.Language[] {otau.ui.Language.RUSSIAN, otau.ui.Language.KYRGYZ}) {
                for (int[] size : otau.ui.Screenshots.windowSizes()) {
                    robot.interact(() -> {
                        editor.getScene().getWindow().setWidth(size[0]);
                        editor.getScene().getWindow().setHeight(size[1]);
                        otau.ui.LanguageSwitch.apply(language);
                    });
                    WaitForAsyncUtils.waitForFxEvents();
                    String shot = "prove-all-etudes-" + language.tag() + "-" + size[0];
                    otau.ui.Screenshots.save(robot, editor.getScene().getRoot(), shot + ".png");
                    robot.interact(() -> assertEquals(List.of(),
                            otau.ui.LayoutAudit.problems(editor.getScene().getRoot(), shot)));
                }
            }
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.RUSSIAN));
            assertEquals(List.of("доказано", "побочное решение", "побочное решение", "не выполнено", ""),
                    marks(robot, editor));
        } finally {
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.ENGLISH));
        }
        // A row chosen afterwards shows its own proof in full.
        robot.interact(() -> editor.table().getSelectionModel().select(3));
        assertTrue(plain(pane.status.getText()).startsWith("Fails at 65. 2"), pane.status.getText());
        // A puzzle edited is not what was proved: its mark goes.
        robot.interact(() -> {
            editor.table().getSelectionModel().select(0);
            editor.model().ratingProperty().set(1700);
            editor.model().applyDetails();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("", "cooked", "cooked", "fails", ""), marks(robot, editor));
    }

    /** Stop during Prove All Etudes ends it: the etude in hand and those after it stay unmarked. */
    @Test
    void proveAllEtudesStops(FxRobot robot) throws Exception {
        // An open middlegame of the club bench: Black's win is not decided in 5,000 M nodes.
        Position open = Fen.read("2,8,0,2,X,2,2,2,1/3,1,X,3,0,3,3,3,3 71 53 b 44");
        int first = open.legalMoves()[0];
        List<Puzzle> puzzles = List.of(
                new Puzzle("long", open, List.of(line(List.of(first))), List.of("etude"), Goal.win(), 1500, "", Map.of()),
                new Puzzle("narrow-draw", NARROW, List.of(line(List.of(9))), List.of("etude"), Goal.draw(), 1500, "",
                        Map.of()));
        Path file = t.dir.resolve("prove-all-stop.pgn");
        new PuzzleCollection("etudes", puzzles, List.of()).write(file);
        CollectionEditorView editor = t.editCollection(robot, file);
        StipulationProofPane pane = editor.proof();
        robot.clickOn("#puzzle-prove-all");
        waitFor(() -> plain(pane.status.getText()).startsWith("Etude 1 of 2 (long)"));
        assertTrue(pane.prove.isDisabled() && pane.proveAll.isDisabled(), "one proof at a time");
        // Choosing another puzzle meanwhile does not stop it.
        robot.interact(() -> editor.table().getSelectionModel().select(1));
        assertTrue(!pane.stop.isDisabled(), "still running");
        robot.clickOn("#puzzle-prove-stop");
        waitFor(() -> pane.stop.isDisabled());
        assertEquals(List.of("", ""), marks(robot, editor));
        assertTrue(plain(pane.status.getText()).startsWith("Stopped after 0 of 2 etudes (those left have no mark).\n"
                + "Proved as stipulated: 0 · cooked: 0 · failing: 0 · not proved: 0"), pane.status.getText());
    }

    /** Closing the editor stops what it was proving: nothing goes on solving for a window no longer there. */
    @Test
    void closingTheEditorStopsItsProof(FxRobot robot) throws Exception {
        Position open = Fen.read("2,8,0,2,X,2,2,2,1/3,1,X,3,0,3,3,3,3 71 53 b 44");
        Puzzle long_ = new Puzzle("long", open, List.of(line(List.of(open.legalMoves()[0]))), List.of("etude"),
                Goal.win(), 1500, "", Map.of());
        Path file = t.dir.resolve("prove-all-close.pgn");
        new PuzzleCollection("etudes", List.of(long_, long_.withId("long-2")), List.of()).write(file);
        CollectionEditorView editor = t.editCollection(robot, file);
        StipulationProofPane pane = editor.proof();
        robot.clickOn("#puzzle-prove-all");
        waitFor(() -> plain(pane.status.getText()).startsWith("Etude 1 of 2 (long)"));
        robot.interact(() -> editor.getScene().getWindow().hide());
        // Each etude has 30 s a position: stopped, the run ends at once.
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> pane.stop.isDisabled());
        assertEquals(List.of("", ""), marks(robot, editor));
    }

    /** Closing Save as Etude stops its proof too. */
    @Test
    void closingSaveAsEtudeStopsItsProof(FxRobot robot) throws Exception {
        SavePuzzleView view = saveLongWinAsEtude(robot);
        StipulationProofPane pane = view.proof();
        robot.clickOn("#puzzle-prove");
        waitFor(() -> plain(pane.status.getText()).startsWith("Proving: position 1 of 1"));
        robot.interact(() -> view.getScene().getWindow().hide());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> pane.stop.isDisabled());
    }

    /**
     * Save as Etude's Check can be stopped: an etude's proofs may take up to a minute a position.
     * Stopped, nothing is judged; closing the window stops a check too.
     */
    @Test
    void aCheckCanBeStoppedAndEndsWithItsWindow(FxRobot robot) throws Exception {
        SavePuzzleView view = saveLongWinAsEtude(robot);
        // The theme "etude" makes a win or draw goal an etude, proved by the exact solver.
        robot.interact(() -> view.model().otherThemesProperty().set("etude"));
        javafx.scene.Node stop = view.lookup("#puzzle-check-stop");
        assertTrue(!stop.isVisible(), "offered only while a check runs");
        // Stop pressed as soon as it shows (the check of this one-move line is quick: PuzzleVerifierCancelTest
        // stops an etude's proof of a minute).
        robot.interact(() -> {
            ((javafx.scene.control.Button) view.lookup("#puzzle-check")).fire();
            assertTrue(stop.isVisible(), "offered while the check runs");
            ((javafx.scene.control.Button) stop).fire();
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !view.model().checkingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(plain(((javafx.scene.control.Label) view.lookup("#puzzle-verdict")).getText())
                .startsWith("Check stopped"), ((javafx.scene.control.Label) view.lookup("#puzzle-verdict")).getText());
        assertEquals(null, view.model().report(), "nothing judged");
        robot.interact(() -> {
            ((javafx.scene.control.Button) view.lookup("#puzzle-check")).fire();
            view.getScene().getWindow().hide();
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !view.model().checkingProperty().get());
        assertTrue(plain(((javafx.scene.control.Label) view.lookup("#puzzle-verdict")).getText())
                .startsWith("Check stopped"), "closed, the check stopped too");
    }

    /**
     * Save as Etude on the club bench's open middlegame after one move, goal win, id "long":
     * nothing about it is decided within a minute.
     */
    private SavePuzzleView saveLongWinAsEtude(FxRobot robot) {
        Position open = Fen.read("2,8,0,2,X,2,2,2,1/3,1,X,3,0,3,3,3,3 71 53 b 44");
        robot.interact(() -> {
            t.window.model().newGameFrom(open);
            t.window.model().playMove(open.legalMoves()[0]);
            t.feature.openSaveAsPuzzle();
        });
        SavePuzzleView view = t.feature.saveView();
        @SuppressWarnings("unchecked")
        javafx.scene.control.ComboBox<Goal.Kind> goal =
                (javafx.scene.control.ComboBox<Goal.Kind>) view.lookup("#puzzle-goal");
        robot.interact(() -> {
            goal.setValue(Goal.Kind.WIN);
            ((javafx.scene.control.TextField) view.lookup("#puzzle-id")).setText("long");
        });
        return view;
    }

    /** The Proof column's text, row by row. */
    private static List<String> marks(FxRobot robot, CollectionEditorView editor) {
        List<String> marks = new ArrayList<>();
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            javafx.scene.control.TableColumn<Puzzle, String> column = (javafx.scene.control.TableColumn<Puzzle, String>)
                    editor.table().getColumns().stream().filter(c -> "collection-proof".equals(c.getId())).findFirst()
                    .orElseThrow();
            for (int i = 0; i < editor.table().getItems().size(); i++) {
                marks.add(column.getCellData(i));
            }
        });
        return marks;
    }
}
