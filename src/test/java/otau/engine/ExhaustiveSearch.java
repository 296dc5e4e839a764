package otau.engine;

import otau.game.Board;
import otau.game.Position;

/**
 * Plain minimax over every move to a fixed depth, store difference at the leaves and exact
 * scores for finished games: the independent reference the engine's answers are checked against.
 */
final class ExhaustiveSearch {
    static final int WIN = 1_000_000;

    private ExhaustiveSearch() {
    }

    /** Scores of each hole 1..9 (index hole-1) for the side to move; Integer.MIN_VALUE for illegal holes. */
    static int[] scoreMoves(Position position, int depth) {
        Board b = new Board(position);
        int[] scores = new int[9];
        int mask = b.legalMoveMask();
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) == 0) {
                scores[m] = Integer.MIN_VALUE;
                continue;
            }
            b.play(m);
            scores[m] = -minimax(b, depth - 1, 1);
            b.undo();
        }
        return scores;
    }

    private static int minimax(Board b, int depth, int ply) {
        int mask = b.legalMoveMask();
        int me = b.sideToMove();
        if (mask == 0) {
            int mine = b.finalStore(me);
            int theirs = b.finalStore(1 - me);
            return mine > theirs ? WIN - ply : mine < theirs ? -(WIN - ply) : 0;
        }
        if (depth == 0) {
            return b.store(me) - b.store(1 - me);
        }
        int best = Integer.MIN_VALUE;
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) != 0) {
                b.play(m);
                best = Math.max(best, -minimax(b, depth - 1, ply + 1));
                b.undo();
            }
        }
        return best;
    }
}
