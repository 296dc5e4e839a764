package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.game.Position;
import otau.game.Side;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.train.PuzzleResult;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.Screenshots;
import otau.ui.puzzle.TrainerController.Phase;

/**
 * A new user's first minutes with the puzzles, in Kyrgyz, at 1024x700, with pictures under
 * {@code target/screenshots/journey-*.png}. The journey is one test made of steps, each a
 * method that starts where the one before ended; a later step (Solve Position played out
 * against the solver, a study's etude chapter with its goal) is added as one more method
 * called at the end of {@link #aNewUserFindsTheShippedPuzzlesAndSolvesThem}.
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
    }

    // --- the steps ------------------------------------------------------------------------------

    private void theLibraryListsTheShippedPuzzlesFromThePackedJar(FxRobot robot) throws Exception {
        int files = PuzzleJourney.packedFiles().size();
        waitFor(() -> j.chooser().collections().size() == files);
        Path project = Path.of("").toAbsolutePath();
        for (Path folder : j.origin.folders()) {
            assertFalse(folder.startsWith(project), "looked only outside the project: " + folder);
        }
        for (var c : j.chooser().collections()) {
            assertEquals(j.origin.shippedCopy(), c.file().getParent(), "read from the copy made from the jar");
            assertEquals(List.of(), c.collection().problems(), c.file().toString());
        }
        assertTrue(Files.isRegularFile(j.origin.shippedCopy().resolve(".shipped")), "the copy's stamp");
        int puzzles = PuzzleJourney.packedPuzzleCount();
        assertTrue(puzzles > 1000, "the shipped collection: " + puzzles);
        assertEquals(puzzles, j.chooser().matching().size(), "every shipped puzzle is listed");

        // Every theme the filter offers, and every theme in view, in Kyrgyz.
        for (String word : j.chooser().themeBox.getItems()) {
            String name = j.chooser().themeBox.getConverter().toString(word);
            assertTrue(CYRILLIC.matcher(name).find(), word + " is offered as " + name);
        }
        reveal(robot, j.chooser().list);
        Puzzle top = j.chooser().matching().get(0);
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
        waitFor(() -> j.chooser().results().get(first.id()) == PuzzleResult.FAILED
                && j.chooser().results().get(p.id()) == PuzzleResult.SOLVED);
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

    /** The same library in Russian: titles, tasks and theme names, in the list and the filter. */
    @Test
    void theLibraryInRussian(FxRobot robot) throws Exception {
        open(robot, Language.RUSSIAN);
        int files = PuzzleJourney.packedFiles().size();
        waitFor(() -> j.chooser().collections().size() == files);
        for (String word : j.chooser().themeBox.getItems()) {
            String name = j.chooser().themeBox.getConverter().toString(word);
            assertTrue(CYRILLIC.matcher(name).find(), word + " is offered as " + name);
        }
        reveal(robot, j.chooser().list);
        Puzzle top = j.chooser().matching().get(0);
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

    // --- what the steps share ---------------------------------------------------------------

    /**
     * The {@code n}th shipped puzzle, easiest first, that White wins stones in with one move;
     * such a puzzle has a wrong move that is easy to name without the trainer ({@link #wrongMove}).
     */
    private Puzzle oneMoveGain(int n) {
        return j.chooser().matching().stream()
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
