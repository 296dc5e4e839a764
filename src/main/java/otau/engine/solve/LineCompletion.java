package otau.engine.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import otau.engine.egtb.Tablebase;
import otau.game.Position;

/**
 * Finishes a won main line that a proof's table left short of the game's end. Read back from
 * the table ({@link ProofLine}), a line stops where the table has a gap (a big proof's entries
 * are replaced as the search goes on) or at a tablebase position (the table knows the result,
 * not the way). The rest is searched here for the shortest win from where the line stops, so
 * the line a person plays through ends the game.
 */
final class LineCompletion {
    /** A few seconds at most (and never past the solve's time): the result is proved already, this only shows the way. */
    private static final long BUDGET_NANOS = 5_000_000_000L;
    /** Table memory for the search of the rest. */
    private static final int MAX_TABLE_MIB = 64;

    private LineCompletion() {
    }

    /**
     * {@code line} from {@code start}, finished by a shortest win of {@code winner} from its end,
     * the whole no longer than {@code maxPlies}; the line unchanged when it ends the game already,
     * when no such win is found in the time, or when {@code stop} says so.
     *
     * @param tablebase used by the search of the rest only to cut what the winner does not win (its
     *                  line always ends the game), so it may be the solver's own; may be null
     */
    static List<Integer> complete(Position start, List<Integer> line, int winner, int maxPlies,
                                  Tablebase tablebase, int hashMiB, BooleanSupplier stop) {
        Position end = start;
        for (int h : line) {
            end = end.play(h);
        }
        int left = maxPlies - line.size();
        if (end.isGameOver() || left <= 0) {
            return line;
        }
        long deadline = System.nanoTime() + BUDGET_NANOS;
        ShortestWin rest = new ShortestWin(end, winner, tablebase, Math.max(1, Math.min(hashMiB, MAX_TABLE_MIB)),
                () -> stop.getAsBoolean() || System.nanoTime() > deadline);
        try {
            int plies = rest.minimise(left);
            if (plies <= 0) {
                return line; // no win within the bound from here: leave the line as the table had it
            }
            List<Integer> whole = new ArrayList<>(line);
            whole.addAll(rest.line(plies));
            return whole;
        } catch (ForcingSearch.Stopped e) {
            return line;
        }
    }
}
