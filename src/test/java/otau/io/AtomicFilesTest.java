package otau.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
    @TempDir
    Path dir;

    private boolean posix() {
        return dir.getFileSystem().supportedFileAttributeViews().contains("posix");
    }

    @Test
    void aNewFileGetsTheModeAnyNewFileGets() throws IOException {
        Path saved = dir.resolve("saved.pgn");
        AtomicFiles.writeString(saved, "text");
        Path plain = Files.createFile(dir.resolve("plain.pgn"));
        assertEquals("text", Files.readString(saved));
        if (posix()) {
            assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(saved),
                    "the umask applies (a temporary file from createTempFile would be 0600)");
        }
    }

    @Test
    void aReplacedFileKeepsItsMode() throws IOException {
        Path file = dir.resolve("shared.pgn");
        AtomicFiles.writeString(file, "one");
        if (posix()) {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw-r--"));
        }
        AtomicFiles.writeString(file, "two");
        assertEquals("two", Files.readString(file));
        if (posix()) {
            assertEquals("rw-rw-r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        }
    }

    @Test
    void aWriterThatClosesItsStreamStillSaves() throws IOException {
        Path file = dir.resolve("closed.bin");
        AtomicFiles.write(file, out -> {
            out.write(new byte[] {1, 2, 3});
            out.close();
        });
        assertEquals(3, Files.size(file));
    }

    @Test
    void aFolderOrAnUnwritablePlaceIsNamedWithTheReason() throws IOException {
        IOException folder = assertThrows(IOException.class, () -> AtomicFiles.writeString(dir, "x"));
        assertEquals(dir + ": is a folder; give a file name", folder.getMessage());
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        IOException under = assertThrows(IOException.class, () -> AtomicFiles.writeString(file.resolve("b.pgn"), "x"));
        assertTrue(under.getMessage().startsWith(file + ": cannot create the folder: "), under.getMessage());
        if (posix() && !"root".equals(System.getProperty("user.name"))) {
            Path locked = Files.createDirectory(dir.resolve("locked"));
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-xr-xr-x"));
            IOException denied = assertThrows(IOException.class,
                    () -> AtomicFiles.writeString(locked.resolve("c.pgn"), "x"));
            assertEquals(locked.resolve("c.pgn") + ": cannot write: permission denied", denied.getMessage());
        }
    }

    /** The helper sits below every layer: it may import nothing of the project. */
    @Test
    void importsNothingOfTheProject() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("src/main/java/otau/io"))) {
            for (Path f : files.toList()) {
                List<String> bad = Files.readAllLines(f).stream()
                        .filter(l -> l.startsWith("import otau.") || l.startsWith("import javafx.")).toList();
                assertEquals(List.of(), bad, f.toString());
            }
        }
    }
}
