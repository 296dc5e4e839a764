import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import otau.db.GameDatabase;

/**
 * Times how long a database made by the version before the explorer's filters (schema 3) takes
 * to open in this one: the upgrade fills the filter columns of every game and every index row.
 * It copies DATABASE (a current one, such as {@code otau db bench --keep} leaves), takes the
 * copy back to schema 3 (drops what step 4 adds), and opens it with {@link GameDatabase#open}.
 *
 * <p>Run from the worktree root after {@code mvn -B -q -o package -DskipTests -Dlayout.skip=true}:
 * <pre>
 * java -cp target/otau.jar src/test/tools/SchemaUpgradeTime.java DATABASE
 * </pre>
 */
public final class SchemaUpgradeTime {
    private SchemaUpgradeTime() {
    }

    public static void main(String[] args) throws Exception {
        Path copy = Files.createTempFile("otau-schema-3-", ".db");
        Files.copy(Path.of(args[0]), copy, StandardCopyOption.REPLACE_EXISTING);
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + copy); Statement s = c.createStatement()) {
            for (String step : new String[] {"DROP INDEX games_time_control", "ALTER TABLE games DROP COLUMN day",
                    "ALTER TABLE games DROP COLUMN time_control", "ALTER TABLE positions DROP COLUMN white_elo",
                    "ALTER TABLE positions DROP COLUMN black_elo", "ALTER TABLE positions DROP COLUMN day",
                    "ALTER TABLE positions DROP COLUMN time_control", "PRAGMA user_version = 3", "VACUUM"}) {
                s.execute(step);
            }
        }
        long start = System.nanoTime();
        try (GameDatabase db = GameDatabase.open(copy)) {
            System.out.printf("schema 3 -> %d: opened in %.1f s (%d games)%n", db.schemaVersion(),
                    (System.nanoTime() - start) / 1e9, db.games().count(otau.db.GameFilter.any()));
        } finally {
            Files.deleteIfExists(copy);
            Files.deleteIfExists(Path.of(copy + "-wal"));
            Files.deleteIfExists(Path.of(copy + "-shm"));
        }
    }
}
