package otau.ui.workbench;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import otau.model.files.OpenedFile;
import otau.model.files.Recovery;

/**
 * The questions the workbench asks the user. The application answers them with dialogs
 * ({@link FxUserPrompts}); tests script the answers.
 */
public interface UserPrompts {
    enum SaveChoice { SAVE, DISCARD, CANCEL }

    enum RecoveryChoice { RECOVER, DISCARD }

    /** The game {@code gameName} has unsaved changes: save them, throw them away, or cancel? */
    SaveChoice askSaveChanges(String gameName);

    /**
     * Quitting while {@code running} (the titles of background work under way: an import, Find
     * Puzzles, a tablebase build) would stop it: true to stop it and quit, false to keep working.
     */
    default boolean confirmStopRunningWork(java.util.List<String> running) {
        return true;
    }

    Optional<Path> chooseFileToOpen(Path initialDirectory);

    Optional<Path> chooseFileToSave(Path initialDirectory, String suggestedName);

    /** As {@link #chooseFileToSave(Path, String)}, under {@code title} (a study is not saved as a game). */
    default Optional<Path> chooseFileToSave(Path initialDirectory, String suggestedName, String title) {
        return chooseFileToSave(initialDirectory, suggestedName);
    }

    /** Which game of a file of several to open; empty when the user cancels. */
    OptionalInt pickGame(OpenedFile file);

    /**
     * Shows the problems met reading {@code what}; true when the user wants what could be
     * read all the same ({@code readable} says whether anything could).
     */
    boolean acceptProblems(String what, List<String> problems, boolean readable);

    /** Work that was not saved was found: recover it or discard it (closing the question recovers). */
    RecoveryChoice offerRecovery(Recovery recovery);

    void showError(String title, String message);

    /** The new comment for the move {@code moveText}; empty when the user cancels. */
    Optional<String> editComment(String moveText, String comment);

    /** The new comment written before the move {@code moveText} (where a variation starts). */
    default Optional<String> editCommentBefore(String moveText, String comment) {
        return editComment(moveText, comment);
    }

    /** The game's tags as the user left them; empty when the user cancels. */
    Optional<Map<String, String>> editTags(Map<String, String> tags);
}
