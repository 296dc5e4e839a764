package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;

/**
 * Between solves a {@link ProofMemory} holds its tables softly: when the program runs short of
 * memory the collector takes them back, and the next solve starts from empty tables with the
 * same answer. Oracle: the JVM clears soft references before it gives up on an allocation. The
 * heap is filled in a Java process of its own with a small heap, so that no other test's cached
 * data is cleared with it and the filling takes a moment.
 */
class ProofMemoryUnderPressureTest {
    /** bench-composed.txt: 37 stones, White to move wins. */
    private static final String WIN = "0,2,1,1,18,0,0,0,5/0,0,0,1,1,X,1,1,6 77 48 w 49";

    @Test
    void theKeptTablesGoWhenMemoryRunsShortAndTheAnswerStays() throws Exception {
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx384m", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"), Child.class.getName())
                .redirectErrorStream(true).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the child process ended");
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), out);
        List<String> lines = out.lines().filter(l -> l.startsWith("result ")).toList();
        assertEquals(List.of("result held after the solve: true", "result held after the heap filled: false"),
                lines.subList(0, 2), out);
        String first = lines.get(2).replace("result first ", "");
        String again = lines.get(3).replace("result again ", "");
        assertTrue(first.startsWith("WHITE_WINS "), out);
        assertEquals(first, again, "from empty tables, the same answer in the same nodes as the first");
    }

    /** Solves, fills the heap, solves again; prints what it saw. */
    static final class Child {
        public static void main(String[] args) {
            ProofMemory memory = new ProofMemory(64);
            Solver kept = new Solver(null).remembering(memory).withShortestWinNodes(1).withFirstMoveNodes(1);
            Position p = Fen.read(WIN);
            SolveResult first = kept.solve(p, SolveGoal.DECIDE, 60, 1, 64, SolveListener.NONE, new AtomicBoolean());
            System.out.println("result held after the solve: " + (memory.holds(Side.WHITE) && memory.holds(Side.BLACK)));
            List<long[]> hog = new ArrayList<>();
            try {
                while (memory.holds(Side.WHITE) || memory.holds(Side.BLACK)) {
                    hog.add(new long[2 << 20]); // 16 MiB at a time
                }
            } catch (OutOfMemoryError e) {
                hog.clear();
            }
            hog.clear();
            System.out.println("result held after the heap filled: " + (memory.holds(Side.WHITE) || memory.holds(Side.BLACK)));
            SolveResult again = kept.solve(p, SolveGoal.DECIDE, 60, 1, 64, SolveListener.NONE, new AtomicBoolean());
            System.out.println("result first " + first.verdict() + " " + first.nodes());
            System.out.println("result again " + again.verdict() + " " + again.nodes());
        }
    }
}
