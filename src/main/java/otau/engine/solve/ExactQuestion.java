package otau.engine.solve;

import java.util.List;
import otau.game.Board;
import otau.game.Position;

/**
 * One yes/no question ("can the attacker force the game to end at least {@code margin}
 * stones ahead?") answered exactly by some search, a slice of work at a time. Each
 * answer is {@link ProofTable#PROVEN}, {@link ProofTable#DISPROVEN} or
 * {@link ProofTable#UNKNOWN}; only finished games and tablebase entries ever prove anything.
 */
interface ExactQuestion {
    /** Searches one more slice (a deeper iteration, a bigger node budget) and says what the root is now. */
    int step();

    int attacker();

    /**
     * How far the proof seems (a proof number; smaller is nearer), to give the more
     * promising question more of the time; the same for every question when the search
     * cannot tell.
     */
    default int proofNumber() {
        return 1;
    }

    long nodes();

    /** A depth figure for progress: the iteration depth, or the deepest ply reached. */
    int depth();

    /**
     * A proof length that counts plies to a tablebase win rather than to the end of the game:
     * a table knows results, not distances, so a proof with such a leaf on its longest path has
     * a length of this much or more (plus the plies to that leaf). Real lengths stay below it
     * (a path is at most 1,000 plies).
     */
    int NO_DISTANCE = 1000;

    /** The length in plies of the proof found at the root (after a PROVEN); see {@link #NO_DISTANCE}. */
    int proofLength();

    /**
     * Whether {@link #proofLength()} bounds the win: the proof's leaves on its longest path are
     * finished games, so the attacker wins within that many plies against any defence.
     */
    default boolean heightBoundsTheWin() {
        return false;
    }

    /** A proof length read as plies to the end of the game or to the tablebase position on its longest path. */
    static int pliesShown(int length) {
        return length >= NO_DISTANCE ? length - NO_DISTANCE : length;
    }

    /** The attacker's proving moves and the defender's longest resistance, hole numbers. */
    List<Integer> line(int limit);

    /** The position the question is asked of. */
    Position root();

    /** PROVEN, DISPROVEN or UNKNOWN per root move (hole number minus one), -1 for an illegal move, as known now. */
    default int[] rootMoveStatus() {
        Board b = new Board(root());
        int[] status = new int[9];
        int mask = b.legalMoveMask();
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) == 0) {
                status[m] = -1;
                continue;
            }
            b.play(m);
            status[m] = known(b);
            b.undo();
        }
        return status;
    }

    /** What is known of {@code b} for this question without searching. */
    int known(Board b);

    /** The length in plies of {@code b}'s proof when this question's table holds it proved, else -1. */
    default int provedLength(Board b) {
        return -1;
    }
}
