package otau.puzzle.mine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
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
import otau.engine.search.SearchEngine;
import otau.game.Board;
import otau.game.Fen;
import otau.game.Position;
import otau.puzzle.solve.EngineSolver;
import otau.puzzle.solve.BruteForceJudge;
import otau.puzzle.solve.StoreDifferenceSearch;

/** The generator with the engine as a second judge, and its puzzles about the no-move end. */
class CrossCheckedGeneratorTest {
    static final SolveCriteria EXACT = SolveCriteria.standard().withDepth(4);
    static final SolveCriteria ENGINE = SolveCriteria.engine(6);
    /**
     * Black to move: 1 is the only win (White must answer 9), after which Black's 1, 2 and 3
     * each leave White without a stone, so the game ends and Black collects the rest.
     */
    static final Position STARVING = Fen.read("0,0,0,0,0,X,0,0,1/1,1,1,3,X,0,0,6,2 80 67 b 83");

    /**
     * Oracle: {@link BruteForceJudge} (a plain alpha-beta of its own over {@code Board}) at the
     * store-difference search's depth and two plies deeper. What the engine keeps, the deeper search
     * proves too; what the engine doubts, the deeper search rejects as well.
     */
    @Test
    void crossCheckedPuzzlesPassBothJudges() {
        try (SearchEngine engine = new SearchEngine()) {
            EngineSolver engineSolver = new EngineSolver(engine);
            PuzzleGenerator plain = new PuzzleGenerator(new StoreDifferenceSearch(),
                    MiningSettings.standard().withCriteria(EXACT).withSeed(7));
            PuzzleGenerator checked = new PuzzleGenerator(new StoreDifferenceSearch(),
                    MiningSettings.standard().withCriteria(EXACT).withSeed(7))
                    .crossCheck(engineSolver, ENGINE.withCushion(100));
            List<Puzzle> all = plain.selfPlayGame(0, Cancellation.none());
            List<Puzzle> kept = checked.selfPlayGame(0, Cancellation.none());
            assertFalse(kept.isEmpty(), "the sample game holds puzzles the engine agrees with");
            BruteForceJudge atExactDepth = new BruteForceJudge(EXACT);
            BruteForceJudge deeper = new BruteForceJudge(EXACT.withDepth(6));
            PuzzleVerifier byEngine = new PuzzleVerifier(engineSolver, ENGINE);
            for (Puzzle p : kept) {
                assertEquals(List.of(), atExactDepth.problems(p), p.id() + " at depth 4");
                assertEquals(List.of(), deeper.problems(p), p.id() + " at depth 6");
                assertEquals(List.of(), byEngine.verify(p), p.id() + " by the engine");
            }
            // Of what the store-difference search alone finds, the engine doubts some: those are not kept as
            // they are, and the deeper search finds each of them wrong as well.
            List<Puzzle> doubted = all.stream().filter(p -> !byEngine.verify(p).isEmpty()).toList();
            Set<String> keptIds = kept.stream().map(Puzzle::id).collect(Collectors.toSet());
            assertFalse(doubted.isEmpty(), "the sample shows the engine disagreeing");
            for (Puzzle p : doubted) {
                assertFalse(kept.contains(p), "no doubted puzzle kept unchanged: " + keptIds);
                assertEquals(List.of(), atExactDepth.problems(p), p.id() + " passes at the store-difference search's depth");
                assertFalse(deeper.problems(p).isEmpty(), p.id() + " fails two plies deeper");
            }
        }
    }

    @Test
    void aLineThatStarvesTheOpponentIsTaggedAndAcceptsEveryFinishingMove() {
        PuzzleGenerator gen = new PuzzleGenerator(new StoreDifferenceSearch(), MiningSettings.standard());
        Puzzle p = gen.puzzleAt(STARVING, "test").orElseThrow();
        assertTrue(p.hasTheme(Theme.STARVATION), p.themes().toString());
        assertEquals(Goal.win(), p.goal());
        assertEquals(List.of(1, 9, 1), p.mainLine());
        List<SolutionNode> finish = p.solution().get(0).next().get(0).next();
        assertEquals(Set.of(1, 2, 3), finish.stream().map(SolutionNode::hole).collect(Collectors.toSet()),
                "every move that ends the game with the win is accepted");
        // Oracle: the hand count above, and the brute-force judge at the collection's depth.
        assertEquals(List.of(), new BruteForceJudge(SolveCriteria.standard()).problems(p));
    }

    @Test
    void starvationSelfPlayFindsOnlyNoMoveEndPuzzles() {
        PuzzleGenerator gen = new PuzzleGenerator(new StoreDifferenceSearch(),
                MiningSettings.standard().withSeed(1));
        // Game 32 of seed 1 runs into a no-move end.
        List<Puzzle> found = gen.starvationGame(31, Cancellation.none());
        assertFalse(found.isEmpty(), "starvation self-play leads to no-move ends");
        // Oracle: each line played out on the board ends with the opponent left without a stone
        // on its side (the no-move end) and the solver ahead; the brute-force judge proves the moves.
        BruteForceJudge judge = new BruteForceJudge(SolveCriteria.standard());
        for (Puzzle p : found) {
            assertTrue(p.hasTheme(Theme.STARVATION), p.id() + " " + p.themes());
            assertTrue(p.source().contains("starvation self-play, seed 1, game 32"), p.source());
            Board b = new Board(p.start());
            int solver = b.sideToMove();
            p.mainLine().forEach(h -> b.play(h - 1));
            assertEquals(1 - solver, b.sideToMove(), p.id());
            assertEquals(0, b.stonesOnSide(1 - solver), p.id() + ": the opponent has no move at the end");
            assertTrue(b.finalStore(solver) > b.finalStore(1 - solver), p.id());
            assertEquals(List.of(), judge.problems(p), p.id());
        }
    }

    @Test
    void authoringWithTheEngineAsSecondJudgeNamesItsFailuresAndPassesAShippedPuzzle() throws Exception {
        try (SearchEngine engine = new SearchEngine()) {
            PuzzleAuthoring authoring = new PuzzleAuthoring(new StoreDifferenceSearch(), EXACT, "the engine",
                    new EngineSolver(engine), ENGINE);
            Puzzle ambiguous = PuzzleAuthoring.draft(null, PuzzleGeneratorTest.AMBIGUOUS, List.of(5), List.of("capture"),
                    Goal.gain(0), 1500, "me");
            PuzzleAuthoring.Report report = authoring.check(ambiguous);
            assertFalse(report.sound());
            assertTrue(report.failures().stream().anyMatch(f -> f.message().startsWith("the engine: not the best move: 6... 67(62)")),
                    report.toString());
            assertTrue(report.failures().stream().anyMatch(f -> !f.message().startsWith("the engine")),
                    "the store-difference search's own failures come too: " + report);

            // A shipped endgame puzzle found by the store-difference search passes it and the engine at the
            // collection's depth (real-game puzzles are judged by the engine alone).
            java.nio.file.Path endgames = java.nio.file.Path.of("puzzles", "endgames.pgn");
            Puzzle shipped = PuzzleCollection.read(endgames).puzzles().stream()
                    .filter(p -> p.source().contains("self-play")).findFirst().orElseThrow();
            PuzzleAuthoring strict = new PuzzleAuthoring(new StoreDifferenceSearch(), SolveCriteria.standard(), "the engine",
                    new EngineSolver(engine), SolveCriteria.engine(PuzzleGenerator.ENGINE_DEPTH));
            assertTrue(strict.check(shipped).sound(), strict.check(shipped).toString());
            // Oracle: the brute-force judge at the collection's depth proves it as well.
            assertEquals(List.of(), new BruteForceJudge(SolveCriteria.standard()).problems(shipped), shipped.id());
        }
    }
}
