package otau.db;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Locale;
import otau.io.Phrase;

/**
 * Says in words what SQLite's error codes mean for the user's file ("no space left on
 * device (otau.db)", "otau.db is read-only"), instead of SQLite's own wording or a
 * follow-on error such as "cannot commit - no transaction is active".
 */
final class DatabaseProblems {
    private static final int SQLITE_BUSY = 5;
    private static final int SQLITE_LOCKED = 6;
    private static final int SQLITE_READONLY = 8;
    private static final int SQLITE_IOERR = 10;
    private static final int SQLITE_CORRUPT = 11;
    private static final int SQLITE_FULL = 13;
    private static final int SQLITE_CANTOPEN = 14;
    private static final int SQLITE_NOTADB = 26;

    private DatabaseProblems() {
    }

    /**
     * {@code "<file>: <what>: <reason>"} with the reason in words where the code is known;
     * {@code what} is a phrase key ({@code db.cannotOpen}, {@code db.cannotSetUp}, {@code db.importFailed}).
     */
    static Phrase describe(Path file, String what, SQLException e) {
        return Phrase.of("db.problem", file.toString(), Phrase.of(what), reason(file, e));
    }

    /** {@code "<file>: <reason>"}. */
    static Phrase at(Path file, SQLException e) {
        return Phrase.of("db.at", file.toString(), reason(file, e));
    }

    /** The reason alone, e.g. {@code "no space left on device (otau.db)"}. */
    static Phrase reason(Path file, SQLException e) {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        String text = e.getMessage() == null ? "" : e.getMessage();
        return switch (primaryCode(e)) {
            case SQLITE_FULL -> Phrase.of("db.full", name);
            case SQLITE_READONLY -> Phrase.of("db.readOnly", name);
            case SQLITE_CORRUPT, SQLITE_NOTADB -> Phrase.of("db.damaged", name);
            case SQLITE_BUSY, SQLITE_LOCKED -> Phrase.of("db.busy", name);
            case SQLITE_CANTOPEN -> Phrase.of("db.cantOpen", name);
            case SQLITE_IOERR -> text.toLowerCase(Locale.ROOT).contains("full")
                    ? Phrase.of("db.full", name) : Phrase.of("db.ioError", name);
            default -> Phrase.literal(text);
        };
    }

    /** SQLite's primary result code (the extended code's low byte), 0 when unknown. */
    static int primaryCode(SQLException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof org.sqlite.SQLiteException s) {
                return s.getResultCode().code & 0xFF;
            }
        }
        return e.getErrorCode() & 0xFF;
    }
}
