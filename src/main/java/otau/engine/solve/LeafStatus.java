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

    /** @param tablebase used only for a plain win (margin 1) in a real 162-stone game; may be null */
    LeafStatus(int attacker, int margin, Tablebase tablebase, int totalStones) {
        this.attacker = attacker;
        this.margin = margin;
        // The table's thresholds are those of a plain win with 162 stones.
        this.tablebase = margin == 1 && totalStones == Board.TOTAL_STONES ? tablebase : null;
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
}
