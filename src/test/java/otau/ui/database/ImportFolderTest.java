package otau.ui.database;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import otau.ui.workbench.WorkbenchPreferences;

class ImportFolderTest {
    @Test
    void theImportChooserOpensWhereTheUserWasLastNotInTheDataFolder() throws IOException {
        Path dir = otau.TempFolders.create("otau-import");
        Path home = Files.createDirectories(dir.resolve("home"));
        Path games = Files.createDirectories(dir.resolve("games"));
        Path lessons = Files.createDirectories(dir.resolve("lessons"));
        WorkbenchPreferences p = new WorkbenchPreferences(dir.resolve("workbench.properties"));
        assertEquals(home, DatabaseFeature.importFolder(p, home), "first time: the home folder");
        p.put("files.lastDirectory", games.toString());
        assertEquals(games, DatabaseFeature.importFolder(p, home), "then where the last game was opened");
        p.put(DatabaseFeature.IMPORT_FOLDER, lessons.toString());
        assertEquals(lessons, DatabaseFeature.importFolder(p, home), "then where the last import came from");
        Files.delete(lessons);
        assertEquals(games, DatabaseFeature.importFolder(p, home), "a folder that is gone is skipped");
    }
}
