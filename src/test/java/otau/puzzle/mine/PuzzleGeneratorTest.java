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
import otau.puzzle.solve.BruteForceJudge;
import otau.puzzle.solve.StoreDifferenceSearch;
import otau.puzzle.solve.ScoredMove;

class PuzzleGeneratorTest {
    static final SolveCriteria SHALLOW = SolveCriteria.standard().withDepth(4);
    /** Black to move: holes 5 and 6 win exactly the same. */
    static final Position AMBIGUOUS = Fen.read("1,1,2,13,1,1,13,12,0/11,1,1,1,12,11,11,11,1 10 48 b 6");

    /**
     * Oracle: {@link BruteForceJudge}, a plain alpha-beta of its own over {@code Board}, at the
     * mining depth and at twice it, and the stores counted along each line; the verifier the
     * miner filters by is only asked to agree with the miner.
     */
    @Test
    void selfPlayYieldsPuzzlesAnIndependentSearchProves() {
        PuzzleGenerator gen = new PuzzleGenerator(new StoreDifferenceSearch(),
                MiningSettings.standard().withCriteria(SHALLOW).withSeed(5));
        List<Puzzle> found = gen.selfPlay(1, Progress.NONE, Cancellation.none());
        assertFalse(found.isEmpty(), "the sample game holds puzzles");
        BruteForceJudge atMiningDepth = new BruteForceJudge(SHALLOW);
        BruteForceJudge deeper = new BruteForceJudge(SHALLOW.withDepth(8));
        PuzzleVerifier verifier = new PuzzleVerifier(new StoreDifferenceSearch(), SHALLOW);
        Set<Position> positions = new HashSet<>();
        for (Puzzle p : found) {
            assertEquals(List.of(), atMiningDepth.problems(p), p.id() + " at depth 4");
            assertEquals(List.of(), deeper.problems(p), p.id() + " at depth 8");
            assertEquals(List.of(), verifier.verify(p), p.id());
            assertTrue(positions.add(p.start()), "no position twice");
            assertFalse(p.themes().isEmpty(), p.id() + " has themes");
            assertTrue(p.mainLine().size() % 2 == 1, "the line ends on a solver move");
        }
    }

    /** The oracle itself finds what it is there to find (hand-made faults in hand-checked positions). */
    @Test
    void theIndependentJudgeRejectsAnAmbiguousMoveAMissingAlternativeAndALineThatDoesNotWin() {
        BruteForceJudge judge = new BruteForceJudge(SHALLOW);
        Puzzle ambiguous = new Puzzle("ambiguous", AMBIGUOUS, SolutionNode.line(List.of(5)), List.of("capture"),
                Goal.defend(), 1500, "", Map.of());
        assertTrue(judge.problems(ambiguous).stream().anyMatch(m -> m.contains("6 (") && m.contains("nearly as good")),
                judge.problems(ambiguous).toString());
        // STARVING: Black 1, White's only move 9, then Black 1, 2 or 3 leaves White without a
        // stone: Black takes the 15 stones left, 82 against 80 (counted by hand from the position
        // string).
        Puzzle starving = new Puzzle("starving", CrossCheckedGeneratorTest.STARVING,
                SolutionNode.line(List.of(1, 9, 1), List.of(2, 3)), List.of(), Goal.win(), 1500, "", Map.of());
        Puzzle oneFinish = new Puzzle("one finish", CrossCheckedGeneratorTest.STARVING,
                SolutionNode.line(List.of(1, 9, 1)), List.of(), Goal.win(), 1500, "", Map.of());
        assertTrue(judge.problems(oneFinish).stream().anyMatch(m -> m.contains("2 (") && m.contains("nearly as good")),
                "the other finishing moves are named: " + judge.problems(oneFinish));
        assertEquals(List.of(), judge.problems(starving));
        Puzzle asGain = starving.withGoal(Goal.gain(3));
        assertEquals(List.of(), judge.problems(asGain), "a line that wins reaches any gain");
        Puzzle drawn = new Puzzle("drawn", CrossCheckedGeneratorTest.STARVING,
                SolutionNode.line(List.of(1, 9, 4)), List.of(), Goal.win(), 1500, "", Map.of());
        // Black 4 (3 stones) sows one into White's tuzdyk: 81 against 81, no win.
        assertTrue(judge.problems(drawn).stream().anyMatch(m -> m.contains("4 scores 0")), judge.problems(drawn).toString());
    }

    @Test
    void cancellingStopsAtOnce() {
        PuzzleGenerator gen = new PuzzleGenerator(new StoreDifferenceSearch(),
                MiningSettings.standard().withCriteria(SHALLOW));
        Cancellation cancel = Cancellation.none();
        cancel.cancel();
        assertEquals(List.of(), gen.selfPlay(5, Progress.NONE, cancel));
    }

    @Test
    void anAmbiguousPositionIsRejected() {
        // Oracle for the premise: the brute-force judge, not the solver the generator uses.
        int[] scores = new BruteForceJudge(SHALLOW).scores(AMBIGUOUS);
        int top = java.util.Arrays.stream(scores).max().orElseThrow();
        assertEquals(top, scores[4], "5 is a best move");
        assertEquals(top, scores[5], "6 is as good");

        PuzzleGenerator gen = new PuzzleGenerator(new StoreDifferenceSearch(), MiningSettings.standard().withCriteria(SHALLOW));
        assertTrue(gen.puzzleAt(AMBIGUOUS, "test").isEmpty());

        Puzzle claimed = new Puzzle("ambiguous", AMBIGUOUS, SolutionNode.line(List.of(5)), List.of("capture"),
                Goal.gain(0), 1500, "", Map.of());
        List<PuzzleVerifier.Failure> failures = new PuzzleVerifier(new StoreDifferenceSearch(), SHALLOW).verify(claimed);
        assertTrue(failures.stream().anyMatch(f -> f.message().startsWith("not unique")
                && f.message().contains("6")), failures.toString());
    }

    @Test
    void aMoveThatIsNotTheBestIsNamedOnceNotAlsoAsNotUnique() {
        List<ScoredMove> scored = new StoreDifferenceSearch().analyse(AMBIGUOUS, 4);
        ScoredMove worst = scored.get(scored.size() - 1);
        String best = AMBIGUOUS.moveNumber() + (AMBIGUOUS.sideToMove() == otau.game.Side.WHITE ? ". " : "... ")
                + AMBIGUOUS.play(scored.get(0).hole()).lastMove().notation();
        Puzzle wrong = new Puzzle("wrong", AMBIGUOUS, SolutionNode.line(List.of(worst.hole())), List.of("capture"),
                Goal.gain(0), 1500, "", Map.of());
        List<PuzzleVerifier.Failure> failures = new PuzzleVerifier(new StoreDifferenceSearch(), SHALLOW).proveMoves(wrong);
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
        assertEquals("goal 'gain 5' not reached by 1. 19: the line gains 0 stones of store lead, the goal asks for 5",
                f.get(0).message());
        // Save as Puzzle says it in the interface's language (hole 1's nine stones end in hole 9, winning nothing).
        assertEquals("цель «gain 5» не достигнута линией 1. 19: линия даёт перевес в казане 0, а цель требует 5",
                f.get(0).what().in(java.util.Locale.forLanguageTag("ru")));
        Puzzle evenLine = new Puzzle("even", Position.start(), SolutionNode.line(List.of(1, 1)), List.of(),
                Goal.gain(0), 1500, "", Map.of());
        // The line in the notation the file uses (hand-checked: each side's hole 1 sows to its own hole 9).
        String even = PuzzleVerifier.checkLines(evenLine).get(0).message();
        assertEquals("the line 1. 19 19 ends on the opponent's move; it must end on a solver move, or on the move that ends the game", even);
    }

    @Test
    void authoringSaysWhichMoveIsNotUnique() {
        PuzzleAuthoring authoring = new PuzzleAuthoring(new StoreDifferenceSearch(), SHALLOW);
        Puzzle draft = PuzzleAuthoring.draft(null, AMBIGUOUS, List.of(5), List.of("capture"), Goal.gain(0), 1500, "me");
        PuzzleAuthoring.Report report = authoring.check(draft);
        assertTrue(report.goalReached());
        assertFalse(report.sound());
        assertTrue(report.failures().get(0).move().startsWith("6... 5"), report.toString());
        Puzzle illegal = PuzzleAuthoring.draft("x", Position.start(), List.of(1, 1), List.of(), Goal.gain(0), 1500, "");
        assertFalse(authoring.check(illegal).goalReached());
    }
}
