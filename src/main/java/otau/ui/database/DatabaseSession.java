package otau.ui.database;

import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import otau.db.DataDirectory;
import otau.db.GameDatabase;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;
import otau.ui.workbench.WorkbenchPreferences;

/**
 * The workbench's open game database, shared by the browser, the explorer and the trainer.
 * Opening and closing run on the background executor (a file may be slow or locked); the
 * file last opened is remembered in the preferences. {@link #revisionProperty()} counts
 * changes to the contents (imports, repertoire edits) so views know to read again.
 *
 * <p>Beside the open database, which holds the games the user imported, the session keeps
 * "My games" ({@link DataDirectory#myGamesDatabase()}): the user's own games, where training
 * games are saved. It is opened on first use, from a background task.
 */
public final class DatabaseSession {
    /** Preference key of the database file last opened. */
    public static final String PATH_PREFERENCE = "database.path";

    private final BackgroundExecutor executor;
    private final WorkbenchPreferences preferences;
    private final ReadOnlyObjectWrapper<GameDatabase> database = new ReadOnlyObjectWrapper<>(this, "database");
    private final ReadOnlyIntegerWrapper revision = new ReadOnlyIntegerWrapper(this, "revision");
    private final Object myGamesLock = new Object();
    private Path myGamesPath = DataDirectory.myGamesDatabase();
    private GameDatabase myGames;

    public DatabaseSession(BackgroundExecutor executor, WorkbenchPreferences preferences) {
        this.executor = Objects.requireNonNull(executor);
        this.preferences = Objects.requireNonNull(preferences);
    }

    /** The file to open at start: the one last opened, else {@code otau.db} in the user data folder. */
    public Path rememberedPath() {
        Path p = preferences.getPath(PATH_PREFERENCE);
        return p == null ? DataDirectory.defaultDatabase() : p;
    }

    /**
     * Opens {@code file} (creating it when missing) in the background; when it is open it
     * replaces the current database, which is closed. {@code failed} hears a message naming
     * the file and the reason.
     */
    public void open(Path file, Consumer<GameDatabase> opened, Consumer<String> failed) {
        executor.submit(opening(file, opened, failed));
    }

    /**
     * The same as a task, for a runner that shows its progress (a file made by an older version
     * is brought up to date as it opens: seconds for a large one). Cancelled before the file is
     * open, the upgrade stops where it is (the step under way rolled back, the file left at its
     * last whole version), the database opened is closed again and the current one stays; once
     * open, the opening commits, and a Cancel changes nothing.
     */
    public BackgroundTask<GameDatabase> opening(Path file, Consumer<GameDatabase> opened, Consumer<String> failed) {
        return opening(file, GameDatabase::open, opened, failed);
    }

    /** Opens a database file, stopped by the token (as {@link GameDatabase#open(Path, otau.db.CancellationToken)}). */
    interface Opener {
        GameDatabase open(Path file, otau.db.CancellationToken stop);
    }

    /** {@link #opening} with the file opened by {@code opener} (a test's, to hold the open where it wants). */
    BackgroundTask<GameDatabase> opening(Path file, Opener opener,
                                         Consumer<GameDatabase> opened, Consumer<String> failed) {
        return BackgroundTask.of(I18n.get("database.opening", file.getFileName()), ctx -> {
                    otau.db.CancellationToken stop = new otau.db.CancellationToken();
                    ctx.whenCancelled(stop::cancel);
                    GameDatabase db = opener.open(file, stop);
                    if (ctx.isCancelled()) {
                        db.close();
                        throw new java.util.concurrent.CancellationException();
                    }
                    ctx.commit();
                    return db;
                })
                .onSuccess(db -> {
                    replace(db);
                    preferences.put(PATH_PREFERENCE, db.file().toString());
                    preferences.save();
                    opened.accept(db);
                })
                .onFailure(e -> failed.accept(I18n.get("database.openFailed", file, FailureText.of(e))));
    }

    private void replace(GameDatabase db) {
        GameDatabase old = database.get();
        database.set(db);
        bumpRevision();
        if (old != null) {
            // Closing waits for a query still running on it: not on the FX thread.
            executor.submit(BackgroundTask.of(I18n.get("database.closing"), ctx -> {
                old.close();
                return null;
            }));
        }
    }

    /** The open database, or null before one is open. */
    public GameDatabase current() {
        return database.get();
    }

    public ReadOnlyObjectProperty<GameDatabase> databaseProperty() {
        return database.getReadOnlyProperty();
    }

    /** Says that the contents changed (games imported, repertoire edited). */
    public void bumpRevision() {
        revision.set(revision.get() + 1);
    }

    public ReadOnlyIntegerProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    /** Where My games is kept (another file for tests); takes effect before its first use. */
    public void setMyGamesPath(Path file) {
        synchronized (myGamesLock) {
            myGamesPath = Objects.requireNonNull(file);
        }
    }

    public Path myGamesPath() {
        synchronized (myGamesLock) {
            return myGamesPath;
        }
    }

    /** True when the open database is My games itself (then the two are one source). */
    public boolean currentIsMyGames() {
        GameDatabase db = database.get();
        return db != null && db.file().equals(myGamesPath().toAbsolutePath());
    }

    /**
     * My games, opened (and created when missing) on the first call: it touches the disk, so
     * never call it on the FX thread. The open database is returned when it is My games itself.
     */
    public GameDatabase myGames() {
        GameDatabase db = database.get();
        if (db != null && currentIsMyGames()) {
            return db;
        }
        synchronized (myGamesLock) {
            if (myGames == null) {
                myGames = GameDatabase.open(myGamesPath);
            }
            return myGames;
        }
    }

    /** Closes the database and My games (on the calling thread: at shutdown or in tests). */
    public void close() {
        GameDatabase db = database.get();
        database.set(null);
        if (db != null) {
            db.close();
        }
        synchronized (myGamesLock) {
            if (myGames != null) {
                myGames.close();
                myGames = null;
            }
        }
    }
}
