package otau.engine.solve;

import otau.engine.egtb.Tablebase;
import otau.game.Board;

/**
 * What one question knows of a position without searching it: a finished game, a goal out
 * of reach even with every stone left, or a tablebase entry. Shared by both search methods
 * so that they decide leaves the same way.
 */
final class LeafStatus {
    private final int attacker;
    private final int margin;
    private final Tablebase tablebase;
    /** A plain win in a real game: the attacker wins the moment its store reaches 82. */
    private final boolean plainWin;

    /** @param tablebase used only for a plain win (margin 1) in a real 162-stone game; may be null */
    LeafStatus(int attacker, int margin, Tablebase tablebase, int totalStones) {
        this.attacker = attacker;
        this.margin = margin;
        this.plainWin = margin == 1 && totalStones == Board.TOTAL_STONES;
        // The table's thresholds are those of a plain win with 162 stones.
        this.tablebase = plainWin ? tablebase : null;
    }

    /** PROVEN, DISPROVEN, or -1 when only a search can tell. */
    int of(Board b) {
        if (b.isGameOver()) {
            int diff = b.finalStore(attacker) - b.finalStore(1 - attacker);
            return diff >= margin ? ProofTable.PROVEN : ProofTable.DISPROVEN;
        }
        int inHoles = b.stonesInHoles();
        if (b.store(attacker) + inHoles - b.store(1 - attacker) < margin) {
            return ProofTable.DISPROVEN; // even every stone left would not be enough
        }
        if (tablebase != null && inHoles <= tablebase.maxStones()) {
            int r = tablebase.result(b);
            if (r != Tablebase.NONE) {
                boolean attackerToMove = b.sideToMove() == attacker;
                return (attackerToMove ? r == 1 : r == -1) ? ProofTable.PROVEN : ProofTable.DISPROVEN;
            }
        }
        return -1;
    }

    /** Whether the tablebase decides leaves here (then a proved leaf need not be a finished game). */
    boolean usesTablebase() {
        return tablebase != null;
    }

    /**
     * The plies from {@code b} to the end of the game along a win at once by {@code move} (one),
     * or {@link ExactQuestion#NO_DISTANCE} plus one when it is won only by the tablebase's word.
     */
    int winAtOnceLength(Board b, int move) {
        if (tablebase == null) {
            return 1; // without a table only a finished game confirms a win at once
        }
        b.play(move);
        boolean over = b.isGameOver();
        b.undo();
        return over ? 1 : ExactQuestion.NO_DISTANCE + 1;
    }

    /** The plies from a proved leaf {@code b} to the end of the game: none, or unknown for a tablebase win. */
    static int leafLength(Board b) {
        return b.isGameOver() ? 0 : ExactQuestion.NO_DISTANCE;
    }

    /**
     * With the attacker to move: a move that wins at once, or -1. It wins by bringing its
     * store to 82, or by leaving the defender without stones (the game then ends and the
     * attacker takes what is on its own side). The store arithmetic ({@link Board#storeGain})
     * picks the candidates of the first kind; the second needs the defender's side empty but
     * for at most one hole, since a move empties at most the hole it captures. Every candidate
     * is played and confirmed by {@link #of}.
     */
    int winningMove(Board b) {
        if (!plainWin || b.sideToMove() != attacker) {
            return -1;
        }
        int need = Board.WINNING_STORE - b.store(attacker);
        boolean starving = occupiedHoles(b, 1 - attacker) <= 1;
        if (!starving && b.maxStoreGain() < need) {
            return -1; // most nodes: no move can bring enough, so none is tried
        }
        int mask = b.legalMoveMask();
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) != 0 && (starving || b.storeGain(m) >= need)) {
                b.play(m);
                int status = of(b);
                b.undo();
                if (status == ProofTable.PROVEN) {
                    return m;
                }
            }
        }
        return -1;
    }

    private static int occupiedHoles(Board b, int player) {
        int base = player * 9;
        int occupied = 0;
        for (int i = base; i < base + 9; i++) {
            if (b.hole(i) != 0) {
                occupied++;
            }
        }
        return occupied;
    }
}
