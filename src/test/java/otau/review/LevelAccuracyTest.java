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
        // Two games a level against a 5,000-node opponent, reviewed at depth 8: too short a
        // test to part levels 7 and 10 (the README's table does, at the command's defaults).
        LevelAccuracy.Row beginner = LevelAccuracy.measure(1, s, line -> { });
        LevelAccuracy.Row club = LevelAccuracy.measure(4, s, line -> { });
        LevelAccuracy.Row full = LevelAccuracy.measure(10, s, line -> { });
        assertTrue(beginner.accuracy() < club.accuracy(), beginner + " vs " + club);
        assertTrue(club.accuracy() < full.accuracy(), club + " vs " + full);
        assertTrue(beginner.accuracy() < 85, "a beginner's accuracy: " + beginner);
        assertTrue(full.accuracy() > 90, "the full engine's accuracy: " + full);
    }
}
