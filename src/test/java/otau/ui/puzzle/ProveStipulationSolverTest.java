package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static otau.ui.ShownText.plain;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.engine.egtb.Tablebase;
import otau.engine.egtb.TestTablebases;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.Solver;
import otau.engine.solve.Verdict;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleAuthoring;
import otau.puzzle.SolutionNode;
import otau.puzzle.StipulationProof;
import otau.puzzle.solve.StoreDifferenceSearch;
import otau.puzzle.train.MemoryProgressStore;
import otau.testing.ManualClock;
import otau.ui.EnglishInterface;
import otau.ui.tasks.FxBackgroundExecutor;

/**
 * The solver behind Prove Stipulation and Check. Both prove an etude with the user's tablebase,
 * as Solve Position and the trainer do: each asks for it once, off the FX thread, and the proof
 * stands (NARROW is a White win, which StipulationProofTest confirms with the independent
 * deepening search). Prove Stipulation gives the shortest win Solve Position's budget.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class ProveStipulationSolverTest {
    /** The 7-stone table: NARROW's 17 stones come down to it along every line of the proof. */
    private static final Supplier<Tablebase> TABLE = () -> TestTablebases.upTo(7);

    private final AtomicInteger asked = new AtomicInteger();
    private final AtomicBoolean askedOnFxThread = new AtomicBoolean();
    private Puzzle etude;
    private StipulationProofPane pane;

    private Tablebase counted() {
        asked.incrementAndGet();
        askedOnFxThread.compareAndSet(false, javafx.application.Platform.isFxApplicationThread());
        return TABLE.get();
    }

    @Start
    void start(Stage stage) {
        // The composer's line: the solver's own win, which ends on White's move.
        List<Integer> line = new Solver(null).solve(StipulationProofWindowsTest.NARROW, SolveGoal.WIN, 60, 1, 16,
                SolveListener.NONE, new AtomicBoolean()).mainLine();
        etude = new Puzzle("narrow", StipulationProofWindowsTest.NARROW, SolutionNode.line(line), List.of("etude"),
                Goal.win(), 1500, "", Map.of());
        pane = new StipulationProofPane(new FxBackgroundExecutor(1), () -> etude, 60, this::counted);
        stage.setScene(new Scene(pane, 640, 200));
        stage.show();
    }

    @Test
    void proveStipulationLeansOnTheUsersTablebase(FxRobot robot) throws Exception {
        robot.clickOn("#puzzle-prove");
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> pane.resultProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        StipulationProof r = pane.resultProperty().get();
        assertEquals(StipulationProof.Status.PROVED, r.status(), plain(pane.status.getText()));
        assertEquals(Verdict.WHITE_WINS, r.verdict());
        assertEquals(1, asked.get(), "the table is asked for once, for the proof");
        assertTrue(!askedOnFxThread.get(), "opening a table reads a file: never on the FX thread");
        assertTrue(plain(pane.status.getText()).startsWith("Proved: White wins against every defence"),
                pane.status.getText());
    }

    /**
     * A shipped etude whose shortest win the puzzle tools' 2 M-node budget leaves at "at most 19
     * moves": the pane's verdict is the exact count, the one the minimisation finds given all the
     * nodes it needs (the minimisation itself is checked against exhaustive search in
     * ShortestWinProperties).
     */
    @Test
    void proveStipulationGivesTheShortestWinSolvePositionsBudget(FxRobot robot) throws Exception {
        otau.game.Position start = otau.game.Fen.read("1,2,X,0,0,0,1,1,1/2,1,0,0,0,0,4,2,2 78 67 b 65");
        otau.engine.solve.SolveResult reference = new Solver(null).withShortestWinNodes(1_000_000_000L)
                .solve(start, SolveGoal.WIN, 120, 1, 64, SolveListener.NONE, new AtomicBoolean());
        assertEquals(otau.engine.solve.SolveResult.WinLength.EXACT, reference.winLength());
        Puzzle shipped = new Puzzle("etude-349cb5", start, SolutionNode.line(reference.mainLine()), List.of("etude"),
                Goal.win(), 1500, "", Map.of());
        StipulationProofPane noTable = new StipulationProofPane(new FxBackgroundExecutor(1), () -> shipped, 60, () -> null);
        robot.interact(() -> pane.getScene().setRoot(noTable));
        robot.clickOn("#puzzle-prove");
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> noTable.resultProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        StipulationProof r = noTable.resultProperty().get();
        assertEquals(StipulationProof.Status.PROVED, r.status(), plain(noTable.status.getText()));
        assertEquals(otau.engine.solve.SolveResult.WinLength.EXACT, r.winLength(), plain(noTable.status.getText()));
        assertEquals(reference.movesToWin(), r.winInMoves());
        assertTrue(plain(noTable.status.getText()).startsWith("Proved: Black wins against every defence (moves to the end: "
                + reference.movesToWin() + ")"), noTable.status.getText());
    }

    /**
     * Find the Shortest Win in the pane, on a composed bench position (White to move wins in 6
     * moves): with the proof's shortest-win search held to the proof's own nodes the count is not
     * exact; the button solves the start again with no limit and the count becomes the one plain
     * memoised minimax over the rules finds ({@code ShortestWinProperties.Oracle}), the button then
     * gone and the cook check's finding kept.
     */
    @Test
    void findTheShortestWinMakesTheCountExact(FxRobot robot) throws Exception {
        otau.game.Position start = otau.game.Fen.read("X,0,4,1,1,4,4,4,3/3,4,0,2,X,4,2,4,1 75 46 w 37");
        List<Integer> line = new Solver(null).solve(start, SolveGoal.WIN, 60, 1, 16, SolveListener.NONE,
                new AtomicBoolean()).mainLine();
        Puzzle composed = new Puzzle("win-in-six", start, SolutionNode.line(line), List.of("etude"), Goal.win(), 1500, "",
                Map.of());
        StipulationProofPane held = new StipulationProofPane(new FxBackgroundExecutor(1), () -> composed, 60, TABLE);
        robot.interact(() -> {
            held.setShortestWinNodes(1);
            pane.getScene().setRoot(held);
        });
        robot.clickOn("#puzzle-prove");
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> held.resultProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        StipulationProof first = held.resultProperty().get();
        assertEquals(StipulationProof.Status.PROVED, first.status(), plain(held.status.getText()));
        assertTrue(first.winLength() != otau.engine.solve.SolveResult.WinLength.EXACT, plain(held.status.getText()));
        assertTrue(plain(held.status.getText()).contains("(Find the Shortest Win searches on)"), held.status.getText());
        assertTrue(held.shortest.isVisible(), "offered under a count not exact");
        // In Kyrgyz and Russian, as narrow as Save as Etude's dialog: the buttons wrap, nothing is cut.
        List<String> cut = new java.util.ArrayList<>();
        for (otau.ui.Language language : List.of(otau.ui.Language.KYRGYZ, otau.ui.Language.RUSSIAN)) {
            robot.interact(() -> {
                held.getScene().getWindow().setWidth(560);
                otau.ui.LanguageSwitch.apply(language);
            });
            WaitForAsyncUtils.waitForFxEvents();
            String name = "prove-find-shortest-" + language.tag() + "-560";
            otau.ui.Screenshots.save(robot, held, name + ".png");
            robot.interact(() -> cut.addAll(otau.ui.LayoutAudit.problems(held, name)));
        }
        robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.ENGLISH));
        assertEquals(List.of(), cut);

        robot.clickOn("#puzzle-find-shortest");
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> held.resultProperty().get() != first
                && !held.prove.isDisabled());
        WaitForAsyncUtils.waitForFxEvents();
        StipulationProof r = held.resultProperty().get();
        assertEquals(otau.engine.solve.SolveResult.WinLength.EXACT, r.winLength(), plain(held.status.getText()));
        int plies = new otau.engine.solve.ShortestWinProperties.Oracle(otau.game.Side.WHITE).fewestPlies(start, 11);
        assertEquals(11, plies, "the oracle: a White win within 11 plies, none within 10");
        assertEquals((plies + 1) / 2, r.winInMoves(), "White to move: a win of N moves takes 2N - 1 or 2N plies");
        String text = plain(held.status.getText());
        assertTrue(text.startsWith("Proved: White wins against every defence (moves to the end: 6)"), text);
        assertTrue(!text.contains("at most"), text);
        assertTrue(!held.shortest.isVisible(), "an exact count offers nothing more");
        assertEquals(first.cook(), r.cook(), "the rest of the proof stands");
    }

    /** Save as Etude's Check proves the win goal with the same table (the services' supplier). */
    @Test
    void checkProvesAWinGoalWithTheUsersTablebase() {
        PuzzleServices services = new PuzzleServices(new MemoryProgressStore(), new ManualClock("2025-03-01T10:00:00Z"),
                StoreDifferenceSearch::new, 4, PuzzleTestSetup.SHALLOW, Pauser.NONE, Duration.ZERO,
                new ScriptedPuzzlePrompts(), List.of(), 0, this::counted, PuzzleServices.ETUDE_SECONDS);
        PuzzleAuthoring.Report report = services.checkDraft(etude);
        assertTrue(report.sound(), report.failures().toString());
        assertEquals(1, asked.get(), "the table is asked for once, for the check");
    }
}
