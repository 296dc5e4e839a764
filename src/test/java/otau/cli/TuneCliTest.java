package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code otau tune} refuses what it cannot tune with before any game is played, and writes no weights from nothing. */
class TuneCliTest {
    @TempDir
    Path dir;

    private Path out() {
        return dir.resolve("w.txt");
    }

    private void refused(String error, String... options) {
        String[] args = new String[options.length + 2];
        args[0] = "tune";
        System.arraycopy(options, 0, args, 1, options.length);
        args[args.length - 1] = "--out=" + out();
        CliTest.Run r = CliTest.run(args);
        assertEquals(2, r.status(), String.join(" ", args) + "\n" + r.out() + r.err());
        assertEquals("error: " + error, r.err().lines().findFirst().orElse(""));
        assertEquals("", r.out());
        assertFalse(Files.exists(out()));
    }

    @Test
    void countsOutOfRangeAreRefusedBeforeAnyGame() {
        // --nodes=0 used to search without end, --games=0 to write weights of all zeros from a loss of NaN.
        refused("--nodes must be 1 or more, not 0", "--nodes=0", "--games=1", "--epochs=1");
        refused("--games must be 1 or more, not 0", "--games=0");
        refused("--games must be 1 or more, not -1", "--games=-1");
        refused("--epochs must be 1 or more, not -1", "--epochs=-1");
        refused("--epochs must be 1 or more, not 0", "--epochs=0");
        refused("--threads must be 1 or more, not 0", "--threads=0");
        refused("--random-plies must be 0 or more, not -1", "--random-plies=-1");
    }

    @Test
    void aStartFileWithNoWeightsIsRefused() throws IOException {
        Path empty = Files.writeString(dir.resolve("empty.txt"), "# a comment\n\n");
        CliTest.Run r = CliTest.run("tune", "--start=" + empty, "--games=1", "--epochs=1", "--out=" + out());
        assertEquals(1, r.status());
        assertEquals(empty + ": holds no weights (lines 'NAME opening endgame', as tune --out writes them)\n", r.err());
        assertEquals("", r.out());
        assertFalse(Files.exists(out()));
    }

    @Test
    void anOutputThatCannotBeWrittenIsSaidBeforeAnyGame() throws IOException {
        Path blocker = Files.writeString(dir.resolve("blocker"), "a file, where the folder should be");
        CliTest.Run r = CliTest.run("tune", "--games=1", "--epochs=1", "--out=" + blocker.resolve("w.txt"));
        assertEquals(1, r.status());
        assertEquals("error: " + blocker.toAbsolutePath() + ": cannot create the folder: a file of that name is in the way\n",
                r.err());
        assertEquals("", r.out(), "no game is played first");
    }

    @Test
    void gamesThatGiveNoPositionWriteNoWeights() {
        // Every ply of the game is a random opening ply: no position is searched, none labelled.
        CliTest.Run r = CliTest.run("tune", "--games=1", "--random-plies=1000", "--nodes=1", "--epochs=1",
                "--out=" + out());
        assertEquals(1, r.status());
        assertEquals("error: no positions to tune on: the self-play games ended within their --random-plies 1000 random"
                + " opening plies; " + out() + " not written\n", r.err());
        assertEquals("positions: 0\n", r.out());
        assertFalse(Files.exists(out()));
    }
}
