package otau.db;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/** Database files as an older version of Otau left them, for the tests of their upgrade. */
public final class OlderFiles {
    private OlderFiles() {
    }

    /** A version-3 file holding the five hand-checked games (SchemaTest turns a file back the same way). */
    public static Path version3(Path dir) throws Exception {
        Path file = dir.resolve("v3.db");
        try (GameDatabase db = GameDatabase.open(file)) {
            db.importFiles(List.of(HandGames.write(dir, "five.pgn", HandGames.five())), ImportOptions.defaults(),
                    ImportListener.NONE, CancellationToken.none());
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            SchemaTest.dropFilterColumns(s);
            s.execute("PRAGMA user_version = 3");
        }
        return file;
    }

    /** The file's {@code user_version}, read with plain JDBC. */
    public static int userVersion(Path file) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("PRAGMA user_version")) {
            return rs.getInt(1);
        }
    }
}
