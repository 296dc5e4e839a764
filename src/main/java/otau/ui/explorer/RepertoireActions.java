package otau.ui.explorer;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import otau.db.GameDatabase;
import otau.game.Position;
import otau.game.Side;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.database.DatabaseSession;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;

/**
 * Adds moves of the game to the user's repertoire and takes them out. A move belongs to the
 * repertoire of the side that made it and is stored at the position it was played from.
 * The writes run in the background; the explorer reads again when they are done.
 */
public final class RepertoireActions {
    private final GameModel model;
    private final DatabaseSession session;
    private final BackgroundExecutor executor;
    private final Consumer<String> message;
    private Runnable showTree = () -> { };

    public RepertoireActions(GameModel model, DatabaseSession session, BackgroundExecutor executor,
                             Consumer<String> message) {
        this.model = model;
        this.session = session;
        this.executor = executor;
        this.message = message;
    }

    /** What opens the repertoire tree (the workbench's command). */
    public void setShowTree(Runnable action) {
        this.showTree = action;
    }

    /** Opens the repertoire tree. */
    public void showTree() {
        showTree.run();
    }

    /** The side whose repertoire the current move can join (its mover), or null at the start. */
    public Side currentMover() {
        GameNode n = model.currentNode();
        return n.isRoot() ? null : n.mover();
    }

    /** Adds the move that led to the current position to {@code side}'s repertoire (it must be that side's move). */
    public void addCurrentMove(Side side) {
        GameNode n = model.currentNode();
        if (n.isRoot() || n.mover() != side) {
            message.accept(I18n.get("repertoire.notYourMove", sideName(side)));
            return;
        }
        Position from = n.parent().position();
        int hole = n.move().hole();
        String label = n.moveLabel() + " " + n.notation();
        write(db -> db.repertoire().add(side, from, hole) ? 1 : 0,
                count -> I18n.get(count == 1 ? "repertoire.added" : "repertoire.already", label, sideName(side)));
    }

    /** Adds every move {@code side} made from the start of the game to here. */
    public void addLine(Side side) {
        List<GameNode> path = model.currentNode().pathFromRoot();
        Position start = path.get(0).position();
        List<Integer> holes = new ArrayList<>();
        for (GameNode n : path.subList(1, path.size())) {
            holes.add(n.move().hole());
        }
        if (holes.isEmpty()) {
            message.accept(I18n.get("repertoire.noMoves"));
            return;
        }
        write(db -> db.repertoire().addLine(side, start, holes),
                count -> I18n.get("repertoire.lineAdded", count, sideName(side)));
    }

    /** Takes the move that led to the current position out of its mover's repertoire. */
    public void removeCurrentMove() {
        GameNode n = model.currentNode();
        if (n.isRoot()) {
            message.accept(I18n.get("repertoire.noMoves"));
            return;
        }
        remove(n.mover(), n.parent().position(), n.move().hole());
    }

    /** Adds {@code hole}, played from the current position, to the repertoire of the side to move. */
    public void addExplorerMove(int hole) {
        Position p = model.currentPosition();
        Side side = p.sideToMove();
        String label = p.isLegal(hole) ? p.play(hole).lastMove().notation() : Integer.toString(hole);
        write(db -> db.repertoire().add(side, p, hole) ? 1 : 0,
                count -> I18n.get(count == 1 ? "repertoire.added" : "repertoire.already", label, sideName(side)));
    }

    /** Takes {@code hole} at the current position out of the repertoire of the side to move. */
    public void removeExplorerMove(int hole) {
        Position p = model.currentPosition();
        remove(p.sideToMove(), p, hole);
    }

    private void remove(Side side, Position at, int hole) {
        String label = at.isLegal(hole) ? at.play(hole).lastMove().notation() : Integer.toString(hole);
        write(db -> db.repertoire().remove(side, at.hash(), hole) ? 1 : 0,
                count -> I18n.get(count == 1 ? "repertoire.removed" : "repertoire.notThere", label, sideName(side)));
    }

    private interface Write {
        int run(GameDatabase db);
    }

    private void write(Write work, java.util.function.IntFunction<String> done) {
        GameDatabase db = session.current();
        if (db == null) {
            message.accept(I18n.get("database.none"));
            return;
        }
        executor.submit(BackgroundTask.of(I18n.get("repertoire.saving"), ctx -> work.run(db))
                .onSuccess(count -> {
                    session.bumpRevision();
                    message.accept(done.apply(count));
                })
                .onFailure(e -> message.accept(FailureText.of(e))));
    }

    static String sideName(Side s) {
        return I18n.get(s == Side.WHITE ? "side.white" : "side.black");
    }
}
