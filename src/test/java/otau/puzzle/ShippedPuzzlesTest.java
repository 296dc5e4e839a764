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

/** The fast proof of the collection shipped in {@code puzzles/}: every line legal, every goal reached. */
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
        int min = Integer.MAX_VALUE;
        int max = 0;
        List<PuzzleCollection> collections = PuzzleCollection.readAll(PUZZLES);
        for (PuzzleCollection c : collections) {
            c.problems().forEach(p -> failures.add(p.toString()));
            for (Puzzle p : c.puzzles()) {
                count++;
                for (PuzzleVerifier.Failure f : PuzzleVerifier.checkLines(p)) {
                    failures.add(c.name() + " " + p.id() + " " + f.move() + ": " + f.message());
                }
                if (!ids.add(p.id())) {
                    failures.add(p.id() + " appears twice");
                }
                if (!positions.add(p.start().hash())) {
                    failures.add(p.id() + ": the same position as another puzzle");
                }
                p.themes().stream().map(Theme::of).filter(t -> t != null).forEach(t -> themes.merge(t, 1, Integer::sum));
                oneMove += p.solverMoves() == 1 ? 1 : 0;
                expert += p.rating() >= 1800 ? 1 : 0;
                min = Math.min(min, p.rating());
                max = Math.max(max, p.rating());
            }
        }
        assertEquals(List.of(), failures);
        assertTrue(collections.size() >= 3, "several collection files");
        assertTrue(count >= 400, "at least 400 puzzles, found " + count);
        for (Theme t : Theme.values()) {
            assertTrue(themes.getOrDefault(t, 0) >= 25, "too few puzzles with theme " + t.word() + ": " + themes);
        }
        assertTrue(min < 900 && max > 1900, "ratings from beginner to expert: " + min + ".." + max);
        assertTrue(expert >= 50, "expert puzzles (rated 1800 or more): " + expert);
        assertTrue(count - oneMove >= 150, "puzzles of two or more moves: " + (count - oneMove));
    }
}
