package otau.puzzle.solve;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import otau.game.Position;

/**
 * Keeps the answers of a solver whose answer depends on the position (move number aside)
 * and depth alone, so that the generator, its judges and the rating do not search the same
 * question twice.
 * The oldest answers are forgotten beyond {@code capacity}.
 */
public final class RememberingSolver implements PuzzleSolver {
    private final PuzzleSolver solver;
    private final Map<Key, List<ScoredMove>> answers;

    private record Key(Position position, int depth) {
    }

    public RememberingSolver(PuzzleSolver solver, int capacity) {
        this.solver = solver;
        this.answers = new LinkedHashMap<>(256, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Key, List<ScoredMove>> eldest) {
                return size() > capacity;
            }
        };
    }

    @Override
    public List<ScoredMove> analyse(Position position, int depth) {
        Key key = new Key(position, depth);
        List<ScoredMove> known = answers.get(key);
        if (known == null) {
            known = solver.analyse(position, depth);
            answers.put(key, known);
        }
        return known;
    }

    @Override
    public String name() {
        return solver.name();
    }
}
