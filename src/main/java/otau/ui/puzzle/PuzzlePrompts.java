package otau.ui.puzzle;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The questions the puzzle trainer and the authoring windows ask the user. The application
 * answers them with dialogs ({@link FxPuzzlePrompts}); tests script the answers.
 */
public interface PuzzlePrompts {
    /** A collection file to open; empty when the user cancels. */
    Optional<Path> chooseCollectionToOpen(Path initialDirectory);

    /** Collection files to open, several at once; empty when the user cancels. */
    default List<Path> chooseCollectionsToOpen(Path initialDirectory) {
        return chooseCollectionToOpen(initialDirectory).map(List::of).orElse(List.of());
    }

    /** A collection file to add to or save (it may not exist yet); empty when the user cancels. */
    Optional<Path> chooseCollectionToSave(Path initialDirectory, String suggestedName);

    /** A yes/no question; true for yes. */
    boolean confirm(String title, String message);

    /** Whether to drop work typed or set up (Discard / Keep Editing); true to discard. */
    default boolean confirmDiscard(String title, String message) {
        return confirm(title, message);
    }

    void showError(String title, String message);

    /**
     * The workbench's own question about unsaved changes to {@code name} (Save, Don't Save,
     * Cancel), asked before a collection's editor closes.
     */
    otau.ui.workbench.UserPrompts.SaveChoice askSaveChanges(String name);

    /**
     * The same questions asked over {@code window} (an authoring window of its own), so a
     * question about its work opens on it rather than on the workbench behind it.
     */
    default PuzzlePrompts ownedBy(javafx.stage.Window window) {
        return this;
    }
}
