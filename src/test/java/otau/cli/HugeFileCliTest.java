package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code replay} and {@code db import} in a JVM with far less memory than the file: they must
 * stream it. Oracle: the JVM's own heap limit ({@code -Xmx32m} for a 96 MB file).
 */
class HugeFileCliTest {
    @TempDir
    Path dir;

    private static final String GAME = "[Event \"Club\"]\n[White \"Aibek\"]\n[Black \"Dana\"]\n\n1. 65 98 1-0\n\n";

    /** Two games around 96 MB of blanks (one 64 MB line and 32 MB of short ones): both read. */
    private Path paddedFile() throws IOException {
        Path file = dir.resolve("padded.pgn");
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write(GAME);
            char[] spaces = new char[1 << 20];
            java.util.Arrays.fill(spaces, ' ');
            for (int i = 0; i < 64; i++) {
                w.write(spaces);
            }
            w.write('\n');
            String blankLine = " ".repeat(1023) + "\n";
            for (int i = 0; i < 32 * 1024; i++) {
                w.write(blankLine);
            }
            w.write(GAME.replace("Aibek", "Erlan"));
        }
        return file;
    }

    private static String run(String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx32m",
                "-cp", System.getProperty("java.class.path"), "otau.Launcher"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "finished");
        return out;
    }

    @Test
    void replayAndImportStreamAFileLargerThanTheirMemory() throws Exception {
        Path file = paddedFile();
        assertTrue(Files.size(file) > 96_000_000L);
        String replay = run("replay", file.toString());
        assertTrue(replay.contains("games 2, moves 4, errors 0\n"), replay);
        String imported = run("db", "import", "--db", dir.resolve("big.db").toString(), file.toString());
        assertTrue(imported.contains("imported 2, duplicates 0, broken 0;"), imported);
    }
}
