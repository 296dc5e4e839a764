package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import otau.game.Position;
import otau.game.Side;
import otau.puzzle.solve.BruteForceJudge;

/**
 * The fast proof of the collection shipped in {@code puzzles/}: every line legal, every goal
 * reached, and, counted here on the stores themselves rather than by the verifier, every
 * {@code gain N} equal to the main line's net gain (FORMATS.md §4); then the collection's
 * shape: its size, multi-move share, themes, ratings, titles and sources.
 */
class ShippedPuzzlesTest {
    private static final Path PUZZLES = Path.of("puzzles");

    @Test
    void everyShippedPuzzleReadsPlaysAndReachesItsGoal() throws Exception {
        List<String> failures = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        Set<Long> positions = new HashSet<>();
        Map<Theme, Integer> themes = new EnumMap<>(Theme.class);
        int count = 0;
        int oneMove = 0;
        int expert = 0;
        int realGames = 0;
        int min = Integer.MAX_VALUE;
        int max = 0;
        List<PuzzleCollection> collections = PuzzleCollection.readAll(PUZZLES);
        for (PuzzleCollection c : collections) {
            c.problems().forEach(p -> failures.add(p.toString()));
            for (Puzzle p : c.puzzles()) {
                for (PuzzleVerifier.Failure f : PuzzleVerifier.checkLines(p)) {
                    failures.add(c.name() + " " + p.id() + " " + f.move() + ": " + f.message());
                }
                if (!ids.add(p.id())) {
                    failures.add(p.id() + " appears twice");
                }
                if (PuzzleVerifier.isEtude(p)) {
                    continue;
                }
                count++;
                String gainWrong = netGainProblem(p);
                if (gainWrong != null) {
                    failures.add(c.name() + " " + p.id() + ": " + gainWrong);
                }
                if (!positions.add(p.start().hash())) {
                    failures.add(p.id() + ": the same position as another puzzle");
                }
                if (p.otherTags().getOrDefault(PuzzleTitle.TAG, "").isBlank()) {
                    failures.add(p.id() + ": no [Title]");
                }
                if (p.source().startsWith("PlayOK")) {
                    realGames++;
                    if (!p.source().matches("PlayOK game, \\d{4}")) {
                        failures.add(p.id() + ": a real game's source names only site and year: " + p.source());
                    }
                }
                p.themes().stream().map(Theme::of).filter(t -> t != null).distinct()
                        .forEach(t -> themes.merge(t, 1, Integer::sum));
                oneMove += p.solverMoves() == 1 ? 1 : 0;
                expert += p.rating() >= 1800 ? 1 : 0;
                min = Math.min(min, p.rating());
                max = Math.max(max, p.rating());
            }
        }
        assertEquals(List.of(), failures);
        assertTrue(collections.size() >= 3, "several collection files");
        assertTrue(count >= MIN_PUZZLES, "at least " + MIN_PUZZLES + " puzzles, found " + count);
        assertTrue(realGames >= MIN_REAL_GAMES, "puzzles from real games: " + realGames + " of " + count);
        assertTrue(oneMove * 4 <= count, "one-move puzzles at most a quarter: " + oneMove + " of " + count);
        for (Theme t : Theme.values()) {
            assertTrue(themes.getOrDefault(t, 0) >= MIN_PER_THEME, "too few puzzles with theme " + t.word() + ": " + themes);
        }
        assertTrue(min < 900 && max > 2000, "ratings from beginner to master: " + min + ".." + max);
        assertTrue(expert >= 40, "expert puzzles (rated 1800 or more): " + expert);
    }

    /**
     * Oracle: the brute-force judge (a search of its own over {@code Board}, sharing no code
     * with the miner or the verifier) at the exact search's depth 8, on every 50th self-play
     * puzzle of the endgame and starvation files: the lines the exact search found hold.
     */
    @Test
    void aSampleOfTheSelfPlayEndgamesPassesAnIndependentSearch() throws Exception {
        BruteForceJudge judge = new BruteForceJudge(SolveCriteria.standard());
        List<String> failures = new ArrayList<>();
        int sampled = 0;
        for (String file : List.of("endgames.pgn", "starvation.pgn")) {
            int i = 0;
            for (Puzzle p : PuzzleCollection.read(PUZZLES.resolve(file)).puzzles()) {
                if (p.source().contains("self-play") && i++ % 50 == 0) {
                    sampled++;
                    judge.problems(p).forEach(m -> failures.add(file + " " + p.id() + ": " + m));
                }
            }
        }
        assertTrue(sampled >= 15, "sampled " + sampled);
        assertEquals(List.of(), failures);
    }

    /** The collection's promise (README "Puzzles and etudes"): a rebuild may grow it, never shrink it unnoticed. */
    static final int MIN_PUZZLES = 1500;
    /** 660 today, of the PlayOK corpus. */
    static final int MIN_REAL_GAMES = 600;
    /** Every theme has enough puzzles to make a themed set of its own. */
    static final int MIN_PER_THEME = 40;

    /** Null when a gain goal is the main line's net gain, counted on the stores; else what is wrong. */
    private static String netGainProblem(Puzzle p) {
        if (p.goal().kind() != Goal.Kind.GAIN) {
            return null;
        }
        Position pos = p.start();
        for (int h : p.mainLine()) {
            pos = pos.play(h);
        }
        Side s = p.solver();
        // At a no-move end the stones left go to their owner's store (RULES.md): counted by hand here.
        int white = pos.store(Side.WHITE);
        int black = pos.store(Side.BLACK);
        if (pos.isGameOver() && white < 82 && black < 82) {
            int left = pos.stonesOnSide(pos.sideToMove().opposite());
            if (pos.sideToMove() == Side.WHITE) {
                black += left;
            } else {
                white += left;
            }
        }
        int solverEnd = s == Side.WHITE ? white : black;
        int opponentEnd = s == Side.WHITE ? black : white;
        int net = solverEnd - p.start().store(s) - (opponentEnd - p.start().store(s.opposite()));
        return net == p.goal().stones() ? null
                : "goal " + p.goal() + " but the stores show a net gain of " + net;
    }
}
