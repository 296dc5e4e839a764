package otau.ui.database;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import javafx.scene.control.TextInputDialog;
import javafx.stage.FileChooser;
import otau.db.DataDirectory;
import otau.db.GameDatabase;
import otau.selfplay.MovePicker;
import otau.ui.I18n;
import otau.ui.tasks.TaskHandle;
import otau.ui.workbench.Command;
import otau.ui.workbench.Workbench;

/**
 * The game database in the workbench: the Database menu's commands (new, open, import,
 * browser, demo database) and the games browser. One {@link DatabaseSession} holds the open
 * file; the explorer and the repertoire trainer are features of their own over it.
 */
public final class DatabaseFeature {
    private static final FileChooser.ExtensionFilter DB_FILES =
            new FileChooser.ExtensionFilter(I18n.get("database.fileType"), "*.db");
    private static final FileChooser.ExtensionFilter RECORD_FILES =
            new FileChooser.ExtensionFilter(I18n.get("import.fileType"), "*.pgn", "*.tgk", "*.txt");

    private final Workbench wb;
    private final DatabaseSession session;
    private final GameImportFlow importFlow;
    private final DemoDatabaseFlow demoFlow;
    private Consumer<ImportSummary> summaryPresenter;
    private ImportSummary lastSummary;
    private GamesBrowserWindow browser;

    /**
     * Adds the database to {@code wb}. Opening a file happens later ({@link #openRemembered}),
     * so tests can point the session at their own file first.
     */
    public DatabaseFeature(Workbench wb, DatabaseSession session) {
        this.wb = wb;
        this.session = session;
        this.summaryPresenter = summary -> ImportSummaryDialog.show(wb, summary);
        this.importFlow = new GameImportFlow(wb, session, summary -> {
            lastSummary = summary;
            summaryPresenter.accept(summary);
        });
        this.demoFlow = new DemoDatabaseFlow(wb, session, importFlow);
        wb.onCommand(Command.NEW_DATABASE, this::newDatabase);
        wb.onCommand(Command.OPEN_DATABASE, this::openDatabase);
        wb.onCommand(Command.IMPORT_GAMES, this::importGames);
        wb.onCommand(Command.GAMES_BROWSER, this::showBrowser);
        wb.onCommand(Command.DEMO_DATABASE, this::createDemoDatabase);
        wb.onCommand(Command.FIND_PUZZLES, () -> new FindPuzzlesDialog(wb, session,
                () -> browser == null ? otau.db.GameFilter.any() : browser.model().filterProperty().get()).show());
        wb.onWindowClosed(session::close);
    }

    /** The application's set-up: the feature over a new session, opening the file used last time. */
    public static DatabaseFeature install(Workbench wb) {
        DatabaseFeature f = new DatabaseFeature(wb, new DatabaseSession(wb.executor(), wb.preferences()));
        f.openRemembered();
        return f;
    }

    /** Opens the database used last time, or the default one in the user data folder. */
    public void openRemembered() {
        open(session.rememberedPath());
    }

    /**
     * Opens {@code file} (created when missing) as the current database, with its progress in the
     * status line: a large file made by an older version takes seconds to bring up to date.
     */
    public void open(Path file) {
        wb.runWithProgress(session.opening(file, db -> wb.showMessage(I18n.get("database.opened", db.file().getFileName())),
                message -> wb.showMessage(message)).saysItsOwnSuccess());
    }

    // --- menu commands -----------------------------------------------------------------

    void newDatabase() {
        chooseNewFile("otau-games.db").ifPresent(file -> {
            if (Files.exists(file)) {
                wb.showMessage(I18n.get("database.exists", file.getFileName()));
                return;
            }
            open(file);
        });
    }

    void openDatabase() {
        FileChooser chooser = chooser("database.openTitle", DB_FILES);
        File f = chooser.showOpenDialog(wb.stage());
        if (f != null) {
            open(f.toPath());
        }
    }

    void importGames() {
        if (session.current() == null) {
            wb.showMessage(I18n.get("database.none"));
            return;
        }
        FileChooser chooser = chooser("import.chooseTitle", RECORD_FILES);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(I18n.get("import.allFiles"), "*.*"));
        Path start = importFolder(wb.preferences(), Path.of(System.getProperty("user.home")));
        if (start != null) {
            chooser.setInitialDirectory(start.toFile());
        }
        List<File> files = chooser.showOpenMultipleDialog(wb.stage());
        if (files != null && !files.isEmpty()) {
            Path parent = files.get(0).toPath().toAbsolutePath().getParent();
            if (parent != null) {
                wb.preferences().put(IMPORT_FOLDER, parent.toString());
            }
            importFiles(files.stream().map(File::toPath).toList());
        }
    }

    void createDemoDatabase() {
        chooseNewFile("otau-demo.db").ifPresent(this::createDemoDatabaseIn);
    }

    /**
     * Asks how many games and fills a new demo database in {@code file}. An existing file is
     * refused, as New Database refuses it: the demo's engine games would go in among its games.
     * Returns false when it was refused.
     */
    boolean createDemoDatabaseIn(Path file) {
        if (Files.exists(file)) {
            wb.showMessage(I18n.get("database.exists", file.getFileName()));
            return false;
        }
        TextInputDialog ask = new TextInputDialog(Integer.toString(DemoDatabaseFlow.DEFAULT_GAMES));
        ask.setTitle(I18n.get("demo.dialogTitle"));
        ask.setHeaderText(I18n.get("demo.dialogHeader", file.getFileName()));
        ask.setContentText(I18n.get("demo.games"));
        ask.initOwner(wb.stage());
        otau.ui.DialogButtons.localize(ask);
        otau.ui.DialogPlacement.prepare(ask);
        // OK only for a count it can take, so a mistyped one is mended in the dialog, not lost with it.
        javafx.scene.Node ok = ask.getDialogPane().lookupButton(javafx.scene.control.ButtonType.OK);
        ask.getEditor().textProperty().addListener((o, a, b) -> ok.setDisable(demoGames(b) < 0));
        ask.showAndWait().ifPresent(text -> {
            int games = demoGames(text);
            if (games < 0) {
                wb.showMessage(I18n.get("demo.badCount", text));
                return;
            }
            createDemo(file, games, DemoDatabaseFlow.ENGINE);
        });
        return true;
    }

    /** The number of demo games typed, or -1 when it is not 1..100,000. */
    static int demoGames(String text) {
        try {
            int games = Integer.parseInt(text.strip());
            return games >= 1 && games <= 100_000 ? games : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private Optional<Path> chooseNewFile(String suggested) {
        FileChooser chooser = chooser("database.newTitle", DB_FILES);
        chooser.setInitialFileName(suggested);
        File f = chooser.showSaveDialog(wb.stage());
        return Optional.ofNullable(f).map(File::toPath);
    }

    static final String IMPORT_FOLDER = "import.lastDirectory";

    /**
     * Where the import chooser opens: the folder of the last import, else of the last game
     * opened, else the home folder; never the data folder, which holds no records of the user's.
     */
    static Path importFolder(otau.ui.workbench.WorkbenchPreferences prefs, Path home) {
        for (String key : new String[] {IMPORT_FOLDER, "files.lastDirectory"}) {
            Path dir = prefs.getPath(key);
            if (dir != null && Files.isDirectory(dir)) {
                return dir;
            }
        }
        return home != null && Files.isDirectory(home) ? home : null;
    }

    private FileChooser chooser(String titleKey, FileChooser.ExtensionFilter filter) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(I18n.get(titleKey));
        chooser.getExtensionFilters().add(filter);
        GameDatabase db = session.current();
        Path dir = db != null ? db.file().getParent() : DataDirectory.resolve();
        if (dir != null && Files.isDirectory(dir)) {
            chooser.setInitialDirectory(dir.toFile());
        }
        return chooser;
    }

    // --- the actions behind them, for the menus and for tests ---------------------------

    /** Imports record files into the current database (progress in the status line, summary at the end). */
    public TaskHandle importFiles(List<Path> files) {
        return importFlow.importFiles(files);
    }

    /** Plays {@code games} self-play games by {@code players} into the database {@code file}. */
    public void createDemo(Path file, int games, BiFunction<Random, String, MovePicker> players) {
        demoFlow.create(file, games, players);
    }

    public void showBrowser() {
        browser().show();
    }

    /** The browser showing only the games that reach the position with this key. */
    public void showGamesAt(long key) {
        browser().showPosition(key);
    }

    public GamesBrowserWindow browser() {
        if (browser == null) {
            browser = new GamesBrowserWindow(wb, session);
        }
        return browser;
    }

    public DatabaseSession session() {
        return session;
    }

    /** Where import summaries go (a dialog unless replaced, e.g. by a test). */
    public void setSummaryPresenter(Consumer<ImportSummary> presenter) {
        this.summaryPresenter = presenter;
    }

    /** The summary of the last import that ran to its end, or null. */
    public ImportSummary lastSummary() {
        return lastSummary;
    }
}
