package otau.review;

import java.util.List;
import otau.game.Side;

/**
 * A finished review: the analysis of every main-line position (the start first) and the
 * verdict on every move.
 */
public record ReviewResult(List<PositionAnalysis> positions, List<MoveReview> moves) {
    public ReviewResult {
        positions = List.copyOf(positions);
        moves = List.copyOf(moves);
        if (positions.size() != moves.size() + 1) {
            throw new IllegalArgumentException(positions.size() + " positions for " + moves.size() + " moves");
        }
    }

    /** White's winning chance in each position, the start first. */
    public List<Double> whiteChances() {
        return positions.stream().map(p -> WinChance.white(p.whiteCentis(), WinChance.inPlay(p.position()))).toList();
    }

    public PlayerSummary summary(Side side) {
        int n = 0;
        int[] counts = new int[MoveClass.values().length];
        for (MoveReview m : moves) {
            if (m.mover() == side) {
                n++;
                counts[m.moveClass().ordinal()]++;
            }
        }
        return new PlayerSummary(side, n, Accuracy.ofGame(moves, whiteChances(), side),
                counts[MoveClass.INACCURACY.ordinal()], counts[MoveClass.MISTAKE.ordinal()],
                counts[MoveClass.BLUNDER.ordinal()]);
    }

    /** The moves marked ?!, ? or ??, in order. */
    public List<MoveReview> marked() {
        return moves.stream().filter(m -> m.moveClass().isError()).toList();
    }

    /** The verdict on the move at {@code ply} (1 = the first move), or null. */
    public MoveReview at(int ply) {
        return ply >= 1 && ply <= moves.size() ? moves.get(ply - 1) : null;
    }
}
