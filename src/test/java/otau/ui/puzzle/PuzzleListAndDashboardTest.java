package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.image.ImageView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.game.Position;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.SolutionNode;
import otau.puzzle.train.Attempt;
import otau.puzzle.train.PuzzleResult;
import otau.puzzle.train.Thumb;
import otau.ui.EnglishInterface;
import otau.ui.puzzle.PuzzleLibrary.LoadedCollection;
import otau.ui.workbench.Command;

/**
 * The chooser as a user meets it: the list with board thumbnails, titles, ratings, themes
 * and results; the ControlsFX theme box and difficulty slider; thumbs from the list's
 * context menu; the dashboard with its chart and "Replay my failures".
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class PuzzleListAndDashboardTest {
    private PuzzleTestSetup t;
    private Stage chooserStage;
    private Path titled;

    @Start
    void start(Stage stage) throws IOException {
        t = new PuzzleTestSetup(stage);
        // Titles as the generator writes them, on a copy of the test collection.
        String text = Files.readString(t.collection, StandardCharsets.UTF_8)
                .replace("[Id \"t-combination\"]", "[Id \"t-combination\"]\n[Title \"Capture twice\"]")
                .replace("[Id \"t-win\"]", "[Id \"t-win\"]\n[Title \"Win at once\"]");
        titled = t.dir.resolve("titled.pgn");
        Files.writeString(titled, text, StandardCharsets.UTF_8);
        stage.show();
        // The chooser is a node of its own; here it has a window of its own, side-panel wide.
        chooserStage = new Stage();
        PuzzleChooser chooser = chooser();
        // In the workbench it sits in the trainer's panel; take it out of there.
        if (chooser.getParent() instanceof javafx.scene.layout.Pane holder) {
            holder.getChildren().remove(chooser);
        }
        chooserStage.setScene(new Scene(chooser, 380, 640));
        chooserStage.show();
    }

    private PuzzleChooser chooser() {
        return t.feature.trainer().chooser();
    }

    private static void waitFor(BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The titled collection, opened and chosen as a user would. */
    private void openTitled(FxRobot robot) throws Exception {
        waitFor(() -> chooser().model().collections().size() == 1);
        robot.interact(() -> chooser().model().openCollection(titled));
        waitFor(() -> chooser().model().selectedCollectionProperty().get() != null
                && chooser().model().selectedCollectionProperty().get().file().equals(titled));
    }

    private List<String> listed() {
        return chooser().list.getItems().stream().map(Puzzle::id).toList();
    }

    private ListCell<?> cellOf(FxRobot robot, String title) {
        return robot.lookup(".puzzle-list-cell").queryAllAs(ListCell.class).stream()
                .filter(c -> title.equals(c.getText())).findFirst().orElseThrow(() -> new AssertionError(title));
    }

    @Test
    void theListShowsThumbnailsTitlesRatingsThemesAndResults(FxRobot robot) throws Exception {
        openTitled(robot);
        assertEquals(List.of("t-win", "t-capture", "t-combination"), listed(), "easiest first");
        otau.ui.Screenshots.save(robot, chooser(), "puzzle-chooser.png");
        ListCell<?> win = cellOf(robot, "Win at once");
        assertNotNull(((ImageView) robot.from(win).lookup(".image-view").query()).getImage(), "a board thumbnail");
        List<String> texts = robot.from(win).lookup(".label").queryAllAs(Label.class).stream().map(Label::getText)
                .toList();
        // Oracle: three-puzzles.pgn, t-win: White to move, [Goal "win"], [Rating "600"], [Theme "capture"].
        assertTrue(texts.contains("White to move wins") && texts.contains("rating 600 · Capture")
                && !texts.contains("Failed") && !texts.contains("Solved"), "untried: no result shown " + texts);
        cellOf(robot, "t-capture");

        // Results come from the progress store, read in the background.
        t.store.addAttempt(new Attempt("t-win", Instant.parse("2025-03-01T10:00:00Z"), false, 1500, 1480, 620));
        t.store.addAttempt(new Attempt("t-capture", Instant.parse("2025-03-01T10:05:00Z"), true, 1480, 1495, 890));
        robot.interact(() -> chooser().model().refreshResults());
        waitFor(() -> chooser().model().results().size() == 2);
        List<String> after = robot.from(cellOf(robot, "Win at once")).lookup(".label").queryAllAs(Label.class)
                .stream().map(Label::getText).toList();
        assertTrue(after.contains("Failed"), after.toString());

        robot.interact(() -> chooser().resultBox.setValue(PuzzleResult.FAILED));
        assertEquals(List.of("t-win"), listed());
        robot.interact(() -> chooser().resultBox.setValue(PuzzleResult.UNTRIED));
        assertEquals(List.of("t-combination"), listed());
        robot.interact(() -> chooser().resultBox.setValue(null));
        assertEquals(3, listed().size());
    }

    @Test
    void themesInACheckComboBoxAndDifficultyOnARangeSlider(FxRobot robot) throws Exception {
        waitFor(() -> listed().size() == 3);
        assertEquals(List.of("capture", "combination"), chooser().themeBox.getItems(),
                "the themes of the puzzles read, by name");
        Object shown = chooser().themeBox.getChildrenUnmodifiable().stream()
                .filter(n -> n instanceof javafx.scene.control.ComboBox).map(n -> ((javafx.scene.control.ComboBox<?>) n).getValue())
                .findFirst().orElseThrow();
        assertTrue(String.valueOf(shown).endsWith("(0/2)"), "the box counts the themes it offers: " + shown);
        robot.interact(() -> chooser().themeBox.getCheckModel().check("combination"));
        assertEquals(List.of("t-combination"), listed());
        assertEquals(java.util.Set.of("combination"), chooser().model().themeFilter());
        robot.interact(() -> chooser().themeBox.getCheckModel().clearChecks());
        assertEquals(3, listed().size());

        robot.interact(() -> {
            chooser().difficulty.setLowValue(800);
            chooser().difficulty.setHighValue(910);
        });
        assertEquals(List.of("t-capture"), listed());
        assertEquals("800–900", robot.lookup("#puzzle-difficulty-range").queryAs(Label.class).getText());
        // The skin is ControlsFX's own: it draws its thumbs under Monocle.
        assertFalse(robot.from(chooser().difficulty).lookup(".range-bar").queryAll().isEmpty());
        robot.interact(() -> {
            chooser().difficulty.setLowValue(0);
            chooser().difficulty.setHighValue(3000);
        });
        assertEquals(3, listed().size());
        // Opening the theme box shows its check list, in a popup of its own.
        robot.interact(chooserStage::toFront);
        robot.clickOn(chooser().themeBox);
        WaitForAsyncUtils.waitForFxEvents();
        var popup = robot.listWindows().stream().filter(w -> w instanceof javafx.stage.PopupWindow && w.isShowing())
                .findFirst().orElseThrow(() -> new AssertionError("no popup"));
        assertFalse(robot.from(popup.getScene().getRoot()).lookup(".check-box").queryAll().isEmpty());
        robot.interact(popup::hide);
    }

    @Test
    void thumbsFromTheContextMenuAreKeptAndShownInTheEditor(FxRobot robot) throws Exception {
        openTitled(robot);
        robot.interact(chooserStage::toFront);
        ListCell<?> cell = cellOf(robot, "Capture twice");
        robot.clickOn(cell);
        // Monocle sends no context-menu request for a right click: the menu is opened as it would open.
        robot.interact(() -> chooser().list.getContextMenu().show(cell, javafx.geometry.Side.BOTTOM, 0, 0));
        robot.clickOn("Thumb down: not worth keeping");
        waitFor(() -> t.store.thumb("t-combination").isPresent());
        assertEquals(Thumb.DOWN, t.store.thumb("t-combination").orElseThrow());

        // The buttons act on the puzzle in hand.
        robot.interact(() -> {
            t.feature.trainer().start(chooser().model().allPuzzles().get("t-win"));
            chooserStage.toFront();
        });
        robot.clickOn("#puzzle-thumb-up");
        waitFor(() -> t.store.thumb("t-win").isPresent());
        assertEquals(Thumb.UP, t.store.thumb("t-win").orElseThrow());
        robot.clickOn("#puzzle-thumb-up");
        waitFor(() -> t.store.thumb("t-win").isEmpty());
        assertTrue(t.store.thumb("t-win").isEmpty(), "pressed again, the thumb is taken back");

        robot.interact(() -> t.feature.editCollection(titled));
        CollectionEditorView editor = t.feature.editorView();
        waitFor(() -> editor.model().thumbsShown() > 0);
        assertEquals("-1", editor.model().thumbText("t-combination"));
        assertEquals("", editor.model().thumbText("t-win"));
    }

    @Test
    void dashboardShowsThemesAndRatingAndReplaysFailures(FxRobot robot) throws Exception {
        waitFor(() -> listed().size() == 3);
        Instant at = Instant.parse("2025-03-01T10:00:00Z");
        t.store.addAttempt(new Attempt("t-combination", at, false, 1500, 1470, 950));
        t.store.addAttempt(new Attempt("t-capture", at.plusSeconds(86_400), true, 1470, 1490, 880));
        t.store.addAttempt(new Attempt("t-win", at.plusSeconds(2 * 86_400), false, 1490, 1475, 620));
        robot.interact(() -> t.window.run(Command.PUZZLE_DASHBOARD));
        PuzzleDashboardView view = t.feature.dashboardView();
        waitFor(() -> view.statsProperty().get() != null);
        assertEquals("Attempts: 3 · solved: 1 · rating 1475", view.summary.getText());
        var capture = view.themes.getItems().stream().filter(s -> s.theme().equals("capture")).findFirst()
                .orElseThrow();
        assertEquals(3, capture.attempts());
        assertEquals(1, capture.solved());
        assertEquals(3, view.rating.getData().get(0).getData().size(), "one point per attempt");
        assertEquals("Failed puzzles to replay: 2", view.failures.getText());
        otau.ui.Screenshots.save(robot, view, "puzzle-dashboard.png");

        robot.clickOn("#dashboard-replay");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("t-win", t.feature.trainer().puzzleProperty().get().id(), "the latest failure first");
        assertEquals(1, chooser().model().queuedProperty().get());
        robot.interact(() -> t.feature.trainer().next());
        assertEquals("t-combination", t.feature.trainer().puzzleProperty().get().id(), "Next takes the replay's next");
        assertEquals(0, chooser().model().queuedProperty().get());
    }

    @Test
    void fifteenHundredPuzzlesScrollWithThumbnailsDrawnOnlyWhenShown(FxRobot robot) throws Exception {
        waitFor(() -> listed().size() == 3);
        Random random = new Random(7);
        List<Puzzle> many = new ArrayList<>();
        for (int i = 0; i < 1600; i++) {
            Position p = Position.start();
            for (int k = 0; k < 6 + random.nextInt(30) && !p.isGameOver(); k++) {
                int[] legal = p.legalMoves();
                p = p.play(legal[random.nextInt(legal.length)]);
            }
            if (p.isGameOver()) {
                continue;
            }
            many.add(new Puzzle("m-" + i, p, List.of(new SolutionNode(p.legalMoves()[0], List.of())),
                    List.of("capture"), Goal.gain(2), 600 + random.nextInt(2000), "", Map.of("Title", "Drill " + i)));
        }
        PuzzleCollection big = new PuzzleCollection("many", many, List.of());
        robot.interact(() -> chooser().model().addCollections(List.of(new LoadedCollection(t.puzzles.resolve("many.pgn"), big))));
        waitFor(() -> listed().size() == many.size() + 3);
        int before = chooser().thumbnails().drawn();
        assertTrue(before < 40, "only the rows in view are drawn: " + before);
        // Page by page to the end, each page laid out as a frame lays it out; timed on the FX thread.
        double first = scrollThrough(robot);
        int drawnOnce = chooser().thumbnails().drawn();
        assertTrue(drawnOnce <= listed().size() + 40, "each drawn about once: " + drawnOnce);
        // Back to the top: the latest pages come from the cache.
        double again = scrollThrough(robot);
        // The same scrolling over a list of plain strings, for scale on this machine.
        javafx.scene.control.ListView<String> plain = new javafx.scene.control.ListView<>();
        robot.interact(() -> {
            plain.getItems().setAll(listed());
            plain.setFixedCellSize(chooser().list.getFixedCellSize());
            chooser().getChildren().add(plain);
        });
        double[] plainMs = new double[1];
        robot.interact(() -> {
            long t0 = System.nanoTime();
            int steps = 0;
            for (int i = 0; i < plain.getItems().size(); i += 10) {
                plain.scrollTo(i);
                plain.applyCss();
                plain.layout();
                steps++;
            }
            plainMs[0] = (System.nanoTime() - t0) / 1e6 / steps;
            chooser().getChildren().remove(plain);
        });
        long t1 = System.nanoTime();
        for (Puzzle p : many.subList(0, 200)) {
            BoardThumbnails.pixels(p.start(), otau.game.Side.WHITE);
        }
        System.err.println("puzzle list: " + listed().size() + " puzzles, "
                + String.format(java.util.Locale.ROOT, "%.2f", first) + " ms a page of 10 (thumbnails drawn), "
                + String.format(java.util.Locale.ROOT, "%.2f", again) + " ms a page again, a plain list "
                + String.format(java.util.Locale.ROOT, "%.2f", plainMs[0]) + " ms a page; one thumbnail drawn in "
                + String.format(java.util.Locale.ROOT, "%.3f", (System.nanoTime() - t1) / 1e6 / 200) + " ms");
    }

    /** Milliseconds per page of ten rows, scrolling from the top to the end. */
    private double scrollThrough(FxRobot robot) {
        double[] ms = new double[1];
        robot.interact(() -> {
            int steps = 0;
            long t0 = System.nanoTime();
            for (int i = 0; i < listed().size(); i += 10) {
                chooser().list.scrollTo(i);
                chooser().list.applyCss();
                chooser().list.layout();
                steps++;
            }
            ms[0] = (System.nanoTime() - t0) / 1e6 / steps;
        });
        return ms[0];
    }
}
