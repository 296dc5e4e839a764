package otau.review;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import otau.engine.Limits;
import otau.play.LevelEngine;
import otau.play.StrengthLevel;

/** Accuracy measures strength: the weaker the training level, the lower its accuracy against the full engine. */
class LevelAccuracyTest {
    @Test
    void accuracyFallsWithTheLevel() {
        LevelAccuracy.Settings s = new LevelAccuracy.Settings(
                (level, seed) -> new LevelEngine(StrengthLevel.of(level), seed), 2, 1, 0, 5_000, Limits.depth(8));
        LevelAccuracy.Row beginner = LevelAccuracy.measure(1, s, line -> { });
        LevelAccuracy.Row expert = LevelAccuracy.measure(7, s, line -> { });
        LevelAccuracy.Row full = LevelAccuracy.measure(10, s, line -> { });
        assertTrue(beginner.accuracy() < expert.accuracy(), beginner + " vs " + expert);
        assertTrue(expert.accuracy() <= full.accuracy() + 1, expert + " vs " + full);
        assertTrue(beginner.accuracy() < 80, "a beginner's accuracy: " + beginner);
        assertTrue(full.accuracy() > 90, "the full engine's accuracy: " + full);
    }
}
