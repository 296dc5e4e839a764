package otau.ui.study;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import javafx.application.Platform;
import javafx.stage.Stage;
import otau.model.GameModel;
import otau.model.files.AutosaveStore;
import otau.model.files.GameFileService;
import otau.model.files.OpenedFile;
import otau.model.files.RecentFiles;
import otau.model.files.Recovery;
import otau.ui.board.AnimationMode;
import otau.ui.tasks.SameThreadExecutor;
import otau.ui.workbench.UserPrompts;
import otau.ui.workbench.WorkbenchPreferences;
import otau.ui.workbench.WorkbenchServices;
import otau.ui.workbench.WorkbenchWindow;

/** A workbench with the study feature over temporary folders, a same-thread executor and scripted answers. */
final class StudyTestSetup {
    final Path dir;
    final Files0 files = new Files0();
    final Scripted study = new Scripted();
    final WorkbenchWindow window;
    final StudyFeature feature;
    final RecentFiles recent;
    final AutosaveStore autosave;

    StudyTestSetup(Stage stage) throws IOException {
        this(stage, otau.TempFolders.create("otau-study"), Duration.ofHours(1));
    }

    /** Over {@code dir} (a second window over the same folder finds the first one's autosave). */
    StudyTestSetup(Stage stage, Path dir, Duration autosaveDelay) {
        this(stage, dir, autosaveDelay, new SameThreadExecutor());
    }

    /** With {@code executor} for the background work (one that holds its tasks, to see what a late one does). */
    StudyTestSetup(Stage stage, Path dir, Duration autosaveDelay, otau.ui.tasks.BackgroundExecutor executor) {
        this.dir = dir;
        GameModel model = new GameModel(() -> {
            if (!Platform.isFxApplicationThread()) {
                throw new IllegalStateException("model used off the FX thread");
            }
        });
        recent = new RecentFiles(dir.resolve("recent.txt"), 10);
        autosave = new AutosaveStore(dir.resolve("autosave"));
        WorkbenchPreferences preferences = new WorkbenchPreferences(dir.resolve("workbench.properties"));
        preferences.put("view.animation", AnimationMode.OFF);
        window = new WorkbenchWindow(stage, new WorkbenchServices(model, new GameFileService(recent), recent,
                autosave, preferences, executor, files, autosaveDelay));
        feature = StudyFeature.install(window, study);
        stage.setWidth(1200);
        stage.setHeight(760);
        stage.setX(0);
        stage.setY(0);
    }

    StudyController controller() {
        return feature.controller();
    }

    StudySession session() {
        return feature.controller().session();
    }

    /** The workbench's questions: files to open and save, and what was asked. */
    static final class Files0 implements UserPrompts {
        final List<String> asked = new ArrayList<>();
        Path toOpen;
        Path toSave;
        /** Files chosen one Save As after another, before {@link #toSave}. */
        final java.util.Deque<Path> savesInTurn = new java.util.ArrayDeque<>();
        SaveChoice saveChoice = SaveChoice.CANCEL;
        String error;

        @Override
        public SaveChoice askSaveChanges(String gameName) {
            asked.add("save changes to " + gameName);
            return saveChoice;
        }

        @Override
        public Optional<Path> chooseFileToOpen(Path initialDirectory) {
            return Optional.ofNullable(toOpen);
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
            return Optional.ofNullable(savesInTurn.isEmpty() ? toSave : savesInTurn.poll());
        }

        @Override
        public OptionalInt pickGame(OpenedFile file) {
            return OptionalInt.of(0);
        }

        @Override
        public boolean acceptProblems(String what, List<String> problems, boolean readable) {
            asked.add("problems in " + what);
            return true;
        }

        @Override
        public RecoveryChoice offerRecovery(Recovery recovery) {
            return RecoveryChoice.RECOVER;
        }

        @Override
        public void showError(String title, String message) {
            error = title + ": " + message;
        }

        @Override
        public Optional<String> editComment(String moveText, String comment) {
            return Optional.empty();
        }

        @Override
        public Optional<Map<String, String>> editTags(Map<String, String> tags) {
            return Optional.empty();
        }
    }

    /** The study panel's questions. */
    static final class Scripted implements StudyPrompts {
        final List<String> asked = new ArrayList<>();
        final List<List<String>> problems = new ArrayList<>();
        String name;
        Path puzzleFile;
        int pick = 0;
        boolean acceptProblems = true;
        String error;

        @Override
        public Optional<String> askName(String title, String current) {
            asked.add(title + ": " + current);
            return Optional.ofNullable(name);
        }

        @Override
        public Optional<Path> choosePuzzleFile(Path initialDirectory) {
            return Optional.ofNullable(puzzleFile);
        }

        @Override
        public OptionalInt pickOne(String title, List<String> labels) {
            asked.add(title + ": " + String.join(", ", labels));
            return pick < 0 ? OptionalInt.empty() : OptionalInt.of(pick);
        }

        @Override
        public boolean acceptProblems(String what, List<String> shown, boolean readable) {
            problems.add(shown);
            return acceptProblems;
        }

        @Override
        public void showError(String title, String message) {
            error = title + ": " + message;
        }
    }
}
