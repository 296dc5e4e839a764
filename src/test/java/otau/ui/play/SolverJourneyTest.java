package otau.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Labeled;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;
import otau.game.study.Chapter;
import otau.model.GameNode;
import otau.play.DistanceOracle;
import otau.play.SolverMovesTest;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.Screenshots;
import otau.ui.analysis.AnalysisFeature;
import otau.ui.workbench.Command;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * A proof one can use, as a person would, in Kyrgyz at 1024x700: Solve Position on a small
 * won endgame, Add as variation (the proof stays), then the position played out against the
 * solver from the badge. Every reply of the solver is checked against exhaustive retrograde
 * analysis of every position reachable ({@link DistanceOracle}): it resists longest, so with
 * the player always taking the shortest win the game lasts exactly the oracle's distance and
 * ends in the proven result. Then the same from a set-up position (the board editor's way in)
 * and from a study chapter.
 */
@ExtendWith(ApplicationExtension.class)
class SolverJourneyTest {
    private static DistanceOracle oracle;
    private static Position start;

    private WorkbenchWindow wb;
    private PlayFeature play;
    private Path dir;
    private final ScriptedPlayPrompts prompts = new ScriptedPlayPrompts();

    @BeforeAll
    static void oracle() {
        start = Fen.read(SolverMovesTest.WON_SHORTER);
        oracle = new DistanceOracle(start);
    }

    @Start
    void start(Stage stage) throws IOException {
        I18n.setLanguage(Language.KYRGYZ);
        dir = otau.TempFolders.create("otau-solver-journey");
        wb = WorkbenchTestWindows.createWithPool(stage, dir);
        play = PlayFeature.install(wb);
        play.setPrompts(prompts);
        play.setDatabase(dir.resolve("games.db"));
        AnalysisFeature.install(wb);
        stage.setWidth(1024);
        stage.setHeight(700);
        stage.show();
    }

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    private static void waitFor(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private String badge(FxRobot robot) {
        return robot.lookup("#solve-badge").queryAs(Labeled.class).getText();
    }

    /** The proved prefix of the badge in the interface's language, e.g. "Далилденди: Ак утат". */
    private static String provenWhiteWins() {
        return I18n.get("solve.proven.whiteWins");
    }

    @Test
    void solveAddTheLinePlayItOutAgainstTheSolver(FxRobot robot) throws Exception {
        assertEquals(1, oracle.value(start), "the oracle: White, to move, wins");
        robot.interact(() -> wb.model().newGameFrom(start));
        GameNode root = wb.model().currentNode();
        robot.interact(() -> wb.run(Command.SOLVE_POSITION));
        waitFor(() -> badge(robot).startsWith(provenWhiteWins()));
        String proven = badge(robot);

        robot.clickOn("#solve-add-variation");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, root.children().size(), "the proven line is in the game");
        assertEquals(root, wb.model().currentNode(), "the board stays at the position");
        assertEquals(proven, badge(robot), "the proof survives Add as variation");
        Screenshots.save(robot, wb.stage().getScene().getRoot(), "solver-proof-kept-ky.png");

        robot.clickOn("#solve-play");
        WaitForAsyncUtils.waitForFxEvents();
        PlayController c = play.controller();
        assertTrue(c.isPlaying());
        assertTrue(c.isAgainstSolver());
        assertEquals(Side.WHITE, c.game().humanSide(), "the player takes the side to move");
        playOutShortestWins(robot, c, "solver-game-ky.png");
        assertFalse(Files.exists(dir.resolve("games.db")), "a game against the solver goes to no database");
    }

    @Test
    void fromASetUpPositionAndFromAStudyChapter(FxRobot robot) throws Exception {
        // The board editor hands its position to the model as a new game; a study chapter replaces the game.
        // The solver plays with the engine's Threads setting, read when the game starts; its
        // moves are checked against the oracle's distances with two threads here, one below.
        robot.interact(() -> {
            wb.preferences().put(otau.ui.preferences.EngineDefaults.THREADS, 2);
            wb.model().newGameFrom(start);
        });
        robot.interact(() -> wb.run(Command.PLAY_AGAINST_SOLVER));
        PlayController c = play.controller();
        assertTrue(c.isPlaying());
        assertEquals(2, ((otau.play.SolverOpponent) c.opponent()).threads());
        playOutShortestWins(robot, c, null);

        // Undo works as in any game: the last move goes away (after the result's comment).
        int plies = c.game().plies();
        GameNode last = wb.model().currentNode();
        for (int i = 0; i < 3 && wb.model().contains(last); i++) {
            robot.interact(() -> wb.model().undo());
        }
        assertFalse(wb.model().contains(last), "the solver's game is undone like any other");

        robot.interact(() -> {
            wb.preferences().put(otau.ui.preferences.EngineDefaults.THREADS, 1);
            wb.model().replaceGame(Chapter.ofPosition("Etude", start).record(), null, "Open chapter");
        });
        robot.interact(() -> wb.run(Command.PLAY_AGAINST_SOLVER));
        assertTrue(c.isPlaying());
        assertEquals(1, ((otau.play.SolverOpponent) c.opponent()).threads());
        assertTrue(plies > 0);
        playOutShortestWins(robot, c, null);
    }

    @Test
    void thePositionsActionsStandTogetherAndTheCollectionsApart(FxRobot robot) {
        javafx.scene.control.MenuBar bar = robot.lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class);
        java.util.List<String> analysis = items(bar, "menu-analysis");
        int solve = analysis.indexOf(Command.SOLVE_POSITION.text());
        assertTrue(solve >= 0, analysis.toString());
        assertEquals(java.util.List.of(Command.PLAY_AGAINST_SOLVER.text(), Command.SAVE_AS_PUZZLE.text()),
                analysis.subList(solve + 1, solve + 3), "solve, play it out, keep it as an etude");
        java.util.List<String> puzzles = items(bar, "menu-puzzles");
        assertFalse(puzzles.contains(Command.SAVE_AS_PUZZLE.text()), puzzles.toString());
        int open = puzzles.indexOf(Command.OPEN_PUZZLE_COLLECTION.text());
        assertEquals(Command.EDIT_PUZZLE_COLLECTION.text(), puzzles.get(open + 1), "the collection's actions together");
        assertEquals("Позицияны этюд катары сактоо…", Command.SAVE_AS_PUZZLE.text());
        assertEquals("Жыйнакты оңдоо…", Command.EDIT_PUZZLE_COLLECTION.text());
    }

    private static java.util.List<String> items(javafx.scene.control.MenuBar bar, String id) {
        return bar.getMenus().stream().filter(m -> id.equals(m.getId())).findFirst().orElseThrow().getItems().stream()
                .map(i -> i.getText() == null ? "" : i.getText()).toList();
    }

    @Test
    void theSolverShowsItIsThinkingAndCanBeStopped(FxRobot robot) throws Exception {
        // Far from any proof: the solver thinks for its whole time, and the player may stop it.
        robot.interact(() -> wb.model().newGameFrom(Position.start()));
        robot.interact(() -> wb.run(Command.PLAY_AGAINST_SOLVER));
        PlayController c = play.controller();
        robot.clickOn("#hole-w1");
        waitFor(() -> c.thinkingProperty().get());
        assertTrue(robot.lookup("#play-stop-thinking").query().isVisible(), "Stop is offered while the solver thinks");
        // The solver named in Kyrgyz (written by hand).
        assertEquals("Otau чечүүчүсү ойлонууда…", c.status());
        Screenshots.save(robot, wb.stage().getScene().getRoot(), "solver-thinking-ky.png");
        robot.clickOn("#play-stop-thinking");
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(c.isPlaying());
        assertFalse(c.thinkingProperty().get());
        assertEquals(I18n.get("play.stoppedThinking", "Otau чечүүчүсү"), c.status());
        assertEquals(1, wb.model().root().children().size(), "the player's move stays in the move list");
    }

    /**
     * Plays White's shortest win by clicks on the board; after each solver reply checks that
     * no other reply would have made the win longer. The game ends White's, in exactly the
     * oracle's number of plies.
     */
    private void playOutShortestWins(FxRobot robot, PlayController c, String screenshot) throws Exception {
        int expected = oracle.distance(start);
        while (!c.game().isOver()) {
            Position p = c.game().position();
            assertEquals(Side.WHITE, p.sideToMove());
            int move = shortestWinningMove(p);
            int before = c.game().plies();
            robot.clickOn("#hole-w" + move);
            waitFor(() -> c.game().isOver() || c.game().plies() >= before + 2);
            if (c.game().plies() >= before + 2) {
                Position defended = c.game().position();
                Position asked = p.play(move);
                int reply = c.game().moves().get(c.game().plies() - 1);
                int longest = 0;
                for (int h : asked.legalMoves()) {
                    longest = Math.max(longest, oracle.distance(asked.play(h)));
                }
                assertEquals(longest, oracle.distance(asked.play(reply)),
                        "the solver's " + reply + " resists longest in " + Fen.write(asked));
                assertEquals(defended, asked.play(reply));
                assertEquals(I18n.get("play.solver.longestResistance", oracle.distance(asked)), c.opponentNote(),
                        "the panel says why, with the exact length");
                if (screenshot != null) {
                    Screenshots.save(robot, wb.stage().getScene().getRoot(), screenshot);
                    screenshot = null;
                }
            }
        }
        waitFor(() -> !c.isPlaying());
        assertEquals(Side.WHITE, c.game().position().outcome().winner(), "the game ends in the proven result");
        assertEquals(expected, c.game().plies(), "best play on both sides takes the oracle's distance");
    }

    private static int shortestWinningMove(Position p) {
        for (int h : p.legalMoves()) {
            Position q = p.play(h);
            int rest = q.isGameOver() ? (q.outcome().winner() == p.sideToMove() ? 0 : -1)
                    : oracle.value(q) == -1 ? oracle.distance(q) : -1;
            if (rest == oracle.distance(p) - 1) {
                return h;
            }
        }
        throw new AssertionError("no shortest win in " + Fen.write(p));
    }
}
