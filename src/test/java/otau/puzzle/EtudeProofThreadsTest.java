package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import otau.engine.egtb.Tablebase;
import otau.engine.egtb.TestTablebases;
import otau.engine.solve.Solver;
import otau.engine.solve.ThreadsStarted;
import otau.puzzle.solve.StoreDifferenceSearch;

/**
 * Prove Stipulation and {@code otau puzzles verify} with two threads, on every fifth etude of
 * {@code puzzles/etudes.pgn} (wins and draws, several draws with a dual first move): each
 * answer is the one a single thread gives (its status, verdict, count of moves and whether that
 * count is exact, and what it found beyond the stipulation), and verify finds the same failures
 * and notes. One thread's answers are checked against the iterative-deepening search in
 * StipulationProofTest and against exhaustive search in SolverProperties.
 */
class EtudeProofThreadsTest {
    private static final Path ETUDES = Path.of("puzzles", "etudes.pgn");

    private static List<Puzzle> sample() throws Exception {
        List<Puzzle> all = PuzzleCollection.read(ETUDES).puzzles();
        List<Puzzle> sample = new ArrayList<>();
        for (int i = 0; i < all.size(); i += 5) {
            sample.add(all.get(i));
        }
        return sample;
    }

    private static String proof(Puzzle p, Tablebase table, int threads, java.util.Set<String> reporting) {
        StipulationProof r = StipulationProof.prove(p, new Solver(table), 60, threads,
                s -> reporting.add(Thread.currentThread().getName()), new AtomicBoolean());
        return p.id() + ": " + r.status() + " " + r.verdict() + " " + r.winInMoves() + " " + r.winLength() + " "
                + r.cook();
    }

    @Test
    void twoThreadsProveEachEtudeAsOneDoes() throws Exception {
        Tablebase table = TestTablebases.upTo(6);
        List<String> one = new ArrayList<>();
        List<String> two = new ArrayList<>();
        java.util.Set<String> reportingOne = java.util.concurrent.ConcurrentHashMap.newKeySet();
        java.util.Set<String> reportingTwo = java.util.concurrent.ConcurrentHashMap.newKeySet();
        int duals = 0;
        for (Puzzle p : sample()) {
            one.add(proof(p, table, 1, reportingOne));
            two.add(proof(p, table, 2, reportingTwo));
            duals += one.get(one.size() - 1).contains("alsoDraws=[]") ? 0 : 1;
        }
        assertEquals(one, two);
        // A draw's two questions ran side by side: the second one reported from its own thread.
        String caller = Thread.currentThread().getName();
        assertEquals(java.util.Set.of(caller), reportingOne);
        assertTrue(reportingTwo.size() > 1 && reportingTwo.contains(caller), reportingTwo.toString());
        assertTrue(one.stream().allMatch(s -> s.contains(": PROVED ")), one.toString());
        assertTrue(one.size() >= 12 && duals >= 2, "the sample: " + one.size() + " etudes, " + duals + " with a dual");
    }

    @Test
    void verifyWithTwoThreadsFindsWhatOneFinds() throws Exception {
        List<String> one = new ArrayList<>();
        List<String> two = new ArrayList<>();
        for (int threads : new int[] {1, 2}) {
            PuzzleVerifier verifier = new PuzzleVerifier(new StoreDifferenceSearch(), SolveCriteria.standard())
                    .withProver(new Solver(TestTablebases.upTo(6)), 60).withThreads(threads);
            List<String> found = threads == 1 ? one : two;
            for (Puzzle p : sample()) {
                List<PuzzleVerifier.Note> notes = new ArrayList<>();
                verifier.proveEtude(p, notes).forEach(f -> found.add(p.id() + " " + f.move() + ": " + f.message()));
                notes.forEach(n -> found.add(p.id() + (n.cooked() ? " cooked: " : " note: ") + n.message()));
            }
        }
        assertEquals(one, two);
        assertEquals(List.of(), one.stream().filter(s -> !s.contains(" note: ")).toList(), "no failure, no cook");
    }

    /** Save as Etude's Check (PuzzleAuthoring) with two threads: the same verdicts as with one. */
    @Test
    void checkWithTwoThreadsJudgesAsOneDoes() throws Exception {
        List<String> one = new ArrayList<>();
        List<String> two = new ArrayList<>();
        List<Puzzle> sample = sample();
        for (int threads : new int[] {1, 2}) {
            PuzzleAuthoring check = new PuzzleAuthoring(new StoreDifferenceSearch(), SolveCriteria.standard())
                    .withProver(new Solver(TestTablebases.upTo(6)), 60).withThreads(threads);
            for (Puzzle p : sample.subList(0, 6)) {
                PuzzleAuthoring.Report r = check.check(p);
                (threads == 1 ? one : two).add(p.id() + " " + r.sound() + " " + r.failures());
            }
        }
        assertEquals(one, two);
        assertTrue(one.stream().allMatch(s -> s.contains(" true ")), one.toString());
    }

    /**
     * verify and Check are handed the threads, not only their answers alike: with two, the draw
     * etudes' two questions run side by side on a thread of their own; with one, no solver thread
     * starts. Oracle: Flight Recorder's record of every thread started.
     */
    @Test
    void verifyAndCheckStartSolverThreadsOnlyWhenGivenTwo() throws Exception {
        List<Puzzle> draws = sample().stream().filter(p -> p.goal().kind() == Goal.Kind.DRAW).limit(3).toList();
        assertEquals(3, draws.size());
        for (int threads : new int[] {1, 2}) {
            PuzzleVerifier verifier = new PuzzleVerifier(new StoreDifferenceSearch(), SolveCriteria.standard())
                    .withProver(new Solver(TestTablebases.upTo(6)), 60).withThreads(threads);
            PuzzleAuthoring check = new PuzzleAuthoring(new StoreDifferenceSearch(), SolveCriteria.standard())
                    .withProver(new Solver(TestTablebases.upTo(6)), 60).withThreads(threads);
            java.util.Set<String> verifying = ThreadsStarted.during("solver-",
                    () -> draws.forEach(p -> verifier.proveEtude(p, new ArrayList<>())));
            java.util.Set<String> checking = ThreadsStarted.during("solver-", () -> draws.forEach(check::check));
            if (threads == 1) {
                assertEquals(java.util.Set.of(), verifying, "verify, one thread");
                assertEquals(java.util.Set.of(), checking, "Check, one thread");
            } else {
                assertTrue(verifying.contains("solver-other"), "verify, two threads: " + verifying);
                assertTrue(checking.contains("solver-other"), "Check, two threads: " + checking);
            }
        }
    }
}
