package otau.engine.egtb;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import otau.game.Position;
import otau.game.Side;

/**
 * The exact result of a small position by the textbook method, independent of the
 * tablebase: every position reachable from it (stores included) is listed through
 * {@link Position#play}, finished games are scored by {@link Position#outcome()}, and the
 * labels are spread backwards (a win where some move reaches a loss for the opponent, a
 * loss where every move reaches a win for them) until nothing changes; what is left is
 * endless play, a draw.
 */
public final class ExhaustiveResult {
    private ExhaustiveResult() {
    }

    /** 1, 0 or -1 for the side to move. */
    public static int of(Position start) {
        Map<Position, Integer> ids = new HashMap<>();
        List<Position> nodes = new ArrayList<>();
        List<int[]> succ = new ArrayList<>();
        ArrayDeque<Position> todo = new ArrayDeque<>();
        ids.put(start, 0);
        nodes.add(start);
        todo.add(start);
        while (!todo.isEmpty()) {
            Position p = todo.poll();
            int[] moves = p.isGameOver() ? new int[0] : p.legalMoves();
            int[] next = new int[moves.length];
            for (int i = 0; i < moves.length; i++) {
                Position q = p.play(moves[i]).withMoveNumber(1);
                Integer id = ids.get(q);
                if (id == null) {
                    id = nodes.size();
                    ids.put(q, id);
                    nodes.add(q);
                    todo.add(q);
                }
                next[i] = id;
            }
            succ.add(next);
        }
        int size = nodes.size();
        int[] label = new int[size];
        boolean[] known = new boolean[size];
        for (int i = 0; i < size; i++) {
            Position p = nodes.get(i);
            if (p.isGameOver()) {
                Side w = p.outcome().winner();
                label[i] = w == null ? 0 : w == p.sideToMove() ? 1 : -1;
                known[i] = true;
            }
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < size; i++) {
                if (known[i]) {
                    continue;
                }
                boolean allWin = true;
                for (int s : succ.get(i)) {
                    if (known[s] && label[s] == -1) {
                        label[i] = 1;
                        known[i] = true;
                        changed = true;
                        break;
                    }
                    allWin &= known[s] && label[s] == 1;
                }
                if (!known[i] && allWin) {
                    label[i] = -1;
                    known[i] = true;
                    changed = true;
                }
            }
        }
        return known[0] ? label[0] : 0;
    }
}
