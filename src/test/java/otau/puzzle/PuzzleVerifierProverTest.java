package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.SolveMethod;
import otau.engine.solve.Solver;
import otau.engine.solve.Verdict;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;
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

    /**
     * The verifier proves the positions along a line with the tables the start's proof left
     * (they hold those positions). What they hold must never let a line pass that gives the
     * result away. Each shipped etude whose line has a later solver move gets that move replaced
     * by one that throws the result away, chosen and checked by the independent deepening search
     * (not the df-pn the verifier uses); the verifier must fail at that move and no earlier one.
     */
    @Test
    void aLaterSolverMoveThatGivesTheResultAwayFailsThoughTheTablesAreKept() throws Exception {
        Solver deepening = new Solver(null, SolveMethod.DEEPENING);
        PuzzleVerifier verifier = verifier(new Solver(null));
        int checked = 0;
        for (Puzzle etude : PuzzleCollection.read(Path.of("puzzles", "etudes.pgn")).puzzles()) {
            List<Integer> line = etude.mainLine();
            if (line.size() < 3 || checked >= 6) {
                continue;
            }
            // The last solver move of the line (one that does not end the game), so the start's proof and the positions before it are all read first.
            int at = (line.size() - 1) / 2 * 2;
            Position before = etude.start();
            for (int i = 0; i < at; i++) {
                before = before.play(line.get(i));
            }
            Integer bad = null;
            for (int h = 1; h <= 9 && bad == null; h++) {
                if (h != line.get(at) && before.isLegal(h) && !before.play(h).isGameOver()
                        && !keepsGoal(deepening, before.play(h), etude.solver(), etude.goal())) {
                    bad = h;
                }
            }
            if (bad == null) {
                continue;
            }
            List<Integer> wrong = new ArrayList<>(line.subList(0, at));
            wrong.add(bad);
            Puzzle spoiled = new Puzzle(etude.id(), etude.start(), SolutionNode.line(wrong), etude.themes(),
                    etude.goal(), etude.rating(), etude.source(), etude.otherTags());
            List<PuzzleVerifier.Failure> failures = verifier.proveEtude(spoiled);
            assertEquals(1, failures.size(), etude.id() + " with " + wrong + ": " + failures);
            assertEquals(MoveLabel.of(before, bad), failures.get(0).move(), etude.id() + " with " + wrong);
            // The line as shipped still passes with the same verifier.
            assertEquals(List.of(), verifier.proveEtude(etude), etude.id());
            checked++;
        }
        assertEquals(6, checked, "etudes with a later solver move that has a losing alternative");
    }

    /**
     * A line whose last solver move ends the game lost fails at that move, even asked of the
     * etude proof alone (without the line check {@code verify} runs first). By hand: after
     * 74. 45 92 75. 12 91, White's 76. 38 leaves Black's row empty with 60 against 82: Black wins.
     */
    @Test
    void aSolverMoveThatEndsTheGameLostFails() throws Exception {
        Puzzle shipped = PuzzleCollection.read(Path.of("puzzles", "etudes.pgn")).puzzles().stream()
                .filter(p -> p.id().equals("etude-74f8ce")).findFirst().orElseThrow();
        List<Integer> wrong = List.of(4, 9, 1, 9, 3);
        Puzzle spoiled = new Puzzle(shipped.id(), shipped.start(), SolutionNode.line(wrong), shipped.themes(),
                shipped.goal(), shipped.rating(), shipped.source(), shipped.otherTags());
        List<PuzzleVerifier.Failure> failures = verifier(new Solver(null)).proveEtude(spoiled);
        assertEquals(1, failures.size(), failures.toString());
        assertEquals("76. 38", failures.get(0).move());
        assertTrue(failures.get(0).message().contains("0-1"), failures.get(0).message());
    }

    /** Whether the deepening search proves {@code goal} for {@code solver} at {@code p}. */
    private static boolean keepsGoal(Solver deepening, Position p, Side solver, Goal goal) {
        Verdict v = p.isGameOver() ? Verdict.of(p.outcome())
                : deepening.solve(p, SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE, new AtomicBoolean()).verdict();
        assertNotNull(v, "the oracle decides " + Fen.write(p));
        return v.meetsStipulation(solver, goal.kind() == Goal.Kind.WIN);
    }

    private static PuzzleVerifier verifier(Solver solver) {
        return new PuzzleVerifier(new StoreDifferenceSearch(), SolveCriteria.standard()).withProver(solver, 60);
    }

    /**
     * A cooked win etude whose bounded check proved one dual and left the other first moves
     * open: the note names both, so the list of duals is not taken for the whole (the six duals
     * with the default budget: PuzzlesCliTest, checked there by the store-difference search).
     */
    @Test
    void aCookNamesTheFirstMovesItLeftOpenBesideTheDual() {
        Puzzle sixDuals = new Puzzle("six-duals", Fen.read("3,10,1,0,1,X,2,2,1/X,1,2,1,2,3,1,1,1 75 55 w 41"),
                SolutionNode.line(List.of(2, 3, 9, 3, 9, 4, 8, 4, 9)), List.of("etude"), Goal.win(), 1500, "", Map.of());
        List<PuzzleVerifier.Note> notes = new ArrayList<>();
        new PuzzleVerifier(new StoreDifferenceSearch(), SolveCriteria.standard())
                .withProver(new Solver(null).withFirstMoveNodes(1), 60).proveEtude(sixDuals, notes);
        assertEquals(List.of(new PuzzleVerifier.Note(true, "second winning first move: 41. 91 wins as well as 41. 22(78);"
                + " not decided within 1 nodes for 41. 13, 41. 34, 41. 56, 41. 78, 41. 89")), notes);
    }
}
