/**
 * The game database: one SQLite file holding imported games, a position index for the
 * opening explorer, the user's repertoire with its training state, and the tables of
 * other features that share the file.
 *
 * <p>Entry point: {@link otau.db.GameDatabase#open(java.nio.file.Path)} or
 * {@link otau.db.GameDatabase#openDefault()}. From it: {@code importFiles} (progress
 * listener and {@link otau.db.CancellationToken}), {@code games()} for the browser,
 * {@code explorer()}, {@code repertoire()} and {@code trainer(clock)}. Results are
 * immutable records. Every call may block on disk, so a UI calls them from background
 * tasks, never on its FX thread; nothing here knows about JavaFX.
 *
 * <p>Schema: ordered migration steps per feature ({@link otau.db.SchemaFeature}); the
 * core's version is {@code PRAGMA user_version}.
 */
package otau.db;
