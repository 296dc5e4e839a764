package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.puzzle.solve.StoreDifferenceSearch;
import otau.puzzle.train.MemoryProgressStore;
import otau.testing.ManualClock;
import otau.ui.EnglishInterface;
import otau.ui.puzzle.PuzzleLibrary.LoadedCollection;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * The user's own collections stay in the library from one run to the next: each run here is
 * a new workbench window with a new trainer, sharing only the folders on disk, as a restart
 * does. Oracle: the files the test wrote and deleted, and the list file read line by line.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class PuzzleLibraryRememberedTest {
    private Path dir;
    private Path library;
    private Path a;
    private Path b;
    private Path list;
    private final ScriptedPuzzlePrompts prompts = new ScriptedPuzzlePrompts();
    private int runs;

    @Start
    void start(Stage stage) throws IOException {
        dir = otau.TempFolders.create("otau-library-kept");
        library = Files.createDirectories(dir.resolve("library"));
        Path mine = Files.createDirectories(dir.resolve("my puzzles"));
        try (InputStream in = PuzzleTestSetup.class.getResourceAsStream("three-puzzles.pgn")) {
            Files.copy(in, library.resolve("three-puzzles.pgn"));
        }
        a = Files.copy(library.resolve("three-puzzles.pgn"), mine.resolve("a.pgn"));
        b = Files.copy(library.resolve("three-puzzles.pgn"), mine.resolve("b.pgn"));
        list = dir.resolve("data").resolve(RememberedCollections.FILE);
    }

    /** One run of the application: a window and a trainer, reading the library at start. */
    private record Run(WorkbenchWindow window, PuzzleChooser chooser, List<String> messages) {
    }

    private Run run(FxRobot robot) throws Exception {
        return run(robot, List.of(library));
    }

    /** A run whose library looks in {@code folders}, in order. */
    private Run run(FxRobot robot, List<Path> folders) throws Exception {
        Run[] made = new Run[1];
        Path home = Files.createDirectories(dir.resolve("run-" + (++runs)));
        robot.interact(() -> {
            Stage stage = new Stage();
            WorkbenchWindow window = WorkbenchTestWindows.create(stage, home);
            // Every message the status line shows (each stays a few seconds only).
            List<String> messages = new java.util.concurrent.CopyOnWriteArrayList<>();
            ((org.controlsfx.control.StatusBar) window.root().lookup(".status-bar")).textProperty()
                    .addListener((o, was, text) -> messages.add(String.valueOf(text)));
            PuzzleServices services = new PuzzleServices(new MemoryProgressStore(),
                    new ManualClock("2025-03-01T10:00:00Z"), StoreDifferenceSearch::new, 4, PuzzleTestSetup.SHALLOW,
                    Pauser.NONE, Duration.ZERO, prompts, folders, 0, () -> null,
                    PuzzleServices.ETUDE_SECONDS);
            PuzzleFeature f = PuzzleFeature.install(window, services, new RememberedCollections(list));
            stage.show();
            made[0] = new Run(window, f.trainer().chooser(), messages);
        });
        return made[0];
    }

    private static void close(FxRobot robot, Run r) {
        robot.interact(() -> r.window().stage().close());
    }

    private List<String> kept() {
        try {
            return Files.isRegularFile(list) ? Files.readAllLines(list, StandardCharsets.UTF_8) : List.of();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static List<Path> files(Run r) {
        return r.chooser().model().collections().stream().map(LoadedCollection::file).toList();
    }

    private static void waitFor(BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Waits until the status line has shown {@code expected}; fails naming what it showed instead. */
    private static void waitForStatus(Run r, java.util.function.Predicate<String> expected) throws Exception {
        try {
            waitFor(() -> r.messages().stream().anyMatch(expected));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the status line showed: " + r.messages(), e);
        }
    }

    /**
     * A collection opened from a folder the library looks in but did not read (an earlier one
     * held the collections) is the user's own, kept for the next start: it was taken for one of
     * the library's and forgotten.
     */
    @Test
    void aCollectionFromAFolderTheLibraryPassedOverIsKept(FxRobot robot) throws Exception {
        List<Path> folders = List.of(library, a.getParent());
        Run first = run(robot, folders);
        waitFor(() -> first.chooser().model().collections().size() == 1);
        prompts.filesToOpen = List.of(a);
        robot.interact(() -> first.chooser().model().openCollection());
        waitFor(() -> first.chooser().model().collections().size() == 2);
        waitFor(() -> kept().contains(a.toAbsolutePath().normalize().toString()));
        close(robot, first);
    }

    @Test
    void openedCollectionsComeBackAfterARestartUntilRemovedOrGone(FxRobot robot) throws Exception {
        // First run: the library's own collection, then two of the user's, opened at once.
        Run first = run(robot);
        waitFor(() -> first.chooser().model().collections().size() == 1);
        prompts.filesToOpen = List.of(a, b);
        robot.interact(() -> first.chooser().model().openCollection());
        waitFor(() -> first.chooser().model().collections().size() == 3);
        waitFor(() -> kept().size() == 2);
        assertEquals(List.of(a.toString(), b.toString()), kept());
        LoadedCollection shipped = first.chooser().model().collections().get(0);
        assertFalse(first.chooser().model().isOwn(shipped), "the library's own collection cannot be removed");
        close(robot, first);

        // Second run: both are back; one is removed from the library, its file left alone.
        Run second = run(robot);
        waitFor(() -> second.chooser().model().collections().size() == 3);
        assertEquals(List.of(library.resolve("three-puzzles.pgn"), a, b), files(second));
        assertEquals(9, second.chooser().model().pool().size(), "three puzzles in each");
        LoadedCollection ofA = second.chooser().model().collections().get(1);
        robot.interact(() -> second.chooser().model().selectedCollectionProperty().set(ofA));
        assertFalse(second.chooser().remove.isDisabled());
        robot.interact(() -> second.chooser().model().selectedCollectionProperty().set(second.chooser().model().collections().get(0)));
        assertTrue(second.chooser().remove.isDisabled(), "not for the library's own collection");
        robot.interact(() -> {
            second.chooser().model().selectedCollectionProperty().set(ofA);
            second.chooser().remove.fire();
        });
        assertEquals(List.of(library.resolve("three-puzzles.pgn"), b), files(second));
        assertTrue(second.messages().stream().anyMatch(m -> m.contains(a.toString())), second.messages().toString());
        waitFor(() -> kept().size() == 1);
        assertEquals(List.of(b.toString()), kept());
        assertTrue(Files.isRegularFile(a), "the file itself is kept");
        close(robot, second);

        // The file goes away between runs: the third run says so, once, and drops it.
        Files.delete(b);
        Run third = run(robot);
        String gone = "No longer found, so removed from the puzzle library: " + b;
        waitForStatus(third, gone::equals);
        assertEquals(1, third.messages().stream().filter(gone::equals).count());
        assertEquals(List.of(library.resolve("three-puzzles.pgn")), files(third));
        waitFor(() -> kept().isEmpty());
        close(robot, third);

        Run fourth = run(robot);
        waitFor(() -> fourth.chooser().model().collections().size() == 1);
        // The library is read in one piece: once its collection is there, any message about it has been shown.
        assertFalse(fourth.messages().stream().anyMatch(m -> m.contains(b.toString())), "reported once: " + fourth.messages());
        close(robot, fourth);
    }

    @Test
    void aRememberedFileThatCannotBeReadIsNamedAndKept(FxRobot robot) throws Exception {
        Files.createDirectories(list.getParent());
        Path broken = Files.write(dir.resolve("broken.pgn"), new byte[] {'[', 'F', 0, 0, 1, 2, 0});
        Files.writeString(list, a + "\n" + broken + "\n", StandardCharsets.UTF_8);
        Run r = run(robot);
        waitFor(() -> r.chooser().model().collections().size() == 2);
        waitForStatus(r, m -> m.startsWith("Could not be read (still listed in the puzzle library): "));
        assertTrue(r.messages().stream().anyMatch(m -> m.startsWith("Could not be read") && m.contains("broken.pgn")),
                r.messages().toString());
        assertEquals(List.of(a, broken), r.chooser().model().ownCollections());
        assertEquals(List.of(a.toString(), broken.toString()), kept());
        close(robot, r);
    }
}
