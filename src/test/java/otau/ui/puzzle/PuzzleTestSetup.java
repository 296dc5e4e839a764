package otau.ui.puzzle;

import otau.testing.ManualClock;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import javafx.stage.Stage;
import javafx.util.Duration;
import otau.engine.egtb.Tablebase;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.PuzzleVerifier;
import otau.puzzle.SolveCriteria;
import otau.puzzle.solve.StoreDifferenceSearch;
import otau.puzzle.train.MemoryProgressStore;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * A workbench with the puzzles installed over a temporary folder holding the three test
 * puzzles, a memory progress store, a clock the test moves, a shallow store-difference search, no pauses
 * and scripted prompts.
 */
final class PuzzleTestSetup {
    /** The check depth: shallow, so each check takes a fraction of a second. */
    static final SolveCriteria SHALLOW = SolveCriteria.standard().withDepth(4);

    final Path dir;
    final Path puzzles;
    final Path collection;
    final ManualClock clock = new ManualClock("2025-03-01T10:00:00Z");
    final MemoryProgressStore store = new MemoryProgressStore();
    final ScriptedPuzzlePrompts prompts = new ScriptedPuzzlePrompts();
    final WorkbenchWindow window;
    final PuzzleFeature feature;

    PuzzleTestSetup(Stage stage) throws IOException {
        this(stage, 0);
    }

    /** With {@code engineDepth} above 0 the engine judges "Save as puzzle" drafts too. */
    PuzzleTestSetup(Stage stage, int engineDepth) throws IOException {
        this(stage, engineDepth, () -> null);
    }

    /** With {@code tablebases} as the etude trainer's source of a tablebase. */
    PuzzleTestSetup(Stage stage, int engineDepth, Supplier<Tablebase> tablebases) throws IOException {
        this(stage, engineDepth, tablebases, 0);
    }

    /** With a node budget on each etude solve as well ({@code etudeNodes}; 0: the time alone). */
    PuzzleTestSetup(Stage stage, int engineDepth, Supplier<Tablebase> tablebases, long etudeNodes) throws IOException {
        this(stage, engineDepth, tablebases, etudeNodes, false);
    }

    /**
     * With {@code backgroundPool} the work runs on a real background pool, as in the application
     * (else on the FX thread, at once), for a test that acts while the work is under way.
     */
    PuzzleTestSetup(Stage stage, int engineDepth, Supplier<Tablebase> tablebases, long etudeNodes,
                    boolean backgroundPool) throws IOException {
        this(stage, engineDepth, tablebases, etudeNodes, backgroundPool, false);
    }

    /** With the application's own dialogs for the puzzles' questions ({@link #prompts} is not asked). */
    static PuzzleTestSetup withDialogs(Stage stage) throws IOException {
        return new PuzzleTestSetup(stage, 0, () -> null, 0, false, true);
    }

    private PuzzleTestSetup(Stage stage, int engineDepth, Supplier<Tablebase> tablebases, long etudeNodes,
                            boolean backgroundPool, boolean dialogs) throws IOException {
        dir = otau.TempFolders.create("otau-puzzle-ui");
        puzzles = Files.createDirectories(dir.resolve("puzzles"));
        collection = puzzles.resolve("three-puzzles.pgn");
        try (InputStream in = PuzzleTestSetup.class.getResourceAsStream("three-puzzles.pgn")) {
            Files.copy(in, collection);
        }
        // A short move list, so the trainer panel under it has room.
        Files.writeString(dir.resolve("workbench.properties"), "divider.side=0.25\n");
        window = backgroundPool ? WorkbenchTestWindows.createWithPool(stage, dir) : WorkbenchTestWindows.create(stage, dir);
        PuzzleServices services = new PuzzleServices(store, clock, StoreDifferenceSearch::new, 4, SHALLOW, Pauser.NONE,
                Duration.ZERO, dialogs ? null : prompts, List.of(dir.resolve("missing"), puzzles), engineDepth, tablebases,
                PuzzleServices.ETUDE_SECONDS, etudeNodes);
        feature = PuzzleFeature.install(window, services);
        // The workbench has other side panels (play); the trainer's is the one in front.
        window.selectPanel("puzzles");
    }

    /** Scrolls the trainer panel so {@code node} is in view (the part under the puzzle card scrolls). */
    void reveal(javafx.scene.Node node) {
        javafx.scene.control.ScrollPane sp = feature.panel().scroller();
        if (!isInside(node, sp.getContent())) {
            return;
        }
        javafx.geometry.Bounds b = sp.getContent().sceneToLocal(node.localToScene(node.getBoundsInLocal()));
        double range = sp.getContent().getBoundsInLocal().getHeight() - sp.getViewportBounds().getHeight();
        sp.setVvalue(range <= 0 ? 0 : Math.min(1, Math.max(0, (b.getMinY() - 10) / range)));
        sp.layout();
    }

    private static boolean isInside(javafx.scene.Node node, javafx.scene.Node parent) {
        for (javafx.scene.Node n = node; n != null; n = n.getParent()) {
            if (n == parent) {
                return true;
            }
        }
        return false;
    }

    /** The test collection's puzzles are sound, as the core's verifier judges them at the test depth. */
    static void assertSound(PuzzleCollection c) {
        PuzzleVerifier verifier = new PuzzleVerifier(new StoreDifferenceSearch(), SHALLOW);
        assertEquals(List.of(), c.problems());
        for (var p : c.puzzles()) {
            assertEquals(List.of(), verifier.verify(p), p.id());
        }
    }


    /** Waits (up to two minutes) until {@code c} holds, then for the FX events it set off. */
    static void waitFor(java.util.function.BooleanSupplier c) throws Exception {
        org.testfx.util.WaitForAsyncUtils.waitFor(120, java.util.concurrent.TimeUnit.SECONDS, c::getAsBoolean);
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
    }

    /** A solution line of one move after another, no side lines. */
    static otau.puzzle.SolutionNode line(List<Integer> holes) {
        List<otau.puzzle.SolutionNode> next = List.of();
        for (int i = holes.size() - 1; i > 0; i--) {
            next = List.of(new otau.puzzle.SolutionNode(holes.get(i), next));
        }
        return new otau.puzzle.SolutionNode(holes.get(0), next);
    }

    /**
     * Opens the collection editor on {@code file} and waits for it: the file is read in the
     * background, and the editor comes after (on a busy machine, after the call returns).
     */
    CollectionEditorView editCollection(org.testfx.api.FxRobot robot, Path file) throws Exception {
        robot.interact(() -> feature.editCollection(file));
        org.testfx.util.WaitForAsyncUtils.waitFor(30, java.util.concurrent.TimeUnit.SECONDS,
                () -> feature.editorView() != null && feature.editorView().model().file().equals(file));
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        return feature.editorView();
    }
}
