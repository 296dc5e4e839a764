package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.model.GameModel;
import otau.model.ThreadGuard;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.train.MemoryProgressStore;
import otau.puzzle.train.ProgressStore;
import otau.puzzle.train.Thumb;
import otau.ui.EnglishInterface;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.SameThreadExecutor;

/**
 * The collection editor's model without a window or the FX toolkit. Oracles: the puzzles of
 * {@code three-puzzles.pgn} as written there (t-combination 920 "capture combination" gain 12,
 * line 72(78) 13 82(80); t-capture 900; t-win 600), orders worked out by hand, and the file
 * read back after Save.
 */
@ExtendWith(EnglishInterface.class)
class CollectionEditorModelTest {
    private final ScriptedPuzzlePrompts prompts = new ScriptedPuzzlePrompts();
    private final GameModel game = new GameModel(ThreadGuard.none());
    private final MemoryProgressStore store = new MemoryProgressStore();
    private final List<PuzzleCollection> saved = new ArrayList<>();
    private Path file;
    private CollectionEditorModel model;

    @BeforeEach
    void setUp() throws IOException {
        file = otau.TempFolders.create("otau-editor-model").resolve("three.pgn");
        try (InputStream in = PuzzleTestSetup.class.getResourceAsStream("three-puzzles.pgn")) {
            Files.copy(in, file);
        }
        model = new CollectionEditorModel(file, PuzzleCollection.read(file), workbench(), prompts, (f, c) -> saved.add(c));
    }

    /** The workbench the editors here work with: the test's game, questions answered yes, work done at once. */
    private CollectionEditorModel.Workbench workbench() {
        return new CollectionEditorModel.Workbench() {
            @Override
            public GameModel model() {
                return game;
            }

            @Override
            public void confirmDiscardChanges(Runnable then) {
                then.run();
            }

            @Override
            public BackgroundExecutor executor() {
                return new SameThreadExecutor();
            }

            @Override
            public ProgressStore progress() {
                return store;
            }
        };
    }

    private List<String> ids() {
        return model.collectionProperty().get().puzzles().stream().map(Puzzle::id).toList();
    }

    private void select(int index) {
        model.selectedProperty().set(model.collectionProperty().get().puzzles().get(index));
    }

    @Test
    void theSelectedPuzzleMovesUpAndStaysSelectedAndNothingIsWrittenBeforeSave() throws IOException {
        assertEquals(List.of("t-combination", "t-capture", "t-win"), ids());
        assertFalse(model.modifiedProperty().get());
        select(2);
        model.moveBy(-1);
        model.moveBy(-1);
        model.moveBy(-1);
        assertEquals(List.of("t-win", "t-combination", "t-capture"), ids());
        assertEquals("t-win", model.selectedProperty().get().id());
        assertTrue(model.modifiedProperty().get());
        model.move("t-capture", 1);
        assertEquals(List.of("t-win", "t-capture", "t-combination"), ids());
        assertEquals("t-capture", model.selectedProperty().get().id());
        assertEquals(List.of("t-combination", "t-capture", "t-win"),
                PuzzleCollection.read(file).puzzles().stream().map(Puzzle::id).toList());

        model.save();
        assertFalse(model.modifiedProperty().get());
        assertEquals(List.of("t-win", "t-capture", "t-combination"),
                PuzzleCollection.read(file).puzzles().stream().map(Puzzle::id).toList());
        assertEquals(1, saved.size());
        assertSame(model.collectionProperty().get(), saved.get(0));
    }

    /**
     * What was typed into the form but not applied is part of the work asked about at closing
     * (it was dropped unasked); a form as it was shown asks nothing, for every puzzle of every
     * shipped collection; a value the form cannot take keeps the window.
     */
    @Test
    void typedButNotAppliedIsAskedAboutAtClosing() throws IOException {
        select(1);
        model.idTextProperty().set("t-capture-renamed");
        prompts.saveChoice = otau.ui.workbench.UserPrompts.SaveChoice.SAVE;
        boolean[] closed = {false};
        model.whenMayClose(() -> closed[0] = true);
        assertEquals(List.of("save changes to three.pgn"), prompts.asked);
        assertTrue(closed[0]);
        assertEquals(List.of("t-combination", "t-capture-renamed", "t-win"),
                PuzzleCollection.read(file).puzzles().stream().map(Puzzle::id).toList());

        // An id given twice cannot be taken: no question, the window stays.
        prompts.asked.clear();
        model.idTextProperty().set("t-win");
        closed[0] = false;
        model.whenMayClose(() -> closed[0] = true);
        assertFalse(closed[0]);
        assertEquals(List.of(), prompts.asked);
    }

    /** Themes as a file may write them (capitals, a word twice) are no edit: closing asks nothing. */
    @Test
    void themesWrittenOtherwiseThanTheFormWouldAreNoEdit() throws IOException {
        String text = Files.readString(file).replace("[Theme \"capture combination\"]",
                "[Theme \"Capture combination combination\"]");
        assertTrue(text.contains("Capture combination combination"));
        Files.writeString(file, text);
        CollectionEditorModel m = new CollectionEditorModel(file, PuzzleCollection.read(file),
                workbench(), prompts, (x, y) -> { });
        m.selectedProperty().set(m.collectionProperty().get().puzzles().get(0));
        boolean[] closed = {false};
        m.whenMayClose(() -> closed[0] = true);
        assertTrue(closed[0]);
        assertEquals(List.of(), prompts.asked);
        assertEquals(text, Files.readString(file), "nothing written");
    }

    @Test
    void aFormAsShownAsksNothingAtClosingForAnyShippedPuzzle() throws IOException {
        java.nio.file.Path shipped = java.nio.file.Path.of("puzzles");
        try (var files = Files.list(shipped)) {
            for (java.nio.file.Path f : files.filter(x -> x.toString().endsWith(".pgn")).sorted().toList()) {
                PuzzleCollection c = PuzzleCollection.read(f);
                CollectionEditorModel m = new CollectionEditorModel(f, c, workbench(), prompts, (x, y) -> { });
                for (Puzzle p : c.puzzles()) {
                    m.selectedProperty().set(p);
                    boolean[] closed = {false};
                    m.whenMayClose(() -> closed[0] = true);
                    assertTrue(closed[0] && !m.modifiedProperty().get(), f + " " + p.id());
                }
            }
        }
        assertEquals(List.of(), prompts.asked);
    }

    /**
     * Each edit is undone in turn back to the file's order (worked out by hand), which is then
     * no longer unsaved; redo makes them again; a new edit after an undo drops what redo held.
     */
    @Test
    void editsAreUndoneAndRedoneAndTheFilesOwnOrderIsNotUnsaved() throws IOException {
        assertFalse(model.canUndoProperty().get());
        select(2);
        model.moveBy(-1);
        model.ratingProperty().set(1234);
        model.applyDetails();
        prompts.confirm = true;
        select(0);
        model.delete();
        assertEquals(List.of("t-win", "t-capture"), ids());
        assertTrue(model.canUndoProperty().get());
        assertFalse(model.canRedoProperty().get());

        model.undo();
        assertEquals(List.of("t-combination", "t-win", "t-capture"), ids());
        assertEquals("t-combination", model.selectedProperty().get().id(), "the puzzle deleted is selected again");
        assertEquals("Undone: Puzzle t-combination deleted", model.statusProperty().get());
        assertEquals(1234, model.collectionProperty().get().puzzles().get(1).rating());
        model.undo();
        assertEquals(List.of("t-combination", "t-win", "t-capture"), ids(), "the move is still there");
        assertEquals(600, model.selectedProperty().get().rating(), "t-win's rating as the file has it");
        assertEquals("t-win", model.selectedProperty().get().id());
        model.undo();
        assertEquals(List.of("t-combination", "t-capture", "t-win"), ids());
        assertFalse(model.modifiedProperty().get(), "back to what the file holds");
        assertFalse(model.canUndoProperty().get());
        model.undo();
        assertEquals(List.of("t-combination", "t-capture", "t-win"), ids(), "nothing left to undo");

        model.redo();
        assertEquals(List.of("t-combination", "t-win", "t-capture"), ids());
        assertTrue(model.modifiedProperty().get());
        assertEquals("Redone: Puzzle t-win moved to place 2", model.statusProperty().get());
        model.redo();
        assertEquals(1234, model.selectedProperty().get().rating());
        assertTrue(model.canRedoProperty().get());
        select(2);
        model.moveBy(-1);
        assertFalse(model.canRedoProperty().get(), "a new edit ends the redo");
        assertEquals(List.of("t-combination", "t-capture", "t-win"), ids());

        model.save();
        assertFalse(model.modifiedProperty().get());
        model.undo();
        assertTrue(model.modifiedProperty().get(), "the saved file is now the state to come back to");
        assertEquals(List.of("t-combination", "t-win", "t-capture"), ids());
        model.redo();
        assertFalse(model.modifiedProperty().get());
        assertEquals(List.of("t-combination", "t-capture", "t-win"),
                PuzzleCollection.read(file).puzzles().stream().map(Puzzle::id).toList());
    }

    /** The history keeps the last {@link CollectionEditorModel#HISTORY} edits. */
    @Test
    void theHistoryIsBounded() {
        select(0);
        for (int i = 0; i < CollectionEditorModel.HISTORY + 5; i++) {
            model.moveBy(i % 2 == 0 ? 1 : -1);
        }
        int undone = 0;
        while (model.canUndoProperty().get()) {
            model.undo();
            undone++;
        }
        assertEquals(CollectionEditorModel.HISTORY, undone);
        assertEquals("t-combination", model.selectedProperty().get().id());
        assertEquals(List.of("t-capture", "t-combination", "t-win"), ids(), "five moves back from the end stay");
    }

    @Test
    void theFormShowsTheSelectedPuzzleAndApplyWritesItBack() {
        select(0);
        assertEquals("t-combination", model.idTextProperty().get());
        assertEquals("capture combination", model.themesTextProperty().get());
        assertEquals(Goal.Kind.GAIN, model.goalKindProperty().get());
        assertEquals(12, model.gainStonesProperty().get());
        assertEquals(920, model.ratingProperty().get());

        model.themesTextProperty().set(" Endgame, capture capture ");
        model.gainStonesProperty().set(20);
        model.ratingProperty().set(1000);
        model.idTextProperty().set("t-renamed ");
        model.applyDetails();
        Puzzle edited = model.collectionProperty().get().puzzles().get(0);
        assertEquals("t-renamed", edited.id());
        assertEquals(List.of("endgame", "capture"), edited.themes());
        assertEquals(Goal.gain(20), edited.goal());
        assertEquals(1000, edited.rating());
        assertSame(edited, model.selectedProperty().get());

        PuzzleCollection before = model.collectionProperty().get();
        model.gainStonesProperty().set(0);
        model.applyDetails();
        assertSame(before, model.collectionProperty().get(), "a gain of no stones changes nothing");
        assertEquals(I18n.get("puzzles.editor.gainTooSmall"), model.statusProperty().get(), "and the status says why");

        // Another kind: the stones are kept for the way back, and the goal counts none.
        model.goalKindProperty().set(Goal.Kind.DRAW);
        model.applyDetails();
        assertEquals(Goal.draw(), model.collectionProperty().get().puzzles().get(0).goal());
        model.goalKindProperty().set(Goal.Kind.DEFEND);
        model.applyDetails();
        assertEquals(Goal.defend(), model.collectionProperty().get().puzzles().get(0).goal());
    }

    @Test
    void deleteAsksFirstAndClearsTheForm() {
        select(1);
        prompts.confirm = false;
        model.delete();
        assertEquals(3, ids().size());
        assertFalse(model.modifiedProperty().get());
        prompts.confirm = true;
        model.delete();
        assertEquals(List.of("t-combination", "t-win"), ids());
        assertNull(model.selectedProperty().get());
        assertEquals("", model.idTextProperty().get());

        prompts.asked.clear();
        boolean[] closed = new boolean[1];
        model.whenMayClose(() -> closed[0] = true);
        assertFalse(closed[0], "unsaved work: Cancel keeps the window");
        assertEquals(List.of("save changes to " + file.getFileName()), prompts.asked);
        model.save();
        prompts.asked.clear();
        model.whenMayClose(() -> closed[0] = true);
        assertTrue(closed[0]);
        assertEquals(List.of(), prompts.asked, "nothing to ask once saved");
    }

    @Test
    void aLineEditedInTheWorkbenchIsTakenBackWithTheSolversAlternatives() {
        select(0);
        model.openInWorkbench();
        Puzzle combination = model.selectedProperty().get();
        assertEquals(combination.start(), game.root().position());
        assertEquals(3, game.root().endOfLine().ply());

        // One more first move for the solver, beside 72(78): hole 3.
        game.toStart();
        game.playMove(3);
        model.takeLineFromWorkbench();
        Puzzle p = model.collectionProperty().get().puzzles().get(0);
        assertEquals(List.of(7, 3), p.solution().stream().map(n -> n.hole()).toList());
        assertEquals(List.of(7, 1, 8), p.mainLine());

        // The line of one puzzle is not given to another without asking.
        select(1);
        prompts.confirm = false;
        PuzzleCollection before = model.collectionProperty().get();
        model.takeLineFromWorkbench();
        assertSame(before, model.collectionProperty().get());
        assertTrue(prompts.asked.get(prompts.asked.size() - 1).contains("t-combination"), prompts.asked.toString());
    }

    /** A game opened in the workbench since (a database game) is not taken for the puzzle without asking. */
    @Test
    void aGameOpenedSinceIsNotTakenForThePuzzleUnasked() {
        select(0);
        model.openInWorkbench();
        game.replaceGame(otau.game.record.RecordReader.readGame("1. 65(10) 98 *\n"), null, "Open from database");
        prompts.confirm = false;
        PuzzleCollection before = model.collectionProperty().get();
        model.takeLineFromWorkbench();
        assertSame(before, model.collectionProperty().get(), "refused: the puzzle is as it was");
        String asked = prompts.asked.get(prompts.asked.size() - 1);
        assertTrue(asked.contains("was not opened from puzzle " + before.puzzles().get(0).id()), asked);
        prompts.confirm = true;
        model.takeLineFromWorkbench();
        assertEquals(List.of(6, 9), model.collectionProperty().get().puzzles().get(0).mainLine(), "given, when the user says so");
    }

    @Test
    void thumbsAreReadForTheThumbsColumn() {
        store.setThumb("t-win", Thumb.UP);
        store.setThumb("t-capture", Thumb.DOWN);
        model.readThumbs();
        assertEquals(2, model.thumbsShown());
        assertEquals("+1", model.thumbText("t-win"));
        assertEquals("-1", model.thumbText("t-capture"));
        assertEquals("", model.thumbText("t-combination"));
    }
}
