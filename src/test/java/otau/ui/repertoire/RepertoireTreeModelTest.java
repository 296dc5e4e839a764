package otau.ui.repertoire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import otau.db.CancellationToken;
import otau.db.GameDatabase;
import otau.db.ImportListener;
import otau.db.ImportOptions;
import otau.db.RepertoireTree;
import otau.game.Position;
import otau.game.Side;
import otau.ui.EnglishInterface;
import otau.ui.database.DatabaseSession;
import otau.ui.tasks.SameThreadExecutor;
import otau.ui.workbench.WorkbenchPreferences;

/** The tree's model on a same-thread executor: Next gap's order, bad files, undo with nothing to undo. */
@ExtendWith(EnglishInterface.class)
class RepertoireTreeModelTest {
    @TempDir
    Path dir;
    DatabaseSession session;
    RepertoireTreeModel model;
    final Position s = Position.start();

    @BeforeEach
    void open() throws Exception {
        SameThreadExecutor same = new SameThreadExecutor();
        session = new DatabaseSession(same, new WorkbenchPreferences(dir.resolve("prefs.properties")));
        session.open(dir.resolve("t.db"), db -> { }, e -> {
            throw new AssertionError(e);
        });
        GameDatabase db = session.current();
        db.importFiles(List.of(Files.writeString(dir.resolve("g.pgn"), RepertoireTreeViewTest.games())),
                ImportOptions.defaults(), ImportListener.NONE, CancellationToken.none());
        db.repertoire().addLine(Side.WHITE, s, List.of(7, 9, 8));
        db.repertoire().add(Side.WHITE, s, 3);
        model = new RepertoireTreeModel(session, same, same);
        model.load(Side.WHITE);
    }

    @AfterEach
    void close() {
        session.current().close();
    }

    @Test
    void nextGapWalksTheGapsInTreeOrderMostPlayedFirstAndWraps() {
        // By hand: after 1. 7 9 2. 8 Black played 4 twice and 3 once; after 1. 3, 5 once.
        model.nextGap();
        assertEquals(List.of(7, 9, 8, 4), model.cursorProperty().get().line());
        assertTrue(model.messageProperty().get().startsWith("After 2... "), model.messageProperty().get());
        model.nextGap();
        assertEquals(List.of(7, 9, 8, 3), model.cursorProperty().get().line());
        model.nextGap();
        assertEquals(List.of(3, 5), model.cursorProperty().get().line());
        model.nextGap();
        assertEquals(List.of(7, 9, 8, 4), model.cursorProperty().get().line());
        // From a node after the first gaps' node, the next one is the first at or after it.
        model.select(model.treeProperty().get().find(List.of(3)));
        model.nextGap();
        assertEquals(List.of(3, 5), model.cursorProperty().get().line());
    }

    @Test
    void aFileThatCannotBeReadIsNamedAndNothingChanges() throws Exception {
        model.importFile(dir.resolve("missing.pgn"));
        assertEquals("Lines not imported: " + dir.resolve("missing.pgn") + ": cannot read: no such file",
                model.messageProperty().get());
        // The file's problem in the interface's language too, not English inside a Russian sentence.
        otau.ui.I18n.setLanguage(otau.ui.Language.RUSSIAN);
        try {
            model.importFile(dir.resolve("missing.pgn"));
            assertEquals("Линии не импортированы: " + dir.resolve("missing.pgn") + ": не удаётся прочитать: нет такого файла",
                    model.messageProperty().get());
        } finally {
            otau.ui.I18n.setLanguage(otau.ui.Language.ENGLISH);
        }
        assertFalse(model.canUndoProperty().get());
        Path broken = Files.writeString(dir.resolve("broken.pgn"),
                "[Event \"x\"]\n\n1. 7 {fine} 9 2. 8 1 *\n\n[Event \"y\"]\n\n1. 76(10) 91 *\n");
        model.importFile(broken);
        String m = model.messageProperty().get();
        assertTrue(m.startsWith("Imported from broken.pgn: new moves "), m);
        assertTrue(m.contains("(problems: 1; the first: "), m);
        assertTrue(model.canUndoProperty().get());
        model.undo();
        assertFalse(model.canUndoProperty().get());
        model.undo();
        assertEquals("Nothing to undo", model.messageProperty().get());
    }

    /**
     * An import into White's repertoire that ends after the user went to Black's is not put
     * into Black's history (Undo there restored White's snapshot and showed White's tree under
     * Black's name), nor shown. The oracle: the database read back.
     */
    @Test
    void anImportThatEndsAfterTheSideChangedIsNotInThatSidesHistory() throws Exception {
        java.util.List<otau.ui.tasks.BackgroundTask<?>> held = new java.util.ArrayList<>();
        otau.ui.tasks.BackgroundExecutor slow = new otau.ui.tasks.BackgroundExecutor() {
            @Override
            public <T> otau.ui.tasks.TaskHandle submit(otau.ui.tasks.BackgroundTask<T> task) {
                held.add(task);
                return new SameThreadExecutor().submit(otau.ui.tasks.BackgroundTask.of("held", c -> 0));
            }

            @Override
            public void shutdown() {
            }
        };
        RepertoireTreeModel slowImports = new RepertoireTreeModel(session, new SameThreadExecutor(), slow);
        slowImports.load(Side.WHITE);
        slowImports.importFile(Files.writeString(dir.resolve("fifth.pgn"), "[Event \"x\"]\n\n1. 5 *\n"));
        slowImports.load(Side.BLACK);
        assertEquals(1, held.size(), "the import is under way");
        new SameThreadExecutor().submit(held.get(0));
        GameDatabase db = session.current();
        assertTrue(db.repertoire().movesAt(Side.WHITE, s.hash()).contains(5), "imported into White's repertoire");
        assertFalse(slowImports.canUndoProperty().get(), "not in Black's history");
        assertEquals(Side.BLACK, slowImports.sideProperty().get());
        assertTrue(slowImports.treeProperty().get() == null || slowImports.treeProperty().get().find(List.of(5)) == null,
                "White's tree is not shown as Black's");
    }

    private RepertoireTree.Node node(Integer... line) {
        return model.treeProperty().get().find(List.of(line));
    }

    /**
     * The history belongs to the database it was made in: after another database is opened,
     * Undo does not restore the first one's repertoire into it (with the window hidden, so no
     * load came between), nor does a load keep it. The oracle is the second database's moves
     * read back from it.
     */
    @Test
    void undoAfterAnotherDatabaseIsOpenedLeavesThatOneAlone() throws Exception {
        model.select(node(7));
        model.deleteSelected();
        assertTrue(model.canUndoProperty().get());
        GameDatabase first = session.current();
        session.open(dir.resolve("other.db"), db -> { }, e -> {
            throw new AssertionError(e);
        });
        GameDatabase other = session.current();
        assertTrue(other != first);
        other.repertoire().addLine(Side.WHITE, s, List.of(5, 5));
        List<Integer> before = other.repertoire().movesAt(Side.WHITE, s.hash());
        model.undo();
        assertEquals(before, other.repertoire().movesAt(Side.WHITE, s.hash()), "the other database's repertoire as it was");
        assertEquals(List.of(5), before);
        assertEquals("Nothing to undo", model.messageProperty().get());
        assertFalse(model.canUndoProperty().get());
        first.close();
    }

    /**
     * Redo makes again what Undo took back, one edit at a time in both directions, until a new
     * edit or the other side drops what could be redone. The oracle is the tree read back from
     * the database after each step.
     */
    @Test
    void redoMakesAgainWhatUndoTookBackUntilANewEdit() {
        assertTrue(node(7).isMain(), "as imported: 1. 7 first");
        model.select(node(3));
        model.promoteSelected();
        model.select(node(7));
        model.deleteSelected();
        assertEquals(null, node(7));
        assertTrue(node(3).isMain());
        assertFalse(model.canRedoProperty().get(), "nothing undone yet");

        model.undo();
        model.undo();
        assertTrue(node(7).isMain(), "both edits undone");
        assertTrue(model.canRedoProperty().get());
        assertFalse(model.canUndoProperty().get());

        model.redo();
        assertTrue(node(3).isMain(), "the promotion made again");
        assertTrue(model.messageProperty().get().startsWith("Redone: "), model.messageProperty().get());
        model.redo();
        assertEquals(null, node(7), "then the deletion");
        assertFalse(model.canRedoProperty().get());
        model.redo();
        assertEquals("Nothing to redo", model.messageProperty().get());

        model.undo();
        assertTrue(node(7) != null && model.canRedoProperty().get());
        model.undo();
        assertTrue(node(7).isMain());
        model.select(node(3));
        model.promoteSelected();
        assertFalse(model.canRedoProperty().get(), "a new edit drops what was undone");
        model.undo();
        assertTrue(model.canRedoProperty().get());
        model.load(Side.BLACK);
        assertFalse(model.canRedoProperty().get(), "the history belongs to one side");
        assertFalse(model.canUndoProperty().get());
    }
}
