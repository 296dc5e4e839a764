package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.game.Position;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.SolutionNode;
import otau.puzzle.train.Attempt;
import otau.puzzle.train.MemoryProgressStore;
import otau.puzzle.train.PuzzleResult;
import otau.puzzle.train.PuzzleTrainer;
import otau.puzzle.train.Thumb;
import otau.ui.EnglishInterface;
import otau.ui.puzzle.PuzzleLibrary.LoadedCollection;
import otau.ui.tasks.SameThreadExecutor;

/**
 * The chooser's model without a window or the FX toolkit: every background task runs at once
 * on the test's thread. Oracles: the test collection's puzzles as written in
 * {@code three-puzzles.pgn} (t-win 600 "capture", t-capture 900 "capture", t-combination 920
 * "capture combination"), ordered and filtered by hand; the list file read line by line.
 */
@ExtendWith(EnglishInterface.class)
class PuzzleChooserModelTest {
    private final MemoryProgressStore store = new MemoryProgressStore();
    private final ScriptedPuzzlePrompts prompts = new ScriptedPuzzlePrompts();
    private final List<String> messages = new ArrayList<>();
    private final List<String> problems = new ArrayList<>();
    private Path dir;
    private Path library;
    private Path mine;
    private Path listFile;
    private PuzzleChooserModel model;

    @BeforeEach
    void setUp() throws IOException {
        dir = otau.TempFolders.create("otau-chooser-model");
        library = Files.createDirectories(dir.resolve("library"));
        try (InputStream in = PuzzleTestSetup.class.getResourceAsStream("three-puzzles.pgn")) {
            Files.copy(in, library.resolve("three-puzzles.pgn"));
        }
        mine = Files.copy(library.resolve("three-puzzles.pgn"), Files.createDirectories(dir.resolve("mine"))
                .resolve("mine.pgn"));
        listFile = dir.resolve("data").resolve(RememberedCollections.FILE);
        model = newModel();
    }

    private PuzzleChooserModel newModel() {
        StatusNotices notices = new StatusNotices() {
            @Override
            public void showMessage(String text) {
                messages.add(text);
            }

            @Override
            public void showProblem(String title, String text) {
                problems.add(title);
            }
        };
        PuzzleChooserModel m = new PuzzleChooserModel(new SameThreadExecutor(), notices, prompts, store,
                List.of(library), new PuzzleTrainer(store));
        m.remember(new RememberedCollections(listFile));
        m.origin(new PuzzleLibrary.Origin(dir, Optional.empty(), dir.resolve("data")));
        return m;
    }

    private List<String> matchingIds() {
        return model.matching().stream().map(Puzzle::id).toList();
    }

    @Test
    void theLibraryIsReadAndEveryFilterNarrowsTheListEasiestFirst() {
        model.loadDefaultCollections();
        assertEquals(1, model.collections().size());
        assertEquals(List.of("t-win", "t-capture", "t-combination"), matchingIds());

        model.themeFilter().add("combination");
        assertEquals(List.of("t-combination"), matchingIds());
        model.themeFilter().clear();

        model.minRatingProperty().set(850);
        model.maxRatingProperty().set(910);
        assertEquals(List.of("t-capture"), matchingIds());
        // The ends the wrong way round mean the same range.
        model.minRatingProperty().set(910);
        model.maxRatingProperty().set(850);
        assertEquals(List.of("t-capture"), matchingIds());
        model.minRatingProperty().set(TrainerController.MIN_RATING);
        model.maxRatingProperty().set(TrainerController.MAX_RATING);

        store.addAttempt(new Attempt("t-capture", Instant.parse("2026-01-01T10:00:00Z"), false, 1500, 1490, 910));
        store.addAttempt(new Attempt("t-win", Instant.parse("2026-01-01T10:05:00Z"), true, 1490, 1500, 590));
        model.resultFilterProperty().set(PuzzleResult.FAILED);
        model.refreshResults();
        assertEquals(List.of("t-capture"), matchingIds());
        model.resultFilterProperty().set(PuzzleResult.UNTRIED);
        assertEquals(List.of("t-combination"), matchingIds());
        model.resultFilterProperty().set(null);
        assertEquals(3, model.matching().size());
    }

    @Test
    void themesAreOfferedByTheirNamesAndATickNoCollectionHasIsDropped() {
        Position start = Position.start();
        Puzzle odd = new Puzzle("odd", start, List.of(new SolutionNode(start.legalMoves()[0], List.of())),
                List.of("aardvark", "capture"), Goal.gain(2), 1000, "", Map.of());
        LoadedCollection extra = new LoadedCollection(dir.resolve("odd.pgn"),
                new PuzzleCollection("odd", List.of(odd), List.of()));
        model.addCollections(List.of(extra));
        model.themeFilter().add("aardvark");
        assertEquals(List.of("odd"), matchingIds());
        model.loadDefaultCollections();
        // "Capture" and "Combination" have names; "aardvark" has none and is shown as it is,
        // after the capitals.
        assertEquals(List.of("capture", "combination", "aardvark"), model.offeredThemes());

        model.collections().remove(extra);
        assertEquals(List.of("capture", "combination"), model.offeredThemes());
        assertEquals(Set.of(), model.themeFilter(), "no puzzle has the theme ticked any more");
        assertEquals(3, model.matching().size());
    }

    @Test
    void anOwnCollectionIsKeptSelectedRemovableAndTakenOutAgain() throws IOException {
        model.loadDefaultCollections();
        assertEquals(library, model.browseFolder(), "the library's folder before any choice");
        LoadedCollection shipped = model.collections().get(0);
        prompts.fileToOpen = mine;
        model.openCollection();
        assertEquals(2, model.collections().size());
        LoadedCollection own = model.selectedCollectionProperty().get();
        assertEquals(mine, own.file());
        assertEquals(mine.getParent(), model.browseFolder(), "the chosen collection's folder");
        assertTrue(model.removableBinding().get());
        assertEquals(List.of(mine.toString()), Files.readAllLines(listFile, StandardCharsets.UTF_8));

        model.selectedCollectionProperty().set(shipped);
        assertFalse(model.removableBinding().get(), "the library's own collection stays");
        model.removeCollection(shipped);
        assertEquals(2, model.collections().size());

        model.selectedCollectionProperty().set(own);
        model.removeCollection(own);
        assertEquals(List.of(shipped), model.collections());
        assertNull(model.selectedCollectionProperty().get());
        assertEquals(List.of(), Files.readAllLines(listFile, StandardCharsets.UTF_8));
        assertTrue(Files.exists(mine), "the file itself is left alone");
        assertTrue(messages.get(messages.size() - 1).contains(mine.toString()), messages.toString());
    }

    @Test
    void aRememberedFileThatHasGoneIsNamedOnceAndForgotten() throws IOException {
        Path gone = dir.resolve("mine").resolve("gone.pgn");
        Files.createDirectories(listFile.getParent());
        Files.writeString(listFile, gone + "\n" + mine + "\n");
        model.loadDefaultCollections();
        assertEquals(List.of(library.resolve("three-puzzles.pgn"), mine),
                model.collections().stream().map(LoadedCollection::file).toList());
        assertEquals(List.of(mine), model.ownCollections());
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).contains(gone.toString()), problems.toString());
        assertEquals(List.of(mine.toString()), Files.readAllLines(listFile, StandardCharsets.UTF_8));

        problems.clear();
        newModel().loadDefaultCollections();
        assertEquals(List.of(), problems, "said once");
    }

    @Test
    void thumbsActOnThePuzzleInHandElseOnTheSelectionAndAreStored() {
        model.loadDefaultCollections();
        Puzzle win = model.allPuzzles().get("t-win");
        Puzzle capture = model.allPuzzles().get("t-capture");
        assertNull(model.thumbTargetBinding().get());
        model.selectedPuzzleProperty().set(win);
        model.toggleThumb(Thumb.UP);
        assertEquals(Thumb.UP, store.thumbs().get("t-win"));
        assertEquals(Thumb.UP, model.targetThumbBinding().get());

        model.currentPuzzleProperty().set(capture);
        assertNull(model.targetThumbBinding().get(), "the puzzle in hand has no thumb yet");
        model.toggleThumb(Thumb.DOWN);
        assertEquals(Map.of("t-win", Thumb.UP, "t-capture", Thumb.DOWN), store.thumbs());
        model.toggleThumb(Thumb.DOWN);
        assertEquals(Map.of("t-win", Thumb.UP), store.thumbs(), "the same thumb again takes it away");
        assertEquals(Map.of("t-win", Thumb.UP), Map.copyOf(model.thumbs()));
    }

    @Test
    void aReplayStartsItsFirstPuzzleAndQueuesTheRest() {
        model.loadDefaultCollections();
        List<Puzzle> started = new ArrayList<>();
        model.setOnStart(started::add);
        List<Puzzle> three = List.copyOf(model.matching());
        model.replay(three);
        assertEquals(List.of(three.get(0)), started);
        assertEquals(2, model.queuedProperty().get());
        assertEquals(Optional.of(three.get(1)), model.nextQueued());
        assertEquals(Optional.of(three.get(2)), model.nextQueued());
        assertEquals(0, model.queuedProperty().get());
        assertEquals(Optional.empty(), model.nextQueued());
    }
}
