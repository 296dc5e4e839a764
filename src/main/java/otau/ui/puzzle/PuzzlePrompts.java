package otau.ui.puzzle;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The questions the puzzle trainer and the authoring windows ask the user. The application
 * answers them with dialogs ({@link FxPuzzlePrompts}); tests script the answers.
 */
public interface PuzzlePrompts {
    /** A collection file to open; empty when the user cancels. */
    Optional<Path> chooseCollectionToOpen(Path initialDirectory);

    /** A collection file to add to or save (it may not exist yet); empty when the user cancels. */
    Optional<Path> chooseCollectionToSave(Path initialDirectory, String suggestedName);

    /** A yes/no question; true for yes. */
    boolean confirm(String title, String message);

    void showError(String title, String message);
}
