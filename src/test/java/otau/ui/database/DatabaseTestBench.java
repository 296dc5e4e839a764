package otau.ui.database;

import otau.db.HandGames;
import otau.testing.ManualClock;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
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
import otau.ui.explorer.ExplorerFeature;
import otau.ui.repertoire.RepertoireFeature;
import otau.ui.tasks.SameThreadExecutor;
import otau.ui.workbench.UserPrompts;
import otau.ui.workbench.WorkbenchPreferences;
import otau.ui.workbench.WorkbenchServices;
import otau.ui.workbench.WorkbenchWindow;

/**
 * A workbench with the database feature over temporary folders: a same-thread executor (every
 * query answers at once), no explorer pause, a clock the test moves, scripted answers to the
 * unsaved-work question, and import summaries collected instead of shown.
 */
public final class DatabaseTestBench {

    /** Answers the save question from a field and records that it was asked. */
    public static final class Prompts implements UserPrompts {
        public SaveChoice saveChoice = SaveChoice.CANCEL;
        public final List<String> asked = new ArrayList<>();

        @Override
        public SaveChoice askSaveChanges(String gameName) {
            asked.add("save " + gameName);
            return saveChoice;
        }

        @Override
        public Optional<Path> chooseFileToOpen(Path initialDirectory) {
            return Optional.empty();
        }

        @Override
        public Optional<Path> chooseFileToSave(Path initialDirectory, String suggestedName) {
            return Optional.empty();
        }

        @Override
        public OptionalInt pickGame(OpenedFile file) {
            return OptionalInt.empty();
        }

        @Override
        public boolean acceptProblems(String what, List<String> problems, boolean readable) {
            return true;
        }

        @Override
        public RecoveryChoice offerRecovery(Recovery recovery) {
            return RecoveryChoice.DISCARD;
        }

        @Override
        public void showError(String title, String message) {
            asked.add("error " + title + ": " + message);
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

    public final Path dir;
    public final GameModel model;
    public final Prompts prompts = new Prompts();
    public final ManualClock clock = new ManualClock("2025-03-01T10:00:00Z");
    public final WorkbenchWindow window;
    public final DatabaseFeature feature;
    public final ExplorerFeature explorer;
    public final RepertoireFeature repertoire;
    public final List<ImportSummary> summaries = new ArrayList<>();

    public DatabaseTestBench(Stage stage, Path dir) {
        this.dir = dir;
        model = new GameModel(() -> {
            if (!Platform.isFxApplicationThread()) {
                throw new IllegalStateException("model used off the FX thread");
            }
        });
        RecentFiles recent = new RecentFiles(dir.resolve("recent.txt"), 10);
        WorkbenchPreferences preferences = new WorkbenchPreferences(dir.resolve("workbench.properties"));
        preferences.put("view.animation", otau.ui.board.AnimationMode.OFF);
        SameThreadExecutor executor = new SameThreadExecutor();
        window = new WorkbenchWindow(stage, new WorkbenchServices(model, new GameFileService(recent), recent,
                new AutosaveStore(dir.resolve("autosave")), preferences, executor, prompts, Duration.ofHours(1)));
        DatabaseSession session = new DatabaseSession(executor, preferences);
        // My games in the test's own folder: never the shared data folder.
        session.setMyGamesPath(dir.resolve("my-games.db"));
        feature = new DatabaseFeature(window, session);
        explorer = ExplorerFeature.install(window, feature, javafx.util.Duration.ZERO);
        repertoire = RepertoireFeature.install(window, feature.session(), clock);
        feature.setSummaryPresenter(summaries::add);
        stage.setWidth(1200);
        stage.setHeight(760);
        stage.setX(0);
        stage.setY(0);
    }

    /**
     * A bench whose database {@code name}.db holds the hand-made games ({@link #handGames}),
     * imported from {@code name}.pgn, with the explorer's panel in front (on the FX thread).
     */
    public static DatabaseTestBench withHandGames(Stage stage, String folder, String name) throws IOException {
        DatabaseTestBench bench = new DatabaseTestBench(stage, otau.TempFolders.create(folder));
        Path games = bench.write(name + ".pgn", handGames());
        bench.openDatabase(name + ".db");
        bench.feature.importFiles(List.of(games));
        bench.window.selectPanel("explorer");
        return bench;
    }

    /** Opens (creating) a database file in the temporary folder. */
    public void openDatabase(String name) {
        feature.open(dir.resolve(name));
    }

    public Path write(String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, text, StandardCharsets.UTF_8);
        return f;
    }

    /**
     * Four games whose explorer counts are easy to work out: from the start 7 was played three
     * times (1-0, 0-1, draw; ratings 1500, 1600, 1400) and 6 once (1-0, unrated); after 7,
     * Black answered 9 twice (1-0, 0-1) and 7 once (the draw, which ends there).
     */
    public static String handGames() {
        return HandGames.game("Club", "2024.01.10", "Aibek", "Dana", "1-0", "1500", "1400", "1. 7 9")
                + HandGames.game("Club", "2024.02.11", "Dana", "Aibek", "0-1", "1600", "1300", "1. 7 9")
                + HandGames.game("Cup", "2024.03.12", "Erlan", "Aibek", "1/2-1/2", "1400", null, "1. 7 7")
                + HandGames.game("Cup", "2025.01.05", "Dana", "Erlan", "1-0", null, null, "1. 6 9");
    }

    /** A game whose second move is written wrongly: after 76(10), Black's 9 lands on White's 8, not 1. */
    public static String brokenGame() {
        return HandGames.game("Club", "2024.04.01", "Broken", "Game", "0-1", null, null, "1. 76(10) 91");
    }
}
