package otau.model.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        // The build names a folder under target/ (pom.xml); without it the tests would write
        // into the user's own data folder.
        String configured = System.getProperty(UserDirectories.PROPERTY);
        assertNotNull(configured, "the build sets " + UserDirectories.PROPERTY);
        assertTrue(Path.of(configured).toAbsolutePath().startsWith(Path.of("target").toAbsolutePath()), configured);
        assertEquals(Path.of(configured), UserDirectories.dataDir());
    }
}
