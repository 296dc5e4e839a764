package otau.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import otau.engine.Limits;
import otau.engine.SearchListener;
import otau.game.Position;

class MoveChoiceTest {
    private static final List<Candidate> SPREAD = List.of(new Candidate(3, 120), new Candidate(7, 100),
            new Candidate(1, 40), new Candidate(9, -150), new Candidate(5, -900));

    @Test
    void neverAMoveWorseThanTheMarginAndOnlyTheBestFew() {
        for (StrengthLevel level : StrengthLevel.all()) {
            Random r = new Random(level.number());
            Set<Integer> seen = new HashSet<>();
            for (int i = 0; i < 2_000; i++) {
                int move = MoveChooser.choose(SPREAD, level, r);
                int score = SPREAD.stream().filter(c -> c.move() == move).findFirst().orElseThrow().score();
                assertTrue(120 - score <= level.margin(), level.name() + " played " + move);
                seen.add(move);
            }
            assertTrue(seen.size() <= level.candidates(), level.name() + " chose among " + seen);
            // Oracle: the rule itself, counted here: the moves within the margin of the best
            // (120), at most the level's number of candidates.
            long withinMargin = SPREAD.stream().filter(c -> 120 - c.score() <= level.margin()).count();
            assertEquals(Math.min(level.candidates(), withinMargin), seen.size(),
                    level.name() + ": every eligible move turns up in 2000 tries");
        }
    }

    @Test
    void theBestMoveIsTheMostLikelyAndFullStrengthAlwaysPlaysIt() {
        StrengthLevel beginner = StrengthLevel.of(1);
        int[] counts = new int[10];
        Random r = new Random(5);
        for (int i = 0; i < 4_000; i++) {
            counts[MoveChooser.choose(SPREAD, beginner, r)]++;
        }
        assertTrue(counts[3] > counts[7] && counts[7] > counts[1] && counts[1] > counts[9],
                java.util.Arrays.toString(counts));
        assertEquals(0, counts[5], "900 below the best is past the beginner's margin");
        for (int i = 0; i < 100; i++) {
            assertEquals(3, MoveChooser.choose(SPREAD, StrengthLevel.of(10), r));
        }
    }

    @Test
    void theSameSeedGivesTheSameChoices() {
        StrengthLevel level = StrengthLevel.of(2);
        List<Integer> a = new ArrayList<>();
        List<Integer> b = new ArrayList<>();
        Random ra = new Random(42);
        Random rb = new Random(42);
        for (int i = 0; i < 200; i++) {
            a.add(MoveChooser.choose(SPREAD, level, ra));
            b.add(MoveChooser.choose(SPREAD, level, rb));
        }
        assertEquals(a, b);
    }

    @Test
    void aLevelEngineReplaysItsGameGivenTheSameSeed() {
        assertEquals(selfPlay(3, 11), selfPlay(3, 11));
        assertTrue(!selfPlay(1, 1).equals(selfPlay(1, 2)) || !selfPlay(1, 3).equals(selfPlay(1, 4)),
                "different seeds give different games");
    }

    /** Twenty moves of a level against itself, depth-limited so no clock is involved. */
    private static List<Integer> selfPlay(int level, long seed) {
        List<Integer> moves = new ArrayList<>();
        try (LevelEngine engine = new LevelEngine(StrengthLevel.of(level), seed)) {
            Position p = Position.start();
            for (int i = 0; i < 20 && !p.isGameOver(); i++) {
                int m = engine.go(p, Limits.depth(99), SearchListener.NONE).join().move();
                moves.add(m);
                p = p.play(m);
            }
        }
        return moves;
    }

    @Test
    void theLevelsDepthCapsTheSearchAndNoLimitMeansItsOwnTime() {
        assertEquals(3, LevelEngine.limitsFor(Limits.moveTime(500), 3, 700).depth());
        assertEquals(500, LevelEngine.limitsFor(Limits.moveTime(500), 3, 700).moveTimeMs());
        assertEquals(700, LevelEngine.limitsFor(Limits.infiniteSearch(), 3, 700).moveTimeMs());
        assertEquals(false, LevelEngine.limitsFor(Limits.infiniteSearch(), 0, 700).infinite());
        assertEquals(2, LevelEngine.limitsFor(Limits.depth(2), 5, 700).depth());
    }

    @Test
    void levelsRunFromBeginnerToFullStrength() {
        assertEquals(10, StrengthLevel.all().size());
        for (int i = 1; i < StrengthLevel.MAX; i++) {
            StrengthLevel weaker = StrengthLevel.of(i);
            StrengthLevel stronger = StrengthLevel.of(i + 1);
            assertTrue(stronger.margin() <= weaker.margin() && stronger.temperature() <= weaker.temperature()
                    && stronger.blindSpotChance() <= weaker.blindSpotChance(), stronger.name());
        }
        assertTrue(StrengthLevel.of(10).isFullStrength());
        assertEquals("Otau level 4", StrengthLevel.of(4).playerName());
    }

    @Test
    void levelsAreMatchEngines() {
        LevelEngines provider = new LevelEngines();
        assertTrue(provider.knows("level1") && provider.knows("level10") && provider.knows("level4@9"));
        assertTrue(!provider.knows("level0") && !provider.knows("level11") && !provider.knows("default"));
        otau.engine.match.EngineSpec spec = otau.engine.match.EngineSpec.parse("builtin:level4");
        try (otau.engine.Engine e = spec.start()) {
            assertEquals("Otau level 4", e.name());
        }
    }
}
