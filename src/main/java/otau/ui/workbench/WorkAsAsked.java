package otau.ui.workbench;

import javafx.beans.InvalidationListener;
import otau.model.GameModel;
import otau.ui.board.BoardMode;

/**
 * The work as it stood when the user was asked whether it may go, for a file that is read in
 * the background after the answer: a large one takes a while, and what the user did meanwhile
 * (a move, another game opened, a chapter renamed) was not part of the answer, so it is asked
 * about again when the file comes.
 */
public final class WorkAsAsked {
    private final Workbench wb;
    private final long savePoint;
    private final Object root;
    private final BoardMode mode;
    private final OpenDocument document;
    private boolean documentEdited;
    private final InvalidationListener edited = o -> documentEdited = true;

    private WorkAsAsked(Workbench wb) {
        this.wb = wb;
        GameModel model = wb.model();
        this.savePoint = model.savePoint();
        this.root = model.root();
        this.mode = wb.boardModes().mode();
        this.document = wb.document();
        if (document != null) {
            // A study's own edits (a chapter renamed, added, deleted) count too.
            document.changes().addListener(edited);
        }
    }

    /** Notes the work now (on the FX thread), when the user has just answered. */
    public static WorkAsAsked now(Workbench wb) {
        return new WorkAsAsked(wb);
    }

    /** True when the work changed since the answer; stops watching it (call once, when the read ends). */
    public boolean changed() {
        release();
        GameModel model = wb.model();
        return model.savePoint() != savePoint || model.root() != root || wb.boardModes().mode() != mode
                || wb.document() != document || documentEdited;
    }

    /** Stops watching the work (a read that failed or was cancelled). */
    public void release() {
        if (document != null) {
            document.changes().removeListener(edited);
        }
    }
}
