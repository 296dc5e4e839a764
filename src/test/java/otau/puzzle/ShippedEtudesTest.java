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

/** {@code puzzles/etudes.pgn}: at least 60 etudes, each titled, every line legal, and a sample proved by the solver, none cooked. */
class ShippedEtudesTest {
    private static final Path ETUDES = Path.of("puzzles", "etudes.pgn");

    @Test
    void theCollectionHoldsSixtyUncookedEtudes() throws Exception {
        PuzzleCollection c = PuzzleCollection.read(ETUDES);
        assertEquals(List.of(), c.problems());
        assertTrue(c.puzzles().size() >= 60, "etudes: " + c.puzzles().size());
        PuzzleVerifier verifier = new PuzzleVerifier(new StoreDifferenceSearch(), SolveCriteria.standard())
                .withProver(new Solver(otau.engine.egtb.TestTablebases.upTo(6)), 60);
        List<String> failures = new ArrayList<>();
        int i = 0;
        for (Puzzle p : c.puzzles()) {
            assertTrue(PuzzleVerifier.isEtude(p), p.id() + " is no etude");
            assertFalse(p.source().isBlank(), p.id() + " names no source");
            // A list shows the title; an untitled etude would show its id ("etude-4f3c6a").
            assertFalse(p.otherTags().getOrDefault(PuzzleTitle.TAG, "").isBlank(), p.id() + " has no title");
            PuzzleVerifier.checkLines(p).forEach(f -> failures.add(p.id() + ": " + f.message()));
            // Every sixth etude is proved move by move, and not cooked: no second winning first move,
            // no win where a draw is asked. With this small table the bounded search for a second win
            // may leave a move open (a note, not a cook); with the 9-stone one, otau puzzles verify
            // puzzles/etudes.pgn settles every first move of every etude.
            if (i++ % 6 == 0) {
                List<PuzzleVerifier.Note> notes = new ArrayList<>();
                verifier.proveEtude(p, notes).forEach(f -> failures.add(p.id() + " " + f.move() + ": " + f.message()));
                notes.stream().filter(PuzzleVerifier.Note::cooked)
                        .forEach(n -> failures.add(p.id() + " cooked: " + n.message()));
            }
        }
        assertEquals(List.of(), failures);
    }
}
