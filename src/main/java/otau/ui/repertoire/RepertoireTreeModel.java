package otau.ui.repertoire;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import otau.db.GameDatabase;
import otau.db.RepertoireCoverage;
import otau.db.RepertoireEditor;
import otau.db.RepertoireTree;
import otau.game.Position;
import otau.game.Side;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.database.DatabaseSession;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;

/**
 * The repertoire tree's state: the side shown, its tree and gaps against the open database,
 * and a cursor (a root and a line of moves from it) that says what the board shows. The
 * cursor may run one reply past the tree: that is where the user prepares an answer to a
 * reply the repertoire does not cover yet. Every edit first takes a snapshot of the side, so
 * each one can be undone; all database work runs on the executors.
 *
 * <p>Over 400 lines on purpose: it is already the tree view's model (no layout, tested
 * without a Stage in {@code RepertoireTreeModelTest}), and its cursor, its undo history and
 * the answers of the background reads share one request count and one busy flag, so that an
 * answer for a side or cursor the user has left is dropped; split further, that state would be
 * spread over classes that must be kept in step. The files it reads and writes are
 * {@link RepertoireFiles}.
 */
public final class RepertoireTreeModel {
    /** Where the cursor stands: the key of its root and the moves from it. */
    public record Cursor(long rootKey, List<Integer> line) {
        public Cursor {
            line = List.copyOf(line);
        }

        Cursor then(int hole) {
            List<Integer> longer = new ArrayList<>(line);
            longer.add(hole);
            return new Cursor(rootKey, longer);
        }
    }

    private record Loaded(RepertoireTree tree, List<RepertoireCoverage.Gap> gaps) {
    }

    private record Undo(GameDatabase db, RepertoireEditor.Snapshot snapshot, String what) {
    }

    private final DatabaseSession session;
    private final BackgroundExecutor quick;
    private final BackgroundExecutor slow;
    private final ReadOnlyObjectWrapper<Side> side = new ReadOnlyObjectWrapper<>(Side.WHITE);
    private final ReadOnlyObjectWrapper<RepertoireTree> tree = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<List<RepertoireCoverage.Gap>> gaps = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyObjectWrapper<Cursor> cursor =
            new ReadOnlyObjectWrapper<>(new Cursor(Position.start().hash(), List.of()));
    private final ReadOnlyObjectWrapper<Position> position = new ReadOnlyObjectWrapper<>(Position.start());
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final Deque<Undo> undo = new ArrayDeque<>();
    /** What Undo took back, newest first: a new edit drops it. */
    private final Deque<Undo> redo = new ArrayDeque<>();
    private int request;
    private boolean bumping;
    private String pendingLabel = "";

    /**
     * @param quick runs the small reads and edits
     * @param slow  runs imports and exports (with progress and a cancel button in the workbench)
     */
    public RepertoireTreeModel(DatabaseSession session, BackgroundExecutor quick, BackgroundExecutor slow) {
        this.session = Objects.requireNonNull(session);
        this.quick = Objects.requireNonNull(quick);
        this.slow = Objects.requireNonNull(slow);
    }

    /** Shows {@code s}'s repertoire from its start; the undo history belongs to one side of one database, and is dropped for another. */
    public void load(Side s) {
        if (s != side.get() || !undo.isEmpty() && undo.peek().db() != session.current()
                || !redo.isEmpty() && redo.peek().db() != session.current()) {
            clearHistory();
        }
        side.set(Objects.requireNonNull(s));
        cursor.set(new Cursor(Position.start().hash(), List.of()));
        refresh(null);
    }

    private void clearHistory() {
        undo.clear();
        redo.clear();
        canUndo.set(false);
        canRedo.set(false);
    }

    /** Reads the tree and its gaps again (the database changed elsewhere), keeping the cursor. */
    public void reload() {
        if (!bumping) {
            refresh(null);
        }
    }

    /** Tells the other views the repertoire changed, without reading it again here. */
    private void bump() {
        bumping = true;
        try {
            session.bumpRevision();
        } finally {
            bumping = false;
        }
    }

    /** Reads the tree and its gaps again, then puts the cursor at {@code next} (null: where it is). */
    private void refresh(Cursor next) {
        GameDatabase db = session.current();
        if (db == null) {
            message.set(I18n.get("database.none"));
            return;
        }
        Side s = side.get();
        int id = ++request;
        quick.submit(BackgroundTask.of(I18n.get("rtree.reading"), ctx -> read(db, s))
                .onSuccess(l -> {
                    if (id == request) {
                        show(l, next);
                    }
                })
                .onFailure(e -> message.set(FailureText.of(e))));
    }

    private static Loaded read(GameDatabase db, Side s) {
        RepertoireTree t = db.repertoireEditor().tree(s);
        return new Loaded(t, RepertoireCoverage.gaps(t, db.explorer()::explore));
    }

    private void show(Loaded l, Cursor next) {
        tree.set(l.tree());
        gaps.set(l.gaps());
        moveTo(next != null ? next : cursor.get());
    }

    /** Puts the cursor on a line; a line that leaves the tree is cut where it leaves, but one reply past it. */
    private void moveTo(Cursor c) {
        RepertoireTree t = tree.get();
        RepertoireTree.Node root = rootOf(c.rootKey());
        if (t == null || root == null) {
            cursor.set(new Cursor(Position.start().hash(), List.of()));
            position.set(Position.start());
            return;
        }
        RepertoireTree.Node n = root;
        List<Integer> kept = new ArrayList<>();
        pendingLabel = "";
        Position p = root.position();
        for (int hole : c.line()) {
            RepertoireTree.Node child = childOf(n, hole);
            if (child != null) {
                n = child;
                kept.add(hole);
                p = child.position();
                continue;
            }
            // One reply of the opponent past the tree, to prepare the answer to it.
            if (p.sideToMove() != side.get() && p.isLegal(hole) && !n.transposition()) {
                kept.add(hole);
                pendingLabel = label(p, hole);
                p = p.play(hole);
            }
            break;
        }
        cursor.set(new Cursor(c.rootKey(), kept));
        position.set(p);
    }

    private RepertoireTree.Node rootOf(long key) {
        RepertoireTree t = tree.get();
        if (t == null) {
            return null;
        }
        for (RepertoireTree.Node r : t.roots()) {
            if (r.position().hash() == key) {
                return r;
            }
        }
        return null;
    }

    private static RepertoireTree.Node childOf(RepertoireTree.Node n, int hole) {
        for (RepertoireTree.Node c : n.children()) {
            if (c.hole() == hole) {
                return c;
            }
        }
        return null;
    }

    /** The tree node under the cursor, or null when the cursor stands one reply past the tree. */
    public RepertoireTree.Node selectedNode() {
        RepertoireTree.Node n = rootOf(cursor.get().rootKey());
        for (int hole : cursor.get().line()) {
            n = n == null ? null : childOf(n, hole);
        }
        return n;
    }

    /** The opponent's reply past the tree with its number ({@code 2... 34}), or empty when the cursor is in the tree. */
    public String pendingLabel() {
        return pendingLabel;
    }

    /** Shows a node of the tree on the board. */
    public void select(RepertoireTree.Node node) {
        if (node != null) {
            moveTo(new Cursor(node.root().position().hash(), node.line()));
        }
    }

    /**
     * The user played {@code hole} where the board stands: the side's own move joins the
     * repertoire; an opponent's reply goes to that branch of the tree, or one step past it.
     */
    public void play(int hole) {
        Position p = position.get();
        if (p == null || p.isGameOver() || !p.isLegal(hole) || busy.get()) {
            return;
        }
        Cursor next = cursor.get().then(hole);
        if (p.sideToMove() != side.get()) {
            moveTo(next);
            return;
        }
        String label = label(p, hole);
        edit(I18n.get("rtree.added", label), next, db -> db.repertoire().add(side.get(), p, hole));
    }

    /** Deletes the move under the cursor and the lines only it leads to. */
    public void deleteSelected() {
        RepertoireTree.Node n = selectedNode();
        if (n == null || n.isRoot()) {
            return;
        }
        Position before = n.parent().position();
        Cursor up = new Cursor(cursor.get().rootKey(), n.parent().line());
        int[] count = new int[1];
        edit(null, up, db -> count[0] = db.repertoireEditor().deleteBranch(side.get(), before, n.hole()),
                () -> I18n.get("rtree.deleted", n.label(), count[0]));
    }

    /** Makes the side's move under the cursor the main move of its position (the one the drill expects). */
    public void promoteSelected() {
        RepertoireTree.Node n = selectedNode();
        if (n == null || !n.own() || n.isMain()) {
            return;
        }
        edit(I18n.get("rtree.promoted", n.label()), cursor.get(),
                db -> db.repertoireEditor().promote(side.get(), n.parent().position().hash(), n.hole()));
    }

    /** Sets the comment of the move under the cursor (blank removes it). */
    public void comment(String text) {
        RepertoireTree.Node n = selectedNode();
        if (n == null || n.isRoot()) {
            return;
        }
        edit(I18n.get("rtree.commented", n.label()), cursor.get(),
                db -> db.repertoireEditor().comment(side.get(), n.parent().position().hash(), n.hole(), text));
    }

    /** Puts the side back as it was before the last edit. */
    public void undo() {
        step(undo, redo, "rtree.undone", "rtree.nothingToUndo");
    }

    /** Makes again the last edit Undo took back. */
    public void redo() {
        step(redo, undo, "rtree.redone", "rtree.nothingToRedo");
    }

    /**
     * Restores the newest snapshot of {@code from}; the side as it was just before goes onto
     * {@code to}, so that the other direction can put it back.
     */
    private void step(Deque<Undo> from, Deque<Undo> to, String doneKey, String nothingKey) {
        GameDatabase db = session.current();
        Undo u = from.peek();
        if (u != null && (u.db() != db || u.snapshot().side() != side.get())) {
            // The history is another database's (one opened since) or the other side's: restoring it
            // here would overwrite this database's repertoire with that one's, or show that side's
            // tree under this side's name.
            clearHistory();
            u = null;
        }
        if (u == null || db == null || busy.get()) {
            message.set(u == null ? I18n.get(nothingKey) : message.get());
            return;
        }
        busy.set(true);
        Undo undone = u;
        Side s = u.snapshot().side();
        quick.submit(BackgroundTask.of(I18n.get("repertoire.saving"), ctx -> {
            RepertoireEditor.Snapshot now = db.repertoireEditor().snapshot(s);
            db.repertoireEditor().restore(undone.snapshot());
            return new Stepped(now, read(db, s));
        }).onSuccess(r -> {
            busy.set(false);
            from.pop();
            to.push(new Undo(db, r.before(), undone.what()));
            canUndo.set(!undo.isEmpty());
            canRedo.set(!redo.isEmpty());
            ++request;
            show(r.now(), null);
            bump();
            message.set(I18n.get(doneKey, undone.what()));
        }).onFailure(e -> {
            busy.set(false);
            message.set(FailureText.of(e));
        }));
    }

    /** An undo or redo done: the side as it was just before, and as it is now. */
    private record Stepped(RepertoireEditor.Snapshot before, Loaded now) {
    }

    /** A write to the repertoire. */
    private interface Write {
        void run(GameDatabase db);
    }

    private void edit(String done, Cursor next, Write work) {
        edit(done, next, work, null);
    }

    /** Runs an edit after a snapshot for its undo, then shows the tree and gaps as they are now. */
    private void edit(String done, Cursor next, Write work, java.util.function.Supplier<String> doneLater) {
        write(quick, I18n.get("repertoire.saving"), next, (db, s, ctx) -> {
            work.run(db);
            return done;
        }, doneLater);
    }

    /** A write that says what it did (null: {@code said} says it once it is done). */
    private interface SayingWrite {
        String run(GameDatabase db, Side s, otau.ui.tasks.TaskContext ctx);
    }

    /** Runs a write of the side shown on {@code on}, after a snapshot for its undo; failures are the message. */
    private void write(BackgroundExecutor on, String title, Cursor next, SayingWrite work,
                       java.util.function.Supplier<String> said) {
        GameDatabase db = session.current();
        if (db == null) {
            message.set(I18n.get("database.none"));
            return;
        }
        Side s = side.get();
        busy.set(true);
        on.submit(BackgroundTask.of(title, ctx -> {
            RepertoireEditor.Snapshot before = db.repertoireEditor().snapshot(s);
            String text = work.run(db, s, ctx);
            return new Written(db, before, read(db, s), text);
        }).onSuccess(w -> written(w, s, next, w.what() != null ? w.what() : said.get())).onFailure(e -> {
            busy.set(false);
            message.set(FailureText.of(e));
        }).onCancelled(() -> busy.set(false)));
    }

    /** What a write brings back: the side as it was before (for undo), as it is now, and what it did (null: said later). */
    private record Written(GameDatabase db, RepertoireEditor.Snapshot before, Loaded now, String what) {
    }

    /** A write of side {@code s} is done: it can be undone, the tree is shown as it is now, other views read again. */
    private void written(Written w, Side s, Cursor next, String what) {
        busy.set(false);
        // The history is the side shown's, of the database open: a write that ends after the
        // user went to the other side (or database) is not put into that one's history, nor shown.
        boolean stillShown = s == side.get() && w.db() == session.current();
        if (stillShown) {
            undo.push(new Undo(w.db(), w.before(), what));
            redo.clear();
            canUndo.set(true);
            canRedo.set(false);
        }
        ++request;
        if (stillShown) {
            show(w.now(), next);
        }
        bump();
        message.set(what);
    }

    /**
     * Goes to the next gap in tree order (most played reply first at a position), after the
     * one the cursor is on, or the first one at or after the cursor's node; wraps at the end.
     */
    public void nextGap() {
        List<RepertoireCoverage.Gap> all = gaps.get();
        RepertoireTree t = tree.get();
        if (all.isEmpty() || t == null) {
            message.set(I18n.get("rtree.gaps.none"));
            return;
        }
        List<RepertoireTree.Node> order = t.preorder();
        Cursor c = cursor.get();
        int current = -1;
        for (int i = 0; i < all.size(); i++) {
            if (cursorOf(all.get(i)).equals(c)) {
                current = i;
            }
        }
        int pick;
        if (current >= 0) {
            pick = (current + 1) % all.size();
        } else {
            RepertoireTree.Node here = selectedNode();
            int at = here == null ? -1 : order.indexOf(here);
            pick = 0;
            for (int i = 0; i < all.size(); i++) {
                if (order.indexOf(all.get(i).at()) >= at) {
                    pick = i;
                    break;
                }
            }
        }
        goTo(all.get(pick));
    }

    /** Shows the position after a gap's reply, where the user plays the answer. */
    public void goTo(RepertoireCoverage.Gap g) {
        moveTo(cursorOf(g));
        message.set(I18n.get("rtree.status.pending", pendingLabel));
    }

    private static Cursor cursorOf(RepertoireCoverage.Gap g) {
        return new Cursor(g.at().root().position().hash(), g.at().line()).then(g.hole());
    }

    /** The gaps at the node under the cursor. */
    public List<RepertoireCoverage.Gap> gapsHere() {
        RepertoireTree.Node n = selectedNode();
        List<RepertoireCoverage.Gap> out = new ArrayList<>();
        for (RepertoireCoverage.Gap g : gaps.get()) {
            if (g.at() == n) {
                out.add(g);
            }
        }
        return out;
    }

    /**
     * Adds the side's moves of every variation of every game in {@code file} (a record file or
     * a study). Runs with progress and can be cancelled; nothing is written when cancelled.
     */
    public void importFile(Path file) {
        write(slow, I18n.get("rtree.importing"), null,
                (db, s, ctx) -> RepertoireFiles.importInto(db, s, file, ctx::isCancelled), null);
    }

    /** Writes the tree as a study (a record file with variations; our readers read it back as either). */
    public void exportFile(Path file) {
        RepertoireTree t = tree.get();
        if (t == null) {
            return;
        }
        String name = I18n.get("rtree.exportName", sideName(t.side()));
        slow.submit(BackgroundTask.of(I18n.get("rtree.exporting"), ctx -> {
            RepertoireFiles.export(t, name, file);
            return file;
        }).onSuccess(f -> message.set(I18n.get("rtree.exported", f)))
                .onFailure(e -> message.set(FailureText.of(e))));
    }

    static String label(Position p, int hole) {
        Position next = p.play(hole);
        String number = p.sideToMove() == Side.WHITE ? p.moveNumber() + ". " : p.moveNumber() + "... ";
        return number + next.lastMove().notation();
    }

    static String sideName(Side s) {
        return I18n.get(s == Side.WHITE ? "side.white" : "side.black");
    }

    public ReadOnlyObjectProperty<Side> sideProperty() {
        return side.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<RepertoireTree> treeProperty() {
        return tree.getReadOnlyProperty();
    }

    /** Every gap of the side's repertoire, in tree order. */
    public ReadOnlyObjectProperty<List<RepertoireCoverage.Gap>> gapsProperty() {
        return gaps.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Cursor> cursorProperty() {
        return cursor.getReadOnlyProperty();
    }

    /** The position the board shows. */
    public ReadOnlyObjectProperty<Position> positionProperty() {
        return position.getReadOnlyProperty();
    }

    /** What the last action did, or what went wrong. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    /** True while an edit, import or undo is being written. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }
}
