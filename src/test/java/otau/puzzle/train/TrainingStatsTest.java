package otau.puzzle.train;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import otau.puzzle.Puzzle;

class TrainingStatsTest {
    @Test
    void perThemeSuccessRatingOverTimeAndLatestFailures() {
        List<Puzzle> puzzles = PuzzleTrainerTest.puzzles();
        Map<String, Puzzle> byId = puzzles.stream().collect(Collectors.toMap(Puzzle::id, Function.identity()));
        Puzzle first = puzzles.get(0);
        Puzzle second = puzzles.get(1);
        Instant t = Instant.parse("2025-03-01T12:00:00Z");
        List<Attempt> attempts = List.of(
                new Attempt(first.id(), t, false, 1500, 1480, 1520),
                new Attempt(second.id(), t.plusSeconds(10), false, 1480, 1460, 1530),
                new Attempt(first.id(), t.plusSeconds(20), true, 1460, 1472, 1510),
                new Attempt("gone-from-the-collection", t.plusSeconds(30), false, 1472, 1465, 1500));
        TrainingStats s = TrainingStats.of(attempts, byId);

        assertEquals(List.of(1480.0, 1460.0, 1472.0, 1465.0),
                s.rating().stream().map(TrainingStats.RatingPoint::rating).toList());
        assertEquals(1, s.solvedAttempts());
        assertEquals(List.of(second), s.failures(), "the first puzzle was solved on its second try");
        for (String theme : first.themes()) {
            TrainingStats.ThemeStats ts = s.themes().stream().filter(x -> x.theme().equals(theme)).findFirst()
                    .orElseThrow();
            int expectedAttempts = 2 + (second.themes().contains(theme) ? 1 : 0);
            assertEquals(expectedAttempts, ts.attempts(), theme);
            assertEquals(1, ts.solved(), theme);
            assertEquals(1.0 / expectedAttempts, ts.successRate(), 1e-9);
        }
    }
}
