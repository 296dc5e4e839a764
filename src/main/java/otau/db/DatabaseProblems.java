package otau.db;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Locale;

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

    /** {@code "<file>: <what>: <reason>"} with the reason in words where the code is known. */
    static String describe(Path file, String what, SQLException e) {
        return file + ": " + what + ": " + reason(file, e);
    }

    /** The reason alone, e.g. {@code "no space left on device (otau.db)"}. */
    static String reason(Path file, SQLException e) {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        String text = e.getMessage() == null ? "" : e.getMessage();
        return switch (primaryCode(e)) {
            case SQLITE_FULL -> "no space left on device (" + name + ")";
            case SQLITE_READONLY -> name + " is read-only (no permission to write the file or its folder)";
            case SQLITE_CORRUPT, SQLITE_NOTADB -> name + " is not a game database or is damaged";
            case SQLITE_BUSY, SQLITE_LOCKED -> name + " is in use by another program; try again when it is done";
            case SQLITE_CANTOPEN -> "cannot open " + name + " (its folder is missing or not writable)";
            case SQLITE_IOERR -> text.toLowerCase(Locale.ROOT).contains("full")
                    ? "no space left on device (" + name + ")" : "the disk could not read or write " + name;
            default -> text;
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
