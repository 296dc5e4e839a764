package otau.ui.workbench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import otau.model.files.OpenedFile;
import otau.model.files.Recovery;

/** Answers the workbench's questions from fields set by the test, and records what was asked. */
public final class ScriptedPrompts implements UserPrompts {
    public final List<String> asked = new ArrayList<>();
    public SaveChoice saveChoice = SaveChoice.CANCEL;
    Path fileToOpen;
    Path fileToSave;
    int gameToPick = -1;
    boolean acceptProblems = true;
    List<String> problemsShown = List.of();
    RecoveryChoice recoveryChoice = RecoveryChoice.RECOVER;
    String errorShown;
    String comment;
    Map<String, String> tags;

    /** The answer to "Work is still running: stop it and quit?". */
    boolean stopRunningWork = true;

    @Override
    public boolean confirmStopRunningWork(List<String> running) {
        asked.add("stop " + String.join(", ", running));
        return stopRunningWork;
    }

    @Override
    public SaveChoice askSaveChanges(String gameName) {
        asked.add("save changes to " + gameName);
        return saveChoice;
    }

    @Override
    public Optional<Path> chooseFileToOpen(Path initialDirectory) {
        asked.add("open");
        return Optional.ofNullable(fileToOpen);
    }

    /** The titles of the Save As dialogs asked for, in turn. */
    final List<String> saveAsTitles = new ArrayList<>();

    @Override
    public Optional<Path> chooseFileToSave(Path initialDirectory, String suggestedName, String title) {
        saveAsTitles.add(title);
        return chooseFileToSave(initialDirectory, suggestedName);
    }

    @Override
    public Optional<Path> chooseFileToSave(Path initialDirectory, String suggestedName) {
        asked.add("save as " + suggestedName);
        return Optional.ofNullable(fileToSave);
    }

    @Override
    public OptionalInt pickGame(OpenedFile file) {
        asked.add("pick one of " + file.games().size());
        return gameToPick < 0 ? OptionalInt.empty() : OptionalInt.of(gameToPick);
    }

    @Override
    public boolean acceptProblems(String what, List<String> problems, boolean readable) {
        asked.add("problems in " + what);
        problemsShown = problems;
        return acceptProblems;
    }

    @Override
    public RecoveryChoice offerRecovery(Recovery recovery) {
        asked.add("recover " + recovery.describe());
        return recoveryChoice;
    }

    @Override
    public void showError(String title, String message) {
        asked.add("error " + title);
        errorShown = message;
    }

    @Override
    public Optional<String> editComment(String moveText, String comment) {
        asked.add("comment " + moveText);
        return Optional.ofNullable(this.comment);
    }

    @Override
    public Optional<Map<String, String>> editTags(Map<String, String> tags) {
        asked.add("tags");
        return Optional.ofNullable(this.tags);
    }
}
