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

    public PlayerSummary summary(Side side) {
        int n = 0;
        double sum = 0;
        int[] counts = new int[MoveClass.values().length];
        for (MoveReview m : moves) {
            if (m.mover() == side) {
                n++;
                sum += m.accuracy();
                counts[m.moveClass().ordinal()]++;
            }
        }
        return new PlayerSummary(side, n, n == 0 ? 100 : sum / n, counts[MoveClass.INACCURACY.ordinal()],
                counts[MoveClass.MISTAKE.ordinal()], counts[MoveClass.BLUNDER.ordinal()]);
    }
}
