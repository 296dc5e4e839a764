package otau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.engine.egtb.DefaultTablebase;
import otau.io.UserDataFolder;

/**
 * The commands and the tablebase in the user data folder: {@code egtb build} puts it there,
 * {@code solve} finds it, {@code --egtb none} and {@code -Dotau.egtb=none} leave it out, and
 * a damaged one never changes what is proved. Each test points the data folder at a scratch
 * folder and puts the properties back afterwards.
 */
class DefaultTablebaseCliTest {
    /** Five stones in the holes (README's workbench example): the solver soon reaches 3 or fewer. */
    private static final String FIVE = "0,0,0,X,0,0,1,0,1/1,0,0,0,0,1,0,X,0 78 80 w 1";
    @TempDir
    Path data;
    private String dataBefore;
    private String egtbBefore;

    @BeforeEach
    void pointTheDataFolderAtScratch() {
        dataBefore = System.getProperty(UserDataFolder.PROPERTY);
        egtbBefore = System.getProperty(DefaultTablebase.PROPERTY);
        System.setProperty(UserDataFolder.PROPERTY, data.toString());
        System.clearProperty(DefaultTablebase.PROPERTY);
    }

    @AfterEach
    void putThePropertiesBack() {
        restore(UserDataFolder.PROPERTY, dataBefore);
        restore(DefaultTablebase.PROPERTY, egtbBefore);
    }

    private static void restore(String key, String value) {
        if (value == null) {
            System.clearProperty(key);
        } else {
            System.setProperty(key, value);
        }
    }

    private static String verdict(CliTest.Run r) {
        return r.out().lines().filter(l -> l.startsWith("proven: ") || l.startsWith("unproven")).findFirst().orElse(r.out());
    }

    @Test
    void aSolveWithNoTableSaysHowToBuildOneUnlessToldNone() {
        CliTest.Run fresh = CliTest.run("solve", "--fen", FIVE, "--time", "60");
        String line = fresh.out().lines().filter(l -> l.startsWith("tablebase ")).findFirst().orElse("");
        // The size is the 9-stone table's, 169,086,225 one-byte entries (README, design notes).
        assertEquals("tablebase none (none in " + data.resolve("egtb") + " yet: `otau egtb build` builds the 9-stone one"
                + " there once, 169.1 MB, about 57 s of CPU time)", line);
        CliTest.Run none = CliTest.run("solve", "--fen", FIVE, "--time", "60", "--egtb", "none");
        assertTrue(none.out().lines().anyMatch(l -> l.equals("tablebase none")), none.out());
        assertEquals(verdict(none), verdict(fresh));
    }

    @Test
    void buildGoesToTheDataFolderAndSolveFindsItThereUnlessToldNone() {
        CliTest.Run build = CliTest.run("egtb", "build", "--stones", "3");
        assertEquals(0, build.status(), build.out());
        Path file = data.resolve("egtb").resolve("egtb-3.bin");
        assertTrue(Files.isRegularFile(file), build.out());
        assertTrue(build.out().startsWith("building " + file + ": 73834 positions, 0.1 MB on disk, about 0 s of CPU time (estimated)"),
                build.out());
        assertTrue(build.out().contains("wrote " + file + ": 73834 positions (one byte each), built in "), build.out());
        assertTrue(build.out().contains(" s of CPU time)"), build.out());

        CliTest.Run found = CliTest.run("solve", "--fen", FIVE, "--time", "60");
        assertTrue(found.out().contains("tablebase up to 3 stones"), found.out());
        CliTest.Run none = CliTest.run("solve", "--fen", FIVE, "--time", "60", "--egtb", "none");
        assertTrue(none.out().contains("tablebase none"), none.out());
        assertEquals(verdict(none), verdict(found), "the table changes how, never what, is proved");
        assertTrue(verdict(found).startsWith("proven: "), found.out());

        System.setProperty(DefaultTablebase.PROPERTY, "none");
        CliTest.Run property = CliTest.run("solve", "--fen", FIVE, "--time", "60");
        assertTrue(property.out().contains("tablebase none"), property.out());
        System.setProperty(DefaultTablebase.PROPERTY, file.toString());
        CliTest.Run named = CliTest.run("solve", "--fen", FIVE, "--time", "60");
        assertTrue(named.out().contains("tablebase up to 3 stones"), named.out());
    }

    @Test
    void aDamagedDefaultTableIsNeverReadAndProvesTheSame() throws Exception {
        assertEquals(0, CliTest.run("egtb", "build", "--stones", "3").status());
        Path file = data.resolve("egtb").resolve("egtb-3.bin");
        byte[] bytes = Files.readAllBytes(file);
        int entries = 73834;
        int start = bytes.length - entries;
        // One bit in each of the two blocks: whatever the solver looks up is damaged.
        bytes[start + 10] ^= 0x01;
        bytes[start + 65536 + 10] ^= 0x01;
        Files.write(file, bytes);
        CliTest.Run damaged = CliTest.run("solve", "--fen", FIVE, "--time", "60");
        CliTest.Run none = CliTest.run("solve", "--fen", FIVE, "--time", "60", "--egtb", "none");
        assertEquals(verdict(none), verdict(damaged), damaged.out() + damaged.err());
        assertTrue(damaged.err().contains("tablebase skipped: " + file + ": block "), damaged.err());
        assertTrue(damaged.err().contains("fails its checksum; rebuild it with `otau egtb build --stones 3`"), damaged.err());

        Files.write(file, java.util.Arrays.copyOf(bytes, bytes.length - 1));
        CliTest.Run truncated = CliTest.run("solve", "--fen", FIVE, "--time", "60");
        assertTrue(truncated.out().contains("tablebase none"), truncated.out());
        assertTrue(!truncated.out().contains("yet: `otau egtb build`"), "a refused table is not 'none yet': " + truncated.out());
        assertTrue(truncated.err().contains("tablebase skipped: " + file + ": truncated"), truncated.err());
        assertEquals(verdict(none), verdict(truncated));
    }

    /**
     * A table damaged only where the solve would not look is refused whole all the same, before
     * the proof starts, as a table named with --egtb is: the header line says none, not "up to 3
     * stones", and the damaged block is named. The oracle: the block flipped by hand, and the
     * result of a solve told to use no table.
     */
    @Test
    void aDefaultTableDamagedAnywhereIsRefusedBeforeTheProof() throws Exception {
        assertEquals(0, CliTest.run("egtb", "build", "--stones", "3").status());
        Path file = data.resolve("egtb").resolve("egtb-3.bin");
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 1] ^= 0x01; // the last entry: block 2 of 2
        Files.write(file, bytes);
        CliTest.Run damaged = CliTest.run("solve", "--fen", FIVE, "--time", "60");
        assertTrue(damaged.out().contains("tablebase none"), damaged.out());
        assertTrue(!damaged.out().contains("tablebase up to"), damaged.out());
        assertTrue(damaged.err().contains("tablebase skipped: " + file + ": block 2 of 2 "), damaged.err());
        CliTest.Run none = CliTest.run("solve", "--fen", FIVE, "--time", "60", "--egtb", "none");
        assertEquals(verdict(none), verdict(damaged));
        Path etude = data.resolve("five.pgn");
        Files.writeString(etude, "[SetUp \"1\"]\n[FEN \"" + FIVE + "\"]\n[Id \"five\"]\n[Theme \"etude endgame\"]\n"
                + "[Goal \"win\"]\n\n1. 91(80) 67 2. 78 78 3. 89 *\n");
        CliTest.Run verify = CliTest.run("puzzles", "verify", etude.toString());
        assertTrue(verify.err().contains("tablebase skipped: " + file + ": block 2 of 2 "), verify.err());
    }

    /**
     * {@code puzzles generate} (and {@code arrange --retag}) checks win and draw puzzles with the default table too: the
     * puzzles are those of a run told to use none (the table changes how, never what, is proved),
     * and a truncated table is named and left out.
     */
    @Test
    void puzzlesGenerateChecksWithTheDefaultTableAndFindsTheSamePuzzles() throws Exception {
        assertEquals(0, CliTest.run("egtb", "build", "--stones", "3").status());
        String[] mine = {"puzzles", "generate", "--selfplay", "1", "--depth", "4", "--engine-depth", "6", "--seed", "7",
                "--out"};
        Path withTable = data.resolve("with.pgn");
        CliTest.Run with = CliTest.run(concat(mine, withTable.toString()));
        assertEquals(0, with.status(), with.out() + with.err());
        System.setProperty(DefaultTablebase.PROPERTY, "none");
        Path without = data.resolve("without.pgn");
        assertEquals(0, CliTest.run(concat(mine, without.toString())).status());
        String found = Files.readString(withTable);
        assertTrue(found.contains("[Goal \"win\"]"), "a win puzzle, which the exact solver checks: " + found);
        assertEquals(Files.readString(without), found);

        System.clearProperty(DefaultTablebase.PROPERTY);
        Path file = data.resolve("egtb").resolve("egtb-3.bin");
        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, java.util.Arrays.copyOf(bytes, bytes.length - 1));
        CliTest.Run truncated = CliTest.run(concat(mine, data.resolve("truncated.pgn").toString()));
        assertTrue(truncated.err().contains("tablebase skipped: " + file + ": truncated"), truncated.err());
        assertEquals(found, Files.readString(data.resolve("truncated.pgn")));
        // arrange --retag verifies again, with the same table.
        CliTest.Run arrange = CliTest.run("puzzles", "arrange", withTable.toString(), "--out-dir",
                data.resolve("arranged").toString(), "--retag");
        assertTrue(arrange.err().contains("tablebase skipped: " + file + ": truncated"), arrange.err());
    }

    private static String[] concat(String[] a, String last) {
        String[] all = java.util.Arrays.copyOf(a, a.length + 1);
        all[a.length] = last;
        return all;
    }

    /**
     * {@code puzzles verify} proves etudes with the default table too: a damaged block is named
     * on one line, as {@code solve} names it (it was a two-line log record with a date), and the
     * verdicts are those of a run with no table at all.
     */
    @Test
    void puzzlesVerifyNamesADamagedDefaultTableAndProvesTheSame() throws Exception {
        assertEquals(0, CliTest.run("egtb", "build", "--stones", "3").status());
        Path file = data.resolve("egtb").resolve("egtb-3.bin");
        byte[] bytes = Files.readAllBytes(file);
        int start = bytes.length - 73834;
        bytes[start + 10] ^= 0x01;
        bytes[start + 65536 + 10] ^= 0x01;
        Files.write(file, bytes);
        Path etude = data.resolve("five.pgn");
        // White wins in 3 moves (otau solve's line); the oracle is the run with no table, whatever the line.
        Files.writeString(etude, "[SetUp \"1\"]\n[FEN \"" + FIVE + "\"]\n[Id \"five\"]\n[Theme \"etude endgame\"]\n"
                + "[Goal \"win\"]\n\n1. 91(80) 67 2. 78 78 3. 89 *\n");
        CliTest.Run damaged = CliTest.run("puzzles", "verify", etude.toString());
        System.setProperty(DefaultTablebase.PROPERTY, "none");
        CliTest.Run none = CliTest.run("puzzles", "verify", etude.toString());
        assertEquals(none.out(), damaged.out());
        assertEquals(0, damaged.status(), damaged.out());
        assertTrue(damaged.err().contains("tablebase skipped: " + file + ": block "), damaged.err());
        assertTrue(damaged.err().contains("fails its checksum; rebuild it with `otau egtb build --stones 3`"), damaged.err());
        assertTrue(none.err().isEmpty(), none.err());
    }

    @Test
    void theBenchRefusesAnUnknownTableChoice() {
        CliTest.Run bad = CliTest.run("bench", "--depth", "1", "--egtb", "sometimes");
        assertEquals(2, bad.status(), "a command line the bench cannot take");
        assertTrue(bad.err().contains("--egtb must be none or default, not sometimes"), bad.err());
    }
}
