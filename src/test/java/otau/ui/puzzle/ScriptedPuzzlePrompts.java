package otau.ui.puzzle;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Answers the trainer's questions from fields set by the test, and records what was asked. */
final class ScriptedPuzzlePrompts implements PuzzlePrompts {
    final List<String> asked = new ArrayList<>();
    Path fileToOpen;
    /** When set, what "Open collection" chooses (several files at once); else {@link #fileToOpen}. */
    List<Path> filesToOpen;
    Path fileToSave;
    boolean confirm = true;
    /** The answer to "Save the changes?". */
    otau.ui.workbench.UserPrompts.SaveChoice saveChoice = otau.ui.workbench.UserPrompts.SaveChoice.CANCEL;
    String errorShown;

    @Override
    public Optional<Path> chooseCollectionToOpen(Path initialDirectory) {
        asked.add("open");
        return Optional.ofNullable(fileToOpen);
    }

    @Override
    public List<Path> chooseCollectionsToOpen(Path initialDirectory) {
        if (filesToOpen == null) {
            return PuzzlePrompts.super.chooseCollectionsToOpen(initialDirectory);
        }
        asked.add("open several");
        return List.copyOf(filesToOpen);
    }

    @Override
    public Optional<Path> chooseCollectionToSave(Path initialDirectory, String suggestedName) {
        asked.add("save as " + suggestedName);
        return Optional.ofNullable(fileToSave);
    }

    @Override
    public boolean confirm(String title, String message) {
        asked.add(message);
        return confirm;
    }

    @Override
    public otau.ui.workbench.UserPrompts.SaveChoice askSaveChanges(String name) {
        asked.add("save changes to " + name);
        return saveChoice;
    }

    @Override
    public void showError(String title, String message) {
        asked.add("error " + message);
        errorShown = message;
    }
}
