package otau.puzzle.mine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import otau.puzzle.Cancellation;
import otau.puzzle.Goal;
import otau.puzzle.Progress;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleAuthoring;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.PuzzleVerifier;
import otau.puzzle.SolutionNode;
import otau.puzzle.SolveCriteria;
import otau.puzzle.Theme;
import otau.game.Fen;
import otau.game.Position;
import otau.puzzle.solve.ExactSolver;
import otau.puzzle.solve.ScoredMove;

class PuzzleGeneratorTest {
    static final SolveCriteria SHALLOW = SolveCriteria.standard().withDepth(4);
    /** Black to move: holes 5 and 6 win exactly the same. */
    static final Position AMBIGUOUS = Fen.read("1,1,2,13,1,1,13,12,0/11,1,1,1,12,11,11,11,1 10 48 b 6");

    @Test
    void selfPlayYieldsPuzzlesTheVerifierAccepts() {
        PuzzleGenerator gen = new PuzzleGenerator(new ExactSolver(),
                MiningSettings.standard().withCriteria(SHALLOW).withSeed(5));
        List<Puzzle> found = gen.selfPlay(1, Progress.NONE, Cancellation.none());
        assertFalse(found.isEmpty(), "the sample game holds puzzles");
        PuzzleVerifier verifier = new PuzzleVerifier(new ExactSolver(), SHALLOW);
        Set<Position> positions = new HashSet<>();
        for (Puzzle p : found) {
            assertEquals(List.of(), verifier.verify(p), p.id());
            assertTrue(positions.add(p.start()), "no position twice");
            assertFalse(p.themes().isEmpty(), p.id() + " has themes");
            assertTrue(p.mainLine().size() % 2 == 1, "the line ends on a solver move");
        }
    }

    @Test
    void cancellingStopsAtOnce() {
        PuzzleGenerator gen = new PuzzleGenerator(new ExactSolver(),
                MiningSettings.standard().withCriteria(SHALLOW));
        Cancellation cancel = Cancellation.none();
        cancel.cancel();
        assertEquals(List.of(), gen.selfPlay(5, Progress.NONE, cancel));
    }

    @Test
    void anAmbiguousPositionIsRejected() {
        List<ScoredMove> scored = new ExactSolver().analyse(AMBIGUOUS, 4);
        assertEquals(scored.get(0).score(), scored.get(1).score(), "two moves are equally good");
        assertEquals(Set.of(5, 6), Set.of(scored.get(0).hole(), scored.get(1).hole()));

        PuzzleGenerator gen = new PuzzleGenerator(new ExactSolver(), MiningSettings.standard().withCriteria(SHALLOW));
        assertTrue(gen.puzzleAt(AMBIGUOUS, "test").isEmpty());

        Puzzle claimed = new Puzzle("ambiguous", AMBIGUOUS, SolutionNode.line(List.of(5)), List.of("capture"),
                Goal.gain(0), 1500, "", Map.of());
        List<PuzzleVerifier.Failure> failures = new PuzzleVerifier(new ExactSolver(), SHALLOW).verify(claimed);
        assertTrue(failures.stream().anyMatch(f -> f.message().startsWith("not unique")
                && f.message().contains("6")), failures.toString());
    }

    @Test
    void aMoveThatIsNotTheBestIsNamedOnceNotAlsoAsNotUnique() {
        List<ScoredMove> scored = new ExactSolver().analyse(AMBIGUOUS, 4);
        ScoredMove worst = scored.get(scored.size() - 1);
        String best = AMBIGUOUS.moveNumber() + (AMBIGUOUS.sideToMove() == otau.game.Side.WHITE ? ". " : "... ")
                + AMBIGUOUS.play(scored.get(0).hole()).lastMove().notation();
        Puzzle wrong = new Puzzle("wrong", AMBIGUOUS, SolutionNode.line(List.of(worst.hole())), List.of("capture"),
                Goal.gain(0), 1500, "", Map.of());
        List<PuzzleVerifier.Failure> failures = new PuzzleVerifier(new ExactSolver(), SHALLOW).proveMoves(wrong);
        assertTrue(failures.stream().anyMatch(f -> f.message().startsWith("not the best move")), failures.toString());
        // The better move is named once, as better, and not again as "nearly as good" as itself.
        assertTrue(failures.stream().noneMatch(f -> f.message().startsWith("not unique: " + best)), failures.toString());
    }

    @Test
    void theFastCheckNamesAnUnreachedGoal() {
        Puzzle p = new Puzzle("short", Position.start(), SolutionNode.line(List.of(1)), List.of(), Goal.gain(5),
                1500, "", Map.of());
        List<PuzzleVerifier.Failure> f = PuzzleVerifier.checkLines(p);
        assertEquals(1, f.size());
        assertTrue(f.get(0).message().contains("gains 0 stones"), f.toString());
        Puzzle evenLine = new Puzzle("even", Position.start(), SolutionNode.line(List.of(1, 1)), List.of(),
                Goal.gain(0), 1500, "", Map.of());
        assertTrue(PuzzleVerifier.checkLines(evenLine).get(0).message().contains("ends on the opponent's move"));
    }

    @Test
    void authoringSaysWhichMoveIsNotUnique() {
        PuzzleAuthoring authoring = new PuzzleAuthoring(new ExactSolver(), SHALLOW);
        Puzzle draft = PuzzleAuthoring.draft(null, AMBIGUOUS, List.of(5), List.of("capture"), Goal.gain(0), 1500, "me");
        PuzzleAuthoring.Report report = authoring.check(draft);
        assertTrue(report.goalReached());
        assertFalse(report.sound());
        assertTrue(report.failures().get(0).move().startsWith("6... 5"), report.toString());
        Puzzle illegal = PuzzleAuthoring.draft("x", Position.start(), List.of(1, 1), List.of(), Goal.gain(0), 1500, "");
        assertFalse(authoring.check(illegal).goalReached());
    }
}
