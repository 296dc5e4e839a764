package otau.play;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import otau.game.Position;
import otau.game.Side;

/**
 * Exact values with distances for every position reachable from a small start, by the
 * textbook retrograde method and nothing of the code under test: every position is listed
 * through {@link Position#play}, finished games are scored by {@link Position#outcome()},
 * then round by round a position becomes won in r plies when some move reaches one lost in
 * r-1, and lost in r when every move reaches one won in fewer (the longest being r-1). What
 * is never labelled is endless play, a draw.
 */
public final class DistanceOracle {
    private final Map<Position, Integer> ids = new HashMap<>();
    private final List<Position> nodes = new ArrayList<>();
    private final List<int[]> succ = new ArrayList<>();
    /** 1 won, -1 lost, 0 drawn (or unlabelled) for the side to move. */
    private final int[] value;
    private final int[] distance;

    public DistanceOracle(Position start) {
        ArrayDeque<Position> todo = new ArrayDeque<>();
        id(start, todo);
        while (!todo.isEmpty()) {
            Position p = todo.poll();
            int[] moves = p.isGameOver() ? new int[0] : p.legalMoves();
            int[] next = new int[moves.length];
            for (int i = 0; i < moves.length; i++) {
                next[i] = id(p.play(moves[i]), todo);
            }
            succ.add(next);
        }
        int n = nodes.size();
        value = new int[n];
        distance = new int[n];
        boolean[] known = new boolean[n];
        for (int i = 0; i < n; i++) {
            Position p = nodes.get(i);
            if (p.isGameOver()) {
                Side w = p.outcome().winner();
                value[i] = w == null ? 0 : w == p.sideToMove() ? 1 : -1;
                known[i] = true;
            }
        }
        for (int round = 1; ; round++) {
            boolean[] before = known.clone();
            boolean changed = false;
            for (int i = 0; i < n; i++) {
                if (before[i]) {
                    continue;
                }
                boolean allWon = true;
                for (int s : succ.get(i)) {
                    if (before[s] && value[s] == -1 && distance[s] == round - 1) {
                        value[i] = 1;
                        break;
                    }
                    allWon &= before[s] && value[s] == 1;
                }
                if (value[i] == 0 && allWon) {
                    value[i] = -1;
                }
                if (value[i] != 0) {
                    distance[i] = round;
                    known[i] = true;
                    changed = true;
                }
            }
            if (!changed) {
                break;
            }
        }
    }

    private int id(Position p, ArrayDeque<Position> todo) {
        Position key = p.withMoveNumber(1);
        Integer id = ids.get(key);
        if (id == null) {
            id = nodes.size();
            ids.put(key, id);
            nodes.add(key);
            todo.add(key);
        }
        return id;
    }

    public int size() {
        return nodes.size();
    }

    public List<Position> positions() {
        return nodes;
    }

    /** 1 won, -1 lost, 0 drawn for the side to move. */
    public int value(Position p) {
        return value[ids.get(p.withMoveNumber(1))];
    }

    /** Plies to the end with best play from both sides, for a won or lost position. */
    public int distance(Position p) {
        return distance[ids.get(p.withMoveNumber(1))];
    }
}
