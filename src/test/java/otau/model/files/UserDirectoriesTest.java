package otau.model.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class UserDirectoriesTest {
    @Test
    void thePropertyWinsThenEachPlatformHasItsPlace() {
        assertEquals(Path.of("/tmp/x"), UserDirectories.dataDir("/tmp/x", "Linux", "/home/a", Map.of()));
        assertEquals(Path.of("/home/a/.local/share/otau"), UserDirectories.dataDir(null, "Linux", "/home/a", Map.of()));
        assertEquals(Path.of("/data/otau"),
                UserDirectories.dataDir(null, "Linux", "/home/a", Map.of("XDG_DATA_HOME", "/data")));
        assertEquals(Path.of("/home/a/.local/share/otau"),
                UserDirectories.dataDir(null, "Linux", "/home/a", Map.of("XDG_DATA_HOME", "relative")));
        assertEquals(Path.of("/Users/a/Library/Application Support/Otau"),
                UserDirectories.dataDir(null, "Mac OS X", "/Users/a", Map.of()));
        assertEquals(Path.of("C:/Users/a/AppData/Roaming", "Otau"),
                UserDirectories.dataDir(null, "Windows 11", "/h", Map.of("APPDATA", "C:/Users/a/AppData/Roaming")));
    }

    @Test
    void testsWriteUnderTheBuildFolder() {
        String configured = System.getProperty(UserDirectories.PROPERTY);
        if (configured != null) {
            assertEquals(Path.of(configured), UserDirectories.dataDir());
        }
    }
}
