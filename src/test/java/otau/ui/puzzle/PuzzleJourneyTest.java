package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;
import otau.model.GameNode;
import otau.play.DistanceOracle;
import otau.play.SolverMovesTest;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.train.PuzzleResult;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.Screenshots;
import otau.ui.play.PlayController;
import otau.ui.puzzle.TrainerController.Phase;
import otau.ui.workbench.Command;

/**
 * A new user's first minutes, in Kyrgyz, at 1024x700, with pictures under
 * {@code target/screenshots/journey-*.png}. The journey is one test made of steps, each a
 * method that starts where the one before ended, all in one workbench: the shipped puzzles,
 * a wrong move, Retry and a solve, the dashboard; then Solve Position on a small ending,
 * its line added and played out against the solver; then a study's etude chapter with its goal.
 */
@ExtendWith(ApplicationExtension.class)
class PuzzleJourneyTest {
    private static final Pattern CYRILLIC = Pattern.compile("\\p{IsCyrillic}");
    private PuzzleJourney j;
    private Stage stage;
    private int shot;

    @Start
    void start(Stage stage) {
        // The workbench is built by the test (open), where a slow machine has the time it needs.
        this.stage = stage;
    }

    /** Starts the workbench in {@code language} at 1024x700. */
    private void open(FxRobot robot, Language language) throws IOException {
        PuzzleJourney.sharedJar();
        robot.interact(() -> {
            I18n.setLanguage(language);
            try {
                j = new PuzzleJourney(stage);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            stage.setWidth(1024);
            stage.setHeight(700);
            stage.show();
        });
    }

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    @Test
    void aNewUserFindsTheShippedPuzzlesAndSolvesThem(FxRobot robot) throws Exception {
        open(robot, Language.KYRGYZ);
        theLibraryListsTheShippedPuzzlesFromThePackedJar(robot);
        Puzzle first = aWrongMoveIsRefutedThenRetriedThenSolved(robot);
        aSecondPuzzleIsSolvedAtOnceAndTheListShowsBothResults(robot, first);
        theDashboardDrawsTheTwoAttempts(robot);
        aSmallEtudeIsProvedAndPlayedOutAgainstTheSolver(robot);
        aStudysEtudeChapterStatesItsGoalToTheStudent(robot);
    }

    // --- the steps ------------------------------------------------------------------------------

    private void theLibraryListsTheShippedPuzzlesFromThePackedJar(FxRobot robot) throws Exception {
        int files = PuzzleJourney.packedFiles().size();
        waitFor(() -> j.chooser().model().collections().size() == files);
        Path project = Path.of("").toAbsolutePath();
        for (Path folder : j.origin.folders()) {
            assertFalse(folder.startsWith(project), "looked only outside the project: " + folder);
        }
        for (var c : j.chooser().model().collections()) {
            assertEquals(j.origin.shippedCopy(), c.file().getParent(), "read from the copy made from the jar");
            assertEquals(List.of(), c.collection().problems(), c.file().toString());
        }
        assertTrue(Files.isRegularFile(j.origin.shippedCopy().resolve(".shipped")), "the copy's stamp");
        int puzzles = PuzzleJourney.packedPuzzleCount();
        assertTrue(puzzles > 1000, "the shipped collection: " + puzzles);
        assertEquals(puzzles, j.chooser().model().matching().size(), "every shipped puzzle is listed");

        // Every theme the filter offers, and every theme in view, in Kyrgyz.
        for (String word : j.chooser().themeBox.getItems()) {
            String name = j.chooser().themeBox.getConverter().toString(word);
            assertTrue(CYRILLIC.matcher(name).find(), word + " is offered as " + name);
        }
        reveal(robot, j.chooser().list);
        Puzzle top = j.chooser().model().matching().get(0);
        List<String> texts = cellTexts(robot, top);
        // The generated title, the task, the themes and the result, all in Kyrgyz.
        assertTrue(texts.contains(PuzzleNames.title(top)) && CYRILLIC.matcher(PuzzleNames.title(top)).find(),
                texts.toString());
        assertTrue(texts.contains(PuzzleTexts.task(top)), texts.toString());
        assertTrue(texts.contains(I18n.get("puzzles.list.rating", top.rating()) + " · "
                + PuzzleNames.themes(top.themes())), texts.toString());
        assertTrue(CYRILLIC.matcher(PuzzleNames.themes(top.themes())).find(), texts.toString());
        // Untried: no result yet, so the row gives the task the room.
        assertFalse(texts.contains(I18n.get("puzzles.list.solved")) || texts.contains(I18n.get("puzzles.list.failed")),
                texts.toString());
        screenshot(robot, "library");
        Screenshots.save(robot, j.chooser(), "journey-ky-" + shot + "-library-list.png");
    }

    private Puzzle aWrongMoveIsRefutedThenRetriedThenSolved(FxRobot robot) throws Exception {
        Puzzle p = oneMoveGain(0);
        int wrong = wrongMove(p);
        start(robot, p);
        assertEquals(p.start(), j.window.model().currentPosition());
        robot.clickOn("#hole-w" + wrong);
        waitFor(() -> j.trainer().phaseProperty().get() == Phase.WRONG);
        // Refuted on the board: the wrong move and the opponent's answer are played.
        assertEquals(2, j.window.model().currentNode().ply(), "the wrong move and the answer to it");
        assertEquals(p.start().play(wrong), j.window.model().currentNode().parent().position());
        String feedback = robot.lookup("#puzzle-feedback").queryAs(Label.class).getText();
        assertTrue(CYRILLIC.matcher(feedback).find(), feedback);
        screenshot(robot, "wrong-move");

        robot.clickOn("#puzzle-retry");
        waitFor(() -> j.trainer().phaseProperty().get() == Phase.SOLVING);
        assertEquals(p.start(), j.window.model().currentPosition(), "back to the position before the mistake");
        robot.clickOn("#hole-w" + p.mainLine().get(0));
        waitFor(() -> j.trainer().phaseProperty().get() == Phase.SOLVED);
        screenshot(robot, "solved-after-retry");
        return p;
    }

    private void aSecondPuzzleIsSolvedAtOnceAndTheListShowsBothResults(FxRobot robot, Puzzle first) throws Exception {
        Puzzle p = oneMoveGain(1);
        start(robot, p);
        robot.clickOn("#hole-w" + p.mainLine().get(0));
        waitFor(() -> j.trainer().phaseProperty().get() == Phase.SOLVED);
        // A puzzle solved after a mistake counts as failed; one solved at once as solved.
        waitFor(() -> j.chooser().model().results().get(first.id()) == PuzzleResult.FAILED
                && j.chooser().model().results().get(p.id()) == PuzzleResult.SOLVED);
        reveal(robot, j.chooser().list);
        assertTrue(cellTexts(robot, first).contains(I18n.get("puzzles.list.failed")));
        assertTrue(cellTexts(robot, p).contains(I18n.get("puzzles.list.solved")));
        screenshot(robot, "results");
        Screenshots.save(robot, j.chooser(), "journey-ky-" + shot + "-results-list.png");
    }

    private void theDashboardDrawsTheTwoAttempts(FxRobot robot) throws Exception {
        robot.interact(() -> j.window.run(otau.ui.workbench.Command.PUZZLE_DASHBOARD));
        PuzzleDashboardView view = j.feature.dashboardView();
        waitFor(() -> view.statsProperty().get() != null);
        // Oracle: the attempts the store recorded, in order.
        List<Double> stored = j.store.attempts().stream().map(otau.puzzle.train.Attempt::userAfter).toList();
        assertEquals(2, stored.size());
        var drawn = view.rating.getData().get(0).getData();
        assertEquals(stored, drawn.stream().map(d -> d.getYValue().doubleValue()).toList());
        assertEquals(List.of(1.0, 2.0), drawn.stream().map(d -> d.getXValue().doubleValue()).toList());
        assertTrue(CYRILLIC.matcher(view.span.getText()).find(), view.span.getText());
        robot.interact(() -> {
            view.getScene().getWindow().setWidth(1024);
            view.getScene().getWindow().setHeight(700);
        });
        WaitForAsyncUtils.waitForFxEvents();
        Screenshots.save(robot, view, "journey-ky-" + (++shot) + "-dashboard.png");
        robot.interact(() -> view.getScene().getWindow().hide());
    }

    /**
     * A small won ending opened from a file: Solve Position proves it, Add as variation puts
     * the proof's line in the game, and Play from the badge plays it out against the solver.
     * Every line and reply is checked by retrograde analysis of every position reachable
     * ({@link DistanceOracle}), which shares nothing with the solver.
     */
    private void aSmallEtudeIsProvedAndPlayedOutAgainstTheSolver(FxRobot robot) throws Exception {
        Position start = Fen.read(SolverMovesTest.WON_SHORTER);
        assertEquals(1, oracle().value(start), "the oracle: White, to move, wins");
        Path file = j.workingDir.resolve("etude.pgn");
        Files.writeString(file, "[Event \"Этюд\"]\n[SetUp \"1\"]\n[FEN \"" + SolverMovesTest.WON_SHORTER
                + "\"]\n[Result \"*\"]\n\n*\n");
        robot.interact(() -> j.window.openFile(file));
        waitFor(() -> j.window.model().currentPosition().equals(start) && !j.window.model().currentNode().hasChildren());
        GameNode root = j.window.model().currentNode();
        robot.interact(() -> {
            j.window.selectPanel("analysis");
            j.window.run(Command.SOLVE_POSITION);
        });
        waitFor(() -> badge(robot).startsWith(I18n.get("solve.proven.whiteWins")));
        String proven = badge(robot);
        screenshot(robot, "proof");

        robot.clickOn("#solve-add-variation");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(root, j.window.model().currentNode(), "the board stays at the position");
        assertEquals(proven, badge(robot), "the proof stays in view");
        // The proof's line, now in the game: White's moves each keep the shortest win,
        // Black's each resist longest, so it is as long as the oracle's distance and ends in
        // White's win.
        List<Integer> line = movesBelow(root);
        assertEquals(oracle().distance(start), line.size(), "the shortest win against the best defence: " + line);
        Position at = start;
        for (int h : line) {
            assertTrue(at.isLegal(h), h + " in " + line);
            assertEquals(bestDistanceAfter(at), oracle().distance(at.play(h)), "the best move " + h + " in " + line);
            at = at.play(h);
        }
        assertEquals(Side.WHITE, at.outcome().winner(), line + " ends in White's win");
        screenshot(robot, "line-added");

        robot.clickOn("#solve-play");
        WaitForAsyncUtils.waitForFxEvents();
        PlayController c = j.play.controller();
        assertTrue(c.isPlaying() && c.isAgainstSolver(), "a game against the solver");
        assertEquals(Side.WHITE, c.game().humanSide(), "the player takes the side to move");
        boolean pictured = false;
        while (!c.game().isOver()) {
            Position p = c.game().position();
            assertEquals(Side.WHITE, p.sideToMove());
            int move = shortestWin(p);
            int before = c.game().plies();
            robot.clickOn("#hole-w" + move);
            waitFor(() -> c.game().isOver() || c.game().plies() >= before + 2);
            if (c.game().plies() >= before + 2) {
                Position asked = p.play(move);
                int reply = c.game().moves().get(c.game().plies() - 1);
                assertEquals(asked.play(reply), c.game().position());
                assertEquals(bestDistanceAfter(asked), oracle().distance(asked.play(reply)),
                        "the solver's " + reply + " resists longest in " + Fen.write(asked));
                assertEquals(I18n.get("play.solver.longestResistance", oracle().distance(asked)), c.opponentNote(),
                        "the panel says why, with the exact length");
                if (!pictured) {
                    screenshot(robot, "against-solver");
                    pictured = true;
                }
            }
        }
        waitFor(() -> !c.isPlaying());
        assertEquals(Side.WHITE, c.game().position().outcome().winner(), "the game ends in the proven result");
        assertEquals(oracle().distance(start), c.game().plies(), "best play on both sides takes the oracle's distance");
        assertEquals(1, j.playResults.size(), "the result was announced once: " + j.playResults);
        assertFalse(Files.exists(j.root.resolve("games.db")), "a game against the solver goes to no database");
        // The game's note on its last move, all in Kyrgyz, the solver named in Kyrgyz too (written by hand).
        assertEquals("Машыгуу оюну, атаандаш — Otau чечүүчүсү: 1-0, аягына чейин ойнолду. Кайтарылган жүрүштөр 0, кеңештер 0.",
                j.window.model().currentNode().comment());
        screenshot(robot, "solver-game-over");
    }

    /**
     * A coach's study, written in the working folder, with the same ending as an interactive
     * etude chapter for White; the student plays it and the goal stands above the lesson.
     * The chapter's line is the oracle's: White's shortest win against Black's longest defence.
     */
    private void aStudysEtudeChapterStatesItsGoalToTheStudent(FxRobot robot) throws Exception {
        Position start = Fen.read(SolverMovesTest.WON_SHORTER);
        List<Integer> line = new ArrayList<>();
        for (Position p = start; !p.isGameOver(); ) {
            int h = p.sideToMove() == Side.WHITE ? shortestWin(p) : longestDefence(p);
            line.add(h);
            p = p.play(h);
        }
        StringBuilder moves = new StringBuilder();
        for (int i = 0; i < line.size(); i++) {
            moves.append(i % 2 == 0 ? (i / 2 + 1) + ". " : "").append(line.get(i)).append(' ');
        }
        Path file = j.workingDir.resolve("etudes-study.pgn");
        Files.writeString(file, """
                [StudyName "Этюддар"]
                [ChapterName "Кыска жеңиш"]
                [ChapterMode "interactive"]
                [Orientation "white"]
                [Goal "win"]
                [SetUp "1"]
                [FEN "%s"]
                [Result "1-0"]

                {Эң кыска жолду табыңыз.} %s1-0
                """.formatted(SolverMovesTest.WON_SHORTER, moves));
        robot.interact(() -> j.window.openFile(file));
        waitFor(() -> j.study.chapters() == 1);
        robot.interact(() -> j.study.select(0));
        waitFor(() -> j.window.model().currentPosition().equals(start));
        Button play = robot.lookup("#study-play").queryAs(Button.class);
        assertFalse(play.isDisabled(), "the chapter can be played");
        robot.interact(play::fire);
        // Written by hand: "White to move, wins" in Kyrgyz.
        assertEquals("Ак баштап, утат", text(robot, "study-goal"));
        assertEquals("Эң кыска жолду табыңыз.", text(robot, "study-feedback"), "the coach's words under the goal");
        screenshot(robot, "study-goal");

        // The student finds the first move; the board answers with the chapter's reply.
        robot.clickOn("#hole-w" + line.get(0));
        waitFor(() -> j.window.model().currentPosition().equals(start.play(line.get(0)).play(line.get(1))));
        assertEquals("Ак баштап, утат", text(robot, "study-goal"), "the goal stays while the lesson goes on");
        assertTrue(robot.lookup("#study-goal").queryAs(Label.class).isVisible());
        screenshot(robot, "study-first-move");
    }

    /** The same library in Russian: titles, tasks and theme names, in the list and the filter. */
    @Test
    void theLibraryInRussian(FxRobot robot) throws Exception {
        open(robot, Language.RUSSIAN);
        int files = PuzzleJourney.packedFiles().size();
        waitFor(() -> j.chooser().model().collections().size() == files);
        for (String word : j.chooser().themeBox.getItems()) {
            String name = j.chooser().themeBox.getConverter().toString(word);
            assertTrue(CYRILLIC.matcher(name).find(), word + " is offered as " + name);
        }
        reveal(robot, j.chooser().list);
        Puzzle top = j.chooser().model().matching().get(0);
        List<String> texts = cellTexts(robot, top);
        assertTrue(texts.contains(PuzzleNames.title(top)) && CYRILLIC.matcher(PuzzleNames.title(top)).find(),
                texts.toString());
        assertTrue(texts.contains(PuzzleTexts.task(top)), texts.toString());
        Screenshots.save(robot, j.window.root(), "journey-ru-library.png");
        Screenshots.save(robot, j.chooser(), "journey-ru-library-list.png");

        // The dashboard in Russian, over three attempts on two days.
        java.time.Instant at = java.time.Instant.parse("2025-03-01T10:00:00Z");
        j.store.addAttempt(new otau.puzzle.train.Attempt(top.id(), at, false, 1500, 1482, 610));
        j.store.addAttempt(new otau.puzzle.train.Attempt(top.id(), at.plusSeconds(600), true, 1482, 1490, 605));
        j.store.addAttempt(new otau.puzzle.train.Attempt(top.id(), at.plusSeconds(86_400), true, 1490, 1497, 600));
        robot.interact(() -> j.window.run(otau.ui.workbench.Command.PUZZLE_DASHBOARD));
        PuzzleDashboardView view = j.feature.dashboardView();
        waitFor(() -> view.statsProperty().get() != null);
        assertEquals(List.of(1482.0, 1490.0, 1497.0), view.rating.getData().get(0).getData().stream()
                .map(d -> d.getYValue().doubleValue()).toList());
        Screenshots.save(robot, view, "journey-ru-dashboard.png");
    }

    // --- the oracle of the solver steps --------------------------------------------------------

    private static DistanceOracle oracle;

    /** Exact values and distances of every position reachable from the small ending, built once. */
    private static synchronized DistanceOracle oracle() {
        if (oracle == null) {
            oracle = new DistanceOracle(Fen.read(SolverMovesTest.WON_SHORTER));
        }
        return oracle;
    }

    /** Plies to the end, by the oracle, after the best move from {@code p}: the shortest win or the longest loss. */
    private static int bestDistanceAfter(Position p) {
        boolean winning = oracle().value(p) == 1;
        int best = winning ? Integer.MAX_VALUE : -1;
        for (int h : p.legalMoves()) {
            Position q = p.play(h);
            boolean wins = q.isGameOver() ? q.outcome().winner() == p.sideToMove() : oracle().value(q) == -1;
            int d = q.isGameOver() ? 0 : oracle().distance(q);
            if (winning && wins) {
                best = Math.min(best, d);
            } else if (!winning) {
                best = Math.max(best, d);
            }
        }
        return best;
    }

    /** White's move that wins in the fewest plies (the oracle's distance less one). */
    private static int shortestWin(Position p) {
        for (int h : p.legalMoves()) {
            Position q = p.play(h);
            boolean wins = q.isGameOver() ? q.outcome().winner() == p.sideToMove() : oracle().value(q) == -1;
            if (wins && (q.isGameOver() ? 0 : oracle().distance(q)) == oracle().distance(p) - 1) {
                return h;
            }
        }
        throw new AssertionError("no shortest win in " + Fen.write(p));
    }

    /** The losing side's move that holds out longest. */
    private static int longestDefence(Position p) {
        int want = bestDistanceAfter(p);
        for (int h : p.legalMoves()) {
            Position q = p.play(h);
            if ((q.isGameOver() ? 0 : oracle().distance(q)) == want) {
                return h;
            }
        }
        throw new AssertionError("no defence in " + Fen.write(p));
    }

    private static List<Integer> movesBelow(GameNode node) {
        List<Integer> out = new ArrayList<>();
        for (GameNode n = node.hasChildren() ? node.children().get(0) : null; n != null;
                n = n.hasChildren() ? n.children().get(0) : null) {
            out.add(n.move().hole());
        }
        return out;
    }

    private static String badge(FxRobot robot) {
        return robot.lookup("#solve-badge").queryAs(Labeled.class).getText();
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup("#" + id).queryAs(Label.class).getText();
    }

    // --- what the steps share ---------------------------------------------------------------

    /**
     * The {@code n}th shipped puzzle, easiest first, that White wins stones in with one move;
     * such a puzzle has a wrong move that is easy to name without the trainer ({@link #wrongMove}).
     */
    private Puzzle oneMoveGain(int n) {
        return j.chooser().model().matching().stream()
                .filter(p -> p.solver() == Side.WHITE && p.goal().kind() == Goal.Kind.GAIN && p.mainLine().size() == 1)
                .skip(n).findFirst().orElseThrow();
    }

    /**
     * A legal move other than the file's that falls short of the goal, worked out from the
     * rules alone: White's store gains fewer stones than the goal asks (Black's cannot grow on
     * White's move).
     */
    private static int wrongMove(Puzzle p) {
        Position start = p.start();
        for (int hole : start.legalMoves()) {
            Position after = start.play(hole);
            int gain = after.store(Side.WHITE) - start.store(Side.WHITE);
            if (hole != p.mainLine().get(0) && gain < p.goal().stones() && !after.isGameOver()) {
                return hole;
            }
        }
        throw new AssertionError("no wrong move in " + p.id());
    }

    /** Chooses {@code p} in the library's list and presses Start, as a user does. */
    private void start(FxRobot robot, Puzzle p) throws Exception {
        robot.interact(() -> {
            j.chooser().list.getSelectionModel().select(p);
            j.chooser().list.scrollTo(p);
        });
        javafx.scene.Node startButton = robot.lookup("#puzzle-start").query();
        reveal(robot, startButton);
        robot.clickOn(startButton);
        waitFor(() -> j.trainer().puzzleProperty().get() == p
                && j.trainer().phaseProperty().get() == Phase.SOLVING);
    }

    private List<String> cellTexts(FxRobot robot, Puzzle p) {
        robot.interact(() -> j.chooser().list.scrollTo(p));
        WaitForAsyncUtils.waitForFxEvents();
        ListCell<?> cell = robot.from(j.chooser().list).lookup(".puzzle-list-cell").queryAllAs(ListCell.class).stream()
                .filter(c -> c.getItem() == p).findFirst().orElseThrow(() -> new AssertionError("no row for " + p.id()));
        return robot.from(cell).lookup(".label").queryAllAs(Label.class).stream().map(Label::getText).toList();
    }

    /** Scrolls the trainer panel so that {@code node} is in view. */
    private void reveal(FxRobot robot, javafx.scene.Node node) {
        robot.interact(() -> {
            javafx.scene.control.ScrollPane sp = j.feature.panel().scroller();
            javafx.geometry.Bounds b = sp.getContent().sceneToLocal(node.localToScene(node.getBoundsInLocal()));
            double range = sp.getContent().getBoundsInLocal().getHeight() - sp.getViewportBounds().getHeight();
            sp.setVvalue(range <= 0 ? 0 : Math.min(1, Math.max(0, (b.getMinY() - 10) / range)));
            sp.layout();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void screenshot(FxRobot robot, String step) throws IOException {
        shot++;
        var img = Screenshots.save(robot, j.window.root(), "journey-ky-" + shot + "-" + step + ".png");
        assertTrue(img.getWidth() >= 1000 && Screenshots.distinctColours(img) > 50, "a drawn window, 1024 wide");
    }

    private static void waitFor(BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
