package otau.ui.workbench;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import javafx.beans.Observable;

/**
 * A document of several games that holds the model's game while it is open (a study and
 * its chapters). While one is open, the workbench's file handling works on it instead of
 * on the lone game: the title bar and "Save the changes to …?" name it, Save and Save As
 * write it, New, Open and Close put it away (asking first), autosave keeps its whole text.
 */
public interface OpenDocument {
    /** Its name in the title bar and in questions, e.g. "Lesson 1 · Chapter 2". */
    String title();

    /** True when it differs from its file (or was never saved). */
    boolean isModified();

    /** Fires whenever the title or the modified state may have changed. */
    Observable changes();

    /** Its file, or null for a document not yet saved. */
    Path file();

    /** The file name Save As suggests. */
    String suggestedFileName();

    /**
     * Why Save must ask for a file rather than write over {@link #file()} (it was read only in
     * part: writing over it would drop what was not read), as the Save As dialog's title; null
     * when Save writes over it.
     */
    default String saveAsReason() {
        return null;
    }

    /**
     * The {@link otau.model.files.TextDigest} of the text {@link #file()} had when it was opened
     * or last saved here, or null when not known or when the file may not be written over (for
     * the autosave): taken on the FX thread with the autosaved text, worked out when called.
     */
    default java.util.function.Supplier<String> fileDigest() {
        return () -> null;
    }

    /** The title of the Save As file dialog, e.g. "Save Study As". */
    default String saveAsTitle() {
        return otau.ui.I18n.get("prompt.saveAs.title");
    }

    /**
     * Writes the document to {@code file} in the background (never on the FX thread). The
     * future completes on the FX thread with the outcome: normally once the file is written
     * and the document counts as saved; exceptionally when the write failed (the document has
     * shown the problem) or was cancelled. What waits for the save ("Save" at the
     * unsaved-changes question) goes on only in the first case.
     */
    CompletableFuture<Void> saveTo(Path file);

    /** The whole document as text, for the autosave (FX thread). */
    String autosaveText();

    /** The workbench put the document away (a new game or another file took the board). */
    void closed();

    /**
     * True when the game on the board is part of the document (it keeps the game's edits):
     * a feature may then replace the board's game without asking, the document loses nothing.
     */
    boolean holdsBoardGame();
}
