package otau.ui.study;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import otau.game.study.Chapter;

/**
 * The undo history of a study's chapter list: its name and the chapters' order, names, modes
 * and orientations. Each edit remembers the list as it was before; undo and redo trade the
 * list as it is for the one remembered. The chapters' games are not in it: their edits are
 * the game model's, with the model's own undo.
 */
final class ChapterListHistory {
    /**
     * The chapter list as one undo step left it: the slots in their order, each chapter's
     * header as it was then, and the list's edit id (for the saved state).
     */
    record ListState(String studyName, List<ChapterSlot> slots, List<Chapter> headers, long id) {
        static ListState of(String studyName, List<ChapterSlot> slots, long id) {
            List<ChapterSlot> order = List.copyOf(slots);
            return new ListState(studyName, order, order.stream().map(ChapterSlot::chapter).toList(), id);
        }
    }

    private final Deque<ListState> undo = new ArrayDeque<>();
    private final Deque<ListState> redo = new ArrayDeque<>();

    /** An edit is about to change the list from {@code before}: what was undone can no longer be redone. */
    void remember(ListState before) {
        undo.push(before);
        redo.clear();
    }

    /** The list to go back to, {@code now} kept for redo; null when there is nothing to undo. */
    ListState undo(ListState now) {
        return trade(undo, redo, now);
    }

    /** The list to go forward to, {@code now} kept for undo; null when there is nothing to redo. */
    ListState redo(ListState now) {
        return trade(redo, undo, now);
    }

    private static ListState trade(Deque<ListState> from, Deque<ListState> to, ListState now) {
        ListState s = from.poll();
        if (s != null) {
            to.push(now);
        }
        return s;
    }

    boolean canUndo() {
        return !undo.isEmpty();
    }

    boolean canRedo() {
        return !redo.isEmpty();
    }

    void clear() {
        undo.clear();
        redo.clear();
    }
}
