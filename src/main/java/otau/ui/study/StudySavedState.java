package otau.ui.study;

/**
 * Whether the open study differs from its file. The chapter list and the chapters' contents
 * are counted apart: an undo of the list brings back its id, so undoing back to the saved
 * list reads as saved again, while any edit of a game counts until the next save.
 */
final class StudySavedState {
    private long listId;
    private long nextListId = 1;
    private long savedListId;
    private long contentVersion;
    private long savedContentVersion;

    /** A study just opened: saved, unless it is not the file as written ({@code modified}). */
    void reset(boolean modified) {
        listId = 0;
        savedListId = modified ? -1 : 0;
        contentVersion = 0;
        savedContentVersion = 0;
    }

    /** The list was edited: it gets an id no other list had. */
    void listEdited() {
        listId = nextListId++;
    }

    /** An undo or redo brought back a list with the id it had. */
    void listRestored(long id) {
        listId = id;
    }

    long listId() {
        return listId;
    }

    /** A chapter's game was edited. */
    void contentEdited() {
        contentVersion++;
    }

    /** What {@link #saved} is later told was written. */
    long[] savePoint() {
        return new long[] {listId, contentVersion};
    }

    void saved(long[] point) {
        savedListId = point[0];
        savedContentVersion = point[1];
    }

    boolean isModified() {
        return listId != savedListId || contentVersion != savedContentVersion;
    }
}
