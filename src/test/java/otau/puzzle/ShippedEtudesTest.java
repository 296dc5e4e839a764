package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import otau.engine.egtb.Tablebase;
import otau.engine.solve.Solver;
import otau.puzzle.solve.StoreDifferenceSearch;

/** {@code puzzles/etudes.pgn}: at least 40 etudes, each titled, every line legal, and a sample proved by the solver. */
class ShippedEtudesTest {
    private static final Path ETUDES = Path.of("puzzles", "etudes.pgn");

    @Test
    void theCollectionHoldsFortyProvedEtudes() throws Exception {
        PuzzleCollection c = PuzzleCollection.read(ETUDES);
        assertEquals(List.of(), c.problems());
        assertTrue(c.puzzles().size() >= 40, "etudes: " + c.puzzles().size());
        PuzzleVerifier verifier = new PuzzleVerifier(new StoreDifferenceSearch(), SolveCriteria.standard())
                .withProver(new Solver(Tablebase.build(6)), 60);
        List<String> failures = new ArrayList<>();
        int i = 0;
        for (Puzzle p : c.puzzles()) {
            assertTrue(PuzzleVerifier.isEtude(p), p.id() + " is no etude");
            assertFalse(p.source().isBlank(), p.id() + " names no source");
            // A list shows the title; an untitled etude would show its id ("etude-4f3c6a").
            assertFalse(p.otherTags().getOrDefault(PuzzleTitle.TAG, "").isBlank(), p.id() + " has no title");
            PuzzleVerifier.checkLines(p).forEach(f -> failures.add(p.id() + ": " + f.message()));
            // Every sixth etude is proved move by move (all of them: otau puzzles verify puzzles/etudes.pgn).
            if (i++ % 6 == 0) {
                verifier.proveEtude(p).forEach(f -> failures.add(p.id() + " " + f.move() + ": " + f.message()));
            }
        }
        assertEquals(List.of(), failures);
    }
}
