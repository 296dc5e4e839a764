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
 * not the way). The rest is searched here, so the line a person plays through ends the game:
 * first the shortest win from where the line stops (a few seconds), then, where that is too far
 * for them, a fresh df-pn proof of the rest, read back the same way, as often as the line stops
 * again and the time and nodes allow.
 */
final class LineCompletion {
    /** A few seconds at most (and never past the solve's time): the result is proved already, this only shows the way. */
    private static final long SHORTEST_WIN_NANOS = 5_000_000_000L;
    /** Table memory for the search of the rest. */
    private static final int MAX_TABLE_MIB = 64;

    private LineCompletion() {
    }

    /**
     * {@code line} from {@code start}, finished by a win of {@code winner} from its end, the whole
     * no longer than {@code maxPlies}; the line as far as it got when the game's end is not
     * reached in the time, within {@code nodes} nodes of proof search, or before {@code stop}
     * says so.
     *
     * @param tablebase used by the shortest-win search of the rest only to cut what the winner
     *                  does not win (its line always ends the game), so it may be the solver's
     *                  own; may be null
     */
    static List<Integer> complete(Position start, List<Integer> line, int winner, int maxPlies,
                                  Tablebase tablebase, int hashMiB, long nodes, BooleanSupplier stop) {
        return complete(start, line, winner, maxPlies, tablebase, hashMiB, SHORTEST_WIN_NANOS, nodes, stop);
    }

    /** As above, giving the shortest-win search {@code shortestNanos} (0: none; for the tests). */
    static List<Integer> complete(Position start, List<Integer> line, int winner, int maxPlies, Tablebase tablebase,
                                  int hashMiB, long shortestNanos, long nodes, BooleanSupplier stop) {
        if (leftToPlay(start, line, maxPlies) <= 0) {
            return line;
        }
        List<Integer> whole = shortestRest(start, line, winner, maxPlies, tablebase, hashMiB, shortestNanos, stop);
        return whole != null ? whole : provedRest(start, line, winner, maxPlies, hashMiB, nodes, stop);
    }

    /** Plies the line may still grow by: 0 when it ends the game or has reached {@code maxPlies}. */
    private static int leftToPlay(Position start, List<Integer> line, int maxPlies) {
        return end(start, line).isGameOver() ? 0 : maxPlies - line.size();
    }

    private static Position end(Position start, List<Integer> line) {
        Position end = start;
        for (int h : line) {
            end = end.play(h);
        }
        return end;
    }

    /** The line and a shortest win from its end within the plies left, or null when none was found in the time. */
    private static List<Integer> shortestRest(Position start, List<Integer> line, int winner, int maxPlies,
                                              Tablebase tablebase, int hashMiB, long nanos, BooleanSupplier stop) {
        if (nanos <= 0) {
            return null;
        }
        long deadline = System.nanoTime() + nanos;
        ShortestWin rest = new ShortestWin(end(start, line), winner, tablebase, tableMiB(hashMiB),
                () -> stop.getAsBoolean() || System.nanoTime() > deadline);
        try {
            int plies = rest.minimise(maxPlies - line.size());
            if (plies <= 0) {
                return null;
            }
            List<Integer> whole = new ArrayList<>(line);
            whole.addAll(rest.line(plies));
            return whole;
        } catch (ForcingSearch.Stopped e) {
            return null;
        }
    }

    /**
     * The line, continued by df-pn proofs of the rest: each proves the win again from where the
     * line stops and is read back as the solver's proof was. A big proof's table keeps the few
     * plies from the root; the rest of its line is a small part of the whole proof (on the club
     * bench's 27th position, 255 M nodes with a 64 MiB table, the line stopped after 7 plies and
     * the rest was proved again in 25 M). Each proves a win within what is left of {@code maxPlies},
     * so the line never runs past the length the result states; a win that is not the shortest may
     * need more nodes to prove within that, and the line then stops where it was.
     */
    private static List<Integer> provedRest(Position start, List<Integer> line, int winner, int maxPlies,
                                            int hashMiB, long nodes, BooleanSupplier stop) {
        List<Integer> whole = new ArrayList<>(line);
        long spent = 0;
        while (spent < nodes) {
            Position end = end(start, whole);
            if (end.isGameOver() || whole.size() >= maxPlies) {
                return whole;
            }
            long cap = nodes - spent;
            ProofNumberSearch[] running = new ProofNumberSearch[1];
            // A win within the plies left, so that the whole line keeps to the length the result
            // states; no tablebase: a line read from a proof with one stops at its first position.
            ProofNumberSearch search = ProofNumberSearch.within(end, winner, maxPlies - whole.size(),
                    tableMiB(hashMiB), () -> stop.getAsBoolean() || running[0].nodes() > cap);
            running[0] = search;
            int status = ProofTable.UNKNOWN;
            try {
                while (status == ProofTable.UNKNOWN) {
                    status = search.step();
                }
            } catch (ForcingSearch.Stopped e) {
                return whole; // out of time or nodes
            }
            spent += search.nodes();
            if (status != ProofTable.PROVEN) {
                return whole; // cannot happen: the rest of a proved win is won
            }
            if (!search.heightBoundsTheWin() || whole.size() + search.proofLength() > maxPlies) {
                return whole; // cannot happen: the search proves wins within the plies left only
            }
            List<Integer> more = search.line(maxPlies - whole.size());
            if (more.isEmpty()) {
                return whole;
            }
            whole.addAll(more);
        }
        return whole;
    }

    private static int tableMiB(int hashMiB) {
        return Math.max(1, Math.min(hashMiB, MAX_TABLE_MIB));
    }
}
