package otau.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code otau solve} stopped by Ctrl-C or a kill (a signal the JVM turns into its exit) prints
 * what it proved instead of nothing. A real process, since the signal is what is tested;
 * {@code ProcessHandle.destroy} sends SIGTERM, which runs the same exit path as Ctrl-C's SIGINT.
 */
class SolveInterruptTest {
    /**
     * 36 stones, Black to move: Black wins (bench-composed.txt), proved in about 0.5 s; the
     * exact minimisation then takes some 9 s more (its answer, 14 moves, found by that search
     * in a whole run, is the oracle of the bound below).
     */
    private static final String QUICK_PROOF_SLOW_SHORTEST = "0,0,0,0,1,X,2,2,2/X,0,0,2,2,2,2,2,14 72 59 b 64";

    private static Process solve(Path data, String... args) throws Exception {
        Assumptions.assumeFalse(System.getProperty("os.name").toLowerCase().contains("win"),
                "on Windows Process.destroy ends a process without its exit hooks");
        List<String> command = new java.util.ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dotau.dataDir=" + data, "-cp", System.getProperty("java.class.path"), "otau.Launcher", "solve", "-v"));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }

    /** Reads the output until a line starts with {@code signal}, sends the signal, and returns the whole output. */
    private static String stopWhen(Process p, String signal) throws Exception {
        StringBuilder out = new StringBuilder();
        BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        boolean sent = false;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            out.append(line).append('\n');
            if (!sent && line.startsWith(signal)) {
                p.toHandle().destroy(); // Process.destroy would close the output still to be read
                sent = true;
            }
        }
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), out.toString());
        assertTrue(sent, "the signal was sent: " + out);
        return out.toString();
    }

    @Test
    void aKillAfterTheProofPrintsTheProofAndItsBound(@TempDir Path data) throws Exception {
        Process p = solve(data, "--fen", QUICK_PROOF_SLOW_SHORTEST, "--no-egtb", "--hash", "32");
        String out = stopWhen(p, "info proved Black wins; finding the shortest win");
        assertTrue(out.contains("proven: Black wins"), out);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                "win in at most (\\d+) moves \\((\\d+) plies\\): the search for the shortest was stopped").matcher(out);
        assertTrue(m.find(), out);
        assertTrue(Integer.parseInt(m.group(1)) >= 14, "a bound, never below the exact minimum: " + out);
        // The proof's main line is still printed.
        String line = out.lines().filter(l -> l.startsWith("main line: ")).findFirst().orElseThrow();
        assertTrue(line.startsWith("main line: 64... "), line);
        assertFalse(out.contains("unproven"), out);
    }
}
