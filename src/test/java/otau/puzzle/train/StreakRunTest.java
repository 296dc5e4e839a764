package otau.puzzle.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;

class StreakRunTest {
    private static List<Puzzle> pool(int... ratings) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < ratings.length; i++) {
            text.append("[FEN \"12,12,2,2,13,12,1,13,4/13,12,1,12,12,12,2,3,0 14 10 b 4\"]\n[Id \"p").append(i)
                    .append("\"]\n[Goal \"gain 14\"]\n[Rating \"").append(ratings[i]).append("\"]\n\n4... 68(24) *\n\n");
        }
        return PuzzleCollection.parse(text.toString(), "t", "t.pgn").puzzles();
    }

    @Test
    void puzzlesComeInRisingDifficultyUntilTheFirstMiss() {
        StreakRun run = new StreakRun(pool(1400, 700, 1000, 750, 760, 2000));
        assertEquals(700, run.next().orElseThrow().rating(), "the easiest first");
        run.solved();
        assertEquals(750, run.next().orElseThrow().rating(), "the nearest to one step harder");
        run.solved();
        assertEquals(760, run.next().orElseThrow().rating(), "never easier than the last");
        run.solved();
        assertEquals(1000, run.next().orElseThrow().rating());
        assertEquals(3, run.length());
        run.missed();
        assertTrue(run.isOver());
        assertEquals(Optional.empty(), run.next());
        run.solved();
        assertEquals(3, run.length(), "nothing counts after the miss");
    }

    @Test
    void theRunEndsWhenNothingHarderIsLeft() {
        StreakRun run = new StreakRun(pool(900, 800));
        run.next();
        run.solved();
        run.next();
        run.solved();
        assertEquals(Optional.empty(), run.next());
        assertTrue(run.isOver());
        assertEquals(2, run.length());
    }

    @Test
    void theLongestRunIsKeptInTheStore() {
        PuzzleTrainer trainer = new PuzzleTrainer(new MemoryProgressStore());
        assertEquals(0, trainer.bestStreakRun());
        assertEquals(4, trainer.recordStreakRun(4));
        assertEquals(4, trainer.recordStreakRun(2), "a shorter run keeps the best");
        assertEquals(4, trainer.bestStreakRun());
    }
}
