package otau.ui.workbench;

import java.nio.file.Path;
import otau.model.files.OpenedFile;

/**
 * Opens files of a kind of {@link OpenDocument} (studies): File → Open, the recent files
 * and the autosave recovery hand such a file to it instead of opening one of its games.
 */
public interface DocumentOpener {
    /** True when {@code file} is such a document (e.g. its games carry study tags). */
    boolean recognises(OpenedFile file);

    /** Opens the file (FX thread; the caller has made sure the current work may go). */
    void open(OpenedFile file);

    /** True when {@code text} (an autosave) is such a document. */
    boolean recognises(String text);

    /**
     * Opens recovered text that belonged to {@code file} (null: never saved) as unsaved work;
     * {@code fileDigest} is the {@link otau.model.files.TextDigest} of the text the file had then
     * (null: not known), so that saving back into it can check the file is still that text.
     */
    void recover(String text, Path file, String fileDigest);
}
