package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import otau.engine.solve.Solver;
import otau.game.Fen;
import otau.puzzle.solve.StoreDifferenceSearch;

/**
 * {@code otau puzzles verify}'s proof of a draw etude needs only that the solver does not lose.
 * The position is the club bench's, Black to move, a Black win (bench-25-41.txt; the proof takes
 * 82,833 nodes, White's win is disproved within the first ~60,000).
 */
class PuzzleVerifierProverTest {
    private static final Puzzle DRAW_ETUDE = new Puzzle("e",
            Fen.read("0,0,0,1,X,0,2,2,1/1,3,0,X,0,1,1,2,20 63 65 b 72"), List.of(new SolutionNode(6, List.of())),
            List.of("etude"), Goal.draw(), 1500,
            "", Map.of());

    @Test
    void aDrawEtudeWhoseWinIsStillOpenPassesWithANote() {
        List<PuzzleVerifier.Note> notes = new ArrayList<>();
        List<PuzzleVerifier.Failure> failures = verifier(new Solver(null).withNodeLimit(70_000))
                .proveEtude(DRAW_ETUDE, notes);
        assertEquals(List.of(), failures);
        assertEquals(1, notes.size(), notes.toString());
        assertFalse(notes.get(0).cooked());
        assertTrue(notes.get(0).message().contains("Black does not lose; whether it wins is open"), notes.toString());
    }

    @Test
    void givenTheWholeProofTheSameEtudeIsCooked() {
        List<PuzzleVerifier.Note> notes = new ArrayList<>();
        assertEquals(List.of(), verifier(new Solver(null)).proveEtude(DRAW_ETUDE, notes));
        assertTrue(notes.stream().anyMatch(PuzzleVerifier.Note::cooked), notes.toString());
    }

    private static PuzzleVerifier verifier(Solver solver) {
        return new PuzzleVerifier(new StoreDifferenceSearch(), SolveCriteria.standard()).withProver(solver, 60);
    }
}
