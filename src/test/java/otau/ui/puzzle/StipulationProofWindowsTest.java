package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static otau.ui.ShownText.plain;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.engine.solve.Verdict;
import otau.game.Fen;
import otau.game.Position;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.SolutionNode;
import otau.puzzle.StipulationProof;
import otau.ui.EnglishInterface;

/** "Prove Stipulation" in Save as Etude and in the collection editor, in the background, as a coach uses it. */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class StipulationProofWindowsTest {
    /** White to move wins; Black is 3 stones from 82, so a careless White move loses. */
    static final Position NARROW = Fen.read("0,2,X,0,1,3,1,1,1/1,X,0,0,0,0,0,6,1 66 79 w 64");
    private static final Solver SOLVER = new Solver(null);

    private PuzzleTestSetup t;

    @Start
    void start(Stage stage) throws IOException {
        t = new PuzzleTestSetup(stage);
        stage.show();
    }

    private static void waitFor(java.util.function.BooleanSupplier c) throws Exception {
        PuzzleTestSetup.waitFor(c);
    }

    private static SolutionNode line(List<Integer> holes) {
        return PuzzleTestSetup.line(holes);
    }

    /**
     * Shows {@code start} with {@code first} played, opens Save as Etude, sets the goal and the id
     * and runs Prove Stipulation to its result; the window.
     */
    private SavePuzzleView proveInSaveAsEtude(FxRobot robot, Position start, int first, Goal.Kind kind, String id)
            throws Exception {
        robot.interact(() -> {
            t.window.model().newGameFrom(start);
            t.window.model().playMove(first);
            t.feature.openSaveAsPuzzle();
        });
        SavePuzzleView view = t.feature.saveView();
        assertNotNull(view);
        @SuppressWarnings("unchecked")
        ComboBox<Goal.Kind> goal = (ComboBox<Goal.Kind>) view.lookup("#puzzle-goal");
        robot.interact(() -> {
            goal.setValue(kind);
            ((TextField) view.lookup("#puzzle-id")).setText(id);
        });
        StipulationProofPane pane = (StipulationProofPane) view.lookup(".puzzle-proof");
        assertTrue(pane.isVisible(), "offered for a " + kind + " goal");
        robot.clickOn("#puzzle-prove");
        waitFor(() -> pane.resultProperty().get() != null);
        return view;
    }

    @Test
    void saveAsPuzzleProvesAWinEtude(FxRobot robot) throws Exception {
        int first = SOLVER.solve(NARROW, SolveGoal.WIN, 60, 1, 16, SolveListener.NONE, new AtomicBoolean())
                .mainLine().get(0);
        SavePuzzleView view = proveInSaveAsEtude(robot, NARROW, first, Goal.Kind.WIN, "narrow");
        @SuppressWarnings("unchecked")
        ComboBox<Goal.Kind> goal = (ComboBox<Goal.Kind>) view.lookup("#puzzle-goal");
        StipulationProofPane pane = (StipulationProofPane) view.lookup(".puzzle-proof");
        assertEquals(StipulationProof.Status.PROVED, pane.resultProperty().get().status());
        String english = plain(pane.status.getText());
        assertTrue(english.startsWith("Proved: White wins against every defence"), english);
        // The window follows a live language switch: its line, verdict, Save button and the proof
        // are made by code (bindings, texts glued from moves), which relabelling leaves alone.
        try {
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.RUSSIAN));
            assertEquals(List.of(), otau.ui.LatinLeft.under(view));
        } finally {
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.ENGLISH));
        }
        assertEquals(english, plain(pane.status.getText()));
        robot.interact(() -> goal.setValue(Goal.Kind.GAIN));
        assertTrue(!pane.isVisible(), "a gain goal is the verifier's, not the solver's");
    }

    /**
     * Save as Etude on a draw etude whose first move is not the only drawing one: proved, not
     * cooked, and the other drawing move named (StipulationProofTest checks it with the
     * iterative-deepening search); the pane in Russian at 1024×700, nothing cut.
     */
    @Test
    void saveAsEtudeNamesADrawEtudesOtherDrawingFirstMove(FxRobot robot) throws Exception {
        Position start = otau.game.Fen.read("0,0,0,0,1,X,0,1,1/0,0,0,8,0,3,X,1,3 80 64 b 65");
        SavePuzzleView view = proveInSaveAsEtude(robot, start, 6, Goal.Kind.DRAW, "hold");
        StipulationProofPane pane = (StipulationProofPane) view.lookup(".puzzle-proof");
        StipulationProof r = pane.resultProperty().get();
        assertEquals(StipulationProof.Status.PROVED, r.status());
        assertTrue(!r.cooked(), "a second drawing move meets the stipulation");
        String text = plain(pane.status.getText());
        assertTrue(text.contains("\nAlso holds the draw: 65... 89 (a dual"), text);
        try {
            for (int[] size : otau.ui.Screenshots.windowSizes()) {
                robot.interact(() -> {
                    view.getScene().getWindow().setWidth(size[0]);
                    view.getScene().getWindow().setHeight(size[1]);
                    otau.ui.LanguageSwitch.apply(otau.ui.Language.RUSSIAN);
                });
                WaitForAsyncUtils.waitForFxEvents();
                assertTrue(plain(pane.status.getText()).contains("Ничью держат также: 65... 89"),
                        plain(pane.status.getText()));
                String shot = "etude-draw-dual-ru-" + size[0];
                otau.ui.Screenshots.save(robot, view.getScene().getRoot(), shot + ".png");
                robot.interact(() -> assertEquals(List.of(), otau.ui.LayoutAudit.problems(view.getScene().getRoot(), shot)));
            }
        } finally {
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.ENGLISH));
        }
    }

    /**
     * Prove Stipulation takes the engine's Threads setting (Edit → Preferences), read when a proof
     * starts, in Save as Etude and in the collection editor. With two threads the draw etude's
     * proof is the one a single thread gives: proved, not cooked, the same other drawing first
     * move (StipulationProofTest checks that one with the iterative-deepening search).
     */
    @Test
    void proveStipulationTakesTheEngineThreadsSetting(FxRobot robot) throws Exception {
        robot.interact(() -> t.window.preferences().put(otau.ui.preferences.EngineDefaults.THREADS, 2));
        Position start = Fen.read("0,0,0,0,1,X,0,1,1/0,0,0,8,0,3,X,1,3 80 64 b 65");
        SavePuzzleView[] proving = new SavePuzzleView[1];
        java.util.Set<String> started = otau.engine.solve.ThreadsStarted.during("solver-", () -> {
            try {
                proving[0] = proveInSaveAsEtude(robot, start, 6, Goal.Kind.DRAW, "hold");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        SavePuzzleView view = proving[0];
        // Handed to the solves, not only read: the draw's two questions ran side by side (Flight Recorder's record).
        assertTrue(started.contains("solver-other"), started.toString());
        assertEquals(2, view.proof().threadsForNextProof());
        assertEquals(2, view.model().checkThreadsNow(), "Check's etude proofs take the setting too");
        StipulationProof two = view.proof().resultProperty().get();
        Puzzle[] draft = new Puzzle[1];
        robot.interact(() -> draft[0] = view.draft());
        StipulationProof one = StipulationProof.prove(draft[0], new Solver(otau.engine.egtb.DefaultTablebase.shared()),
                60, 1, s -> { }, new AtomicBoolean());
        assertEquals(StipulationProof.Status.PROVED, one.status());
        assertEquals(one.status(), two.status());
        assertEquals(one.cooked(), two.cooked());
        assertEquals(List.of(8), two.cook().alsoDraws());
        assertEquals(one.cook().alsoDraws(), two.cook().alsoDraws());
        robot.interact(() -> t.window.preferences().put(otau.ui.preferences.EngineDefaults.THREADS, 1));
        assertEquals(1, view.proof().threadsForNextProof(), "read when a proof starts, not when the window opened");

        Path file = t.dir.resolve("threads.pgn");
        new PuzzleCollection("etudes", List.of(draft[0]), List.of()).write(file);
        CollectionEditorView editor = t.editCollection(robot, file);
        assertEquals(1, editor.proof().threadsForNextProof());
        robot.interact(() -> t.window.preferences().put(otau.ui.preferences.EngineDefaults.THREADS, 3));
        assertEquals(3, editor.proof().threadsForNextProof());
    }

    @Test
    void theEditorSaysADrawEtudeThatWinsIsCooked(FxRobot robot) throws Exception {
        // NARROW is a White win (StipulationProofTest checks it with the deepening search): stipulated a draw, it is cooked.
        CollectionEditorView editor = proveCookedDrawInEditor(robot, "cooked.pgn");
        StipulationProof r = editor.proof().resultProperty().get();
        assertEquals(StipulationProof.Status.PROVED, r.status(), "a win meets a draw stipulation");
        assertTrue(r.cooked());
        String text = plain(editor.proof().status.getText());
        assertTrue(text.contains("\nStipulation: draw. Proven: White wins (the etude is cooked): 64. "), text);
        // The longest wording, in Kyrgyz and Russian, at the window size a coach has.
        Puzzle shown = editor.table().getSelectionModel().getSelectedItem();
        robot.interact(() -> {
            editor.getScene().getWindow().setWidth(1024);
            editor.getScene().getWindow().setHeight(700);
        });
        for (String language : new String[] {"ky", "ru"}) {
            robot.interact(() -> {
                otau.ui.I18n.setLocale(java.util.Locale.forLanguageTag(language));
                editor.proof().status.setText(StipulationProofPane.text(shown, r, false));
                otau.ui.I18n.setLocale(java.util.Locale.ENGLISH);
            });
            WaitForAsyncUtils.waitForFxEvents();
            var img = otau.ui.Screenshots.save(robot, editor.getScene().getRoot(), "etude-cook-" + language + ".png");
            assertTrue(otau.ui.Screenshots.distinctColours(img) > 20, "rendered");
        }
        // A draw held with the cook check open (the solver proved not to lose, its win undecided in
        // the time): two lines of their own, at both window sizes, nothing cut.
        StipulationProof open = new StipulationProof(StipulationProof.Status.PROVED, null, -1, List.of(), 0, null, 1,
                null, new StipulationProof.Cook(List.of(), List.of(), List.of(), 0, true));
        // And a win etude with a dual beside first moves the bounded check left open: a line each.
        Puzzle asWin = new Puzzle(shown.id(), shown.start(), shown.solution(), shown.themes(), Goal.win(), 1500, "",
                Map.of());
        StipulationProof dualAndOpen = new StipulationProof(StipulationProof.Status.PROVED, Verdict.WHITE_WINS, -1,
                List.of(), 6, null, 1, SolveResult.WinLength.EXACT,
                new StipulationProof.Cook(List.of(), List.of(5), List.of(6, 7), 1_000_000, false));
        List<String> cut = new ArrayList<>();
        for (int[] size : new int[][] {{1024, 700}, {1600, 1000}}) {
            for (String language : new String[] {"ky", "ru"}) {
                for (String shot : new String[] {"etude-win-open-", "etude-dual-and-open-"}) {
                    robot.interact(() -> {
                        editor.getScene().getWindow().setWidth(size[0]);
                        editor.getScene().getWindow().setHeight(size[1]);
                        otau.ui.I18n.setLocale(java.util.Locale.forLanguageTag(language));
                        editor.proof().status.setText(shot.startsWith("etude-win") ? StipulationProofPane.text(shown, open,
                                false) : StipulationProofPane.text(asWin, dualAndOpen, false));
                        otau.ui.I18n.setLocale(java.util.Locale.ENGLISH);
                    });
                    WaitForAsyncUtils.waitForFxEvents();
                    String name = shot + language + "-" + size[0];
                    var img = otau.ui.Screenshots.save(robot, editor.getScene().getRoot(), name + ".png");
                    assertTrue(otau.ui.Screenshots.distinctColours(img) > 20, "rendered");
                    cut.addAll(otau.ui.LayoutAudit.problems(editor.getScene().getRoot(), name));
                }
            }
        }
        assertEquals(List.of(), cut);
    }

    /**
     * The cook's win can be played through: Show the Line on the Board puts it in the workbench
     * from the etude's start. Oracle: the rules, the line played move by move ends the game
     * with White's win.
     */
    @Test
    void theCooksWinGoesOnTheBoardToBePlayedThrough(FxRobot robot) throws Exception {
        CollectionEditorView editor = proveCookedDrawInEditor(robot, "cooked-line.pgn");
        StipulationProof r = editor.proof().resultProperty().get();
        assertTrue(r.cooked());
        assertTrue(editor.proof().showLine.isVisible(), "offered with the cook");
        robot.clickOn("#puzzle-proof-show-line");
        WaitForAsyncUtils.waitForFxEvents();
        var model = t.window.model();
        assertEquals(NARROW, model.root().position());
        List<Integer> shown = model.mainLine().stream().map(n -> n.move().hole()).toList();
        assertEquals(r.cook().winLine(), shown);
        Position end = NARROW;
        for (int h : shown) {
            end = end.play(h);
        }
        assertTrue(end.isGameOver() && end.outcome().winner() == otau.game.Side.WHITE, "the line ends in White's win");
        assertFalse(model.isModified(), "a line to look at, nothing to save");
    }

    @Test
    void theEditorSaysExactlyWhereAStipulationFails(FxRobot robot) throws Exception {
        // Along the winning line, a White move that gives the win away.
        List<Integer> win = SOLVER.solve(NARROW, SolveGoal.WIN, 60, 1, 16, SolveListener.NONE, new AtomicBoolean())
                .mainLine();
        List<Integer> wrong = null;
        Position at = NARROW;
        search:
        for (int ply = 0; ply + 1 < win.size(); ply += 2) {
            for (int h : at.legalMoves()) {
                Position after = at.play(h);
                SolveResult r = after.isGameOver() ? null
                        : SOLVER.solve(after, SolveGoal.DECIDE, 20, 1, 16, SolveListener.NONE, new AtomicBoolean());
                if (r != null && r.proven() && r.verdict() != Verdict.WHITE_WINS) {
                    wrong = new ArrayList<>(win.subList(0, ply));
                    wrong.add(h);
                    break search;
                }
            }
            at = at.play(win.get(ply)).play(win.get(ply + 1));
        }
        assertNotNull(wrong, "a careless move loses here");
        Puzzle bad = new Puzzle("narrow-wrong", NARROW, List.of(line(wrong)), List.of("etude"), Goal.win(), 1500, "",
                Map.of());
        Path file = t.dir.resolve("etudes.pgn");
        new PuzzleCollection("etudes", List.of(bad), List.of()).write(file);
        CollectionEditorView editor = t.editCollection(robot, file);
        robot.interact(() -> editor.table().getSelectionModel().select(0));
        robot.clickOn("#puzzle-prove");
        waitFor(() -> editor.proof().resultProperty().get() != null);
        StipulationProof r = editor.proof().resultProperty().get();
        assertEquals(StipulationProof.Status.FAILS, r.status());
        Position before = NARROW;
        for (int h : wrong.subList(0, wrong.size() - 1)) {
            before = before.play(h);
        }
        String move = before.moveNumber() + ". " + before.play(wrong.get(wrong.size() - 1)).lastMove().notation();
        String text = plain(editor.proof().status.getText());
        assertTrue(text.startsWith("Fails at " + move + ": after it "), text);
        assertTrue(text.contains("Black's defence: " + (before.moveNumber()) + "... "), "the defence, numbered: " + text);
    }

    /**
     * The collection editor follows a live switch too: its table's cells (theme names, goals),
     * its status line and the proof of the stipulation with its cook. Oracle as above; the
     * puzzle's id is the only Latin text left.
     */
    @Test
    void theCollectionEditorChangesLanguageAfterAProof(FxRobot robot) throws Exception {
        try {
            CollectionEditorView editor = proveCookedDrawInEditor(robot, "cooked-switch.pgn");
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.RUSSIAN));
            assertEquals(List.of(), otau.ui.LatinLeft.under(editor, "narrow-draw"));
        } finally {
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.ENGLISH));
        }
    }

    /**
     * NARROW stipulated a draw (a White win, so cooked), in a collection of its own opened in the
     * collection editor, selected and proved there.
     */
    private CollectionEditorView proveCookedDrawInEditor(FxRobot robot, String fileName) throws Exception {
        List<Integer> win = SOLVER.solve(NARROW, SolveGoal.WIN, 60, 1, 16, SolveListener.NONE, new AtomicBoolean())
                .mainLine();
        Puzzle cooked = new Puzzle("narrow-draw", NARROW, List.of(line(win.subList(0, 1))), List.of("etude"),
                Goal.draw(), 1500, "", Map.of());
        Path file = t.dir.resolve(fileName);
        new PuzzleCollection("etudes", List.of(cooked), List.of()).write(file);
        CollectionEditorView editor = t.editCollection(robot, file);
        robot.interact(() -> editor.table().getSelectionModel().select(0));
        robot.clickOn("#puzzle-prove");
        waitFor(() -> editor.proof().resultProperty().get() != null);
        return editor;
    }
}
