package otau.engine.solve;

import java.util.ArrayList;
import java.util.List;
import otau.game.Board;
import otau.game.Position;

/**
 * The main line of a finished proof, read back from a search's table: the attacker's proved
 * move with the shortest proof, the defender's move with the longest resistance, and so on
 * until the game ends, a leaf decides, or the table has a gap. Both exact searches keep
 * proofs in tables of their own; this reads either through {@link Proofs}.
 */
final class ProofLine {
    /** What a search's table knows of a position. */
    interface Proofs {
        /** A leaf's status (the game over, a tablebase entry) for the question, or -1 when no leaf decides. */
        int leaf(Board b);

        /** The length of {@code b}'s proof when its table holds it proved, else -1. */
        int provedLength(Board b);
    }

    private ProofLine() {
    }

    /** The line from {@code root} for {@code attacker}, at most {@code limit} plies, hole numbers. */
    static List<Integer> of(Position root, int attacker, int limit, Proofs proofs) {
        Board b = new Board(root);
        List<Integer> line = new ArrayList<>();
        while (line.size() < limit && proofs.leaf(b) < 0 && proofs.provedLength(b) >= 0) {
            int move = choose(b, attacker, proofs);
            if (move < 0) {
                break;
            }
            b.play(move);
            line.add(move + 1);
        }
        return line;
    }

    /** The attacker's proved move with the shortest proof, or the defender's move with the longest; -1 if none. */
    private static int choose(Board b, int attacker, Proofs proofs) {
        boolean attacking = b.sideToMove() == attacker;
        int mask = b.legalMoveMask();
        int best = -1;
        int bestLength = attacking ? Integer.MAX_VALUE : -1;
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) == 0) {
                continue;
            }
            b.play(m);
            int leaf = proofs.leaf(b);
            int length = leaf >= 0 ? (leaf == ProofTable.PROVEN ? 0 : -1) : proofs.provedLength(b);
            length = length < 0 ? length : ExactQuestion.pliesShown(length); // to a table position as before
            b.undo();
            if (length >= 0 && (attacking ? length < bestLength : length > bestLength)) {
                best = m;
                bestLength = length;
            }
        }
        return best;
    }
}
