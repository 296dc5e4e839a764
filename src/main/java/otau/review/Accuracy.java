package otau.review;

import java.util.ArrayList;
import java.util.List;
import otau.game.Side;

/**
 * Accuracy as Lichess computes it, on Otau's fitted (phase-aware) winning chance.
 *
 * <p>Per move: {@code 103.1668 · e^(−0.04354 · d) − 3.1669 + 1}, where d is the winning
 * chance lost in percent points (0 for the engine's move), clamped to 0..100 (the +1 is
 * Lichess's allowance for the engine's own uncertainty). In this game the stones still
 * count once the result is all but settled (a lost game goes on until someone has 82), so d
 * is the larger of the chance lost and what the stones lost would cost at balance at the same
 * point of the game ({@link #stoneChance}): a player throwing stones away in a lost position is not playing
 * accurately, even though the result was already gone.
 *
 * <p>Per player: the mean of two means of that player's move accuracies — one weighted by
 * how volatile the game was around each move (the standard deviation of White's winning
 * chance over a sliding window of plies, window = plies / 10 within 2..8, weight clamped to
 * 0.5..12), so that errors in sharp phases weigh more than those in a dead position, and the
 * harmonic mean, so that a few very bad moves pull the figure down (each move counted as at
 * least 1 %). On top, each blunder lowers the ceiling by {@value #CEILING_PER_BLUNDER}
 * points: five blunders cannot score above 90 %, however many quiet moves surround them.
 */
public final class Accuracy {
    static final double CEILING_PER_BLUNDER = 2;

    private Accuracy() {
    }

    /** One move's accuracy (0..100) from the winning chance lost (0..1). */
    public static double ofMove(double chanceLost) {
        double d = Math.max(0, chanceLost) * 100;
        double a = 103.1668100711649 * Math.exp(-0.04354415386753951 * d) - 3.166924740191411 + 1;
        return Math.max(0, Math.min(100, a));
    }

    /**
     * The winning chance that losing {@code stones} costs in a balanced position with
     * {@code inPlay} stones in the holes, 0..0.5.
     */
    public static double stoneChance(double stones, int inPlay) {
        return 0.5 - WinChance.white((int) Math.round(-100 * Math.max(0, stones)), inPlay);
    }

    /** One move's accuracy from the chance and the stones it lost (see the class comment). */
    public static double ofMove(double chanceLost, double stonesLost, int inPlay) {
        return ofMove(Math.max(chanceLost, stoneChance(stonesLost, inPlay)));
    }

    /** The highest accuracy a player with {@code blunders} blunders can get. */
    public static double ceiling(int blunders) {
        return Math.max(0, 100 - CEILING_PER_BLUNDER * blunders);
    }

    /**
     * The accuracy of {@code side} over the game, 0..100 (100 when it made no move).
     *
     * @param whiteChances White's winning chance (0..1) in each position, the start first
     */
    public static double ofGame(List<MoveReview> moves, List<Double> whiteChances, Side side) {
        if (whiteChances.size() != moves.size() + 1) {
            throw new IllegalArgumentException(whiteChances.size() + " chances for " + moves.size() + " moves");
        }
        List<Double> weights = volatilityWeights(whiteChances);
        double weighted = 0;
        double weightSum = 0;
        double inverseSum = 0;
        int n = 0;
        int blunders = 0;
        for (int i = 0; i < moves.size(); i++) {
            MoveReview m = moves.get(i);
            if (m.mover() != side) {
                continue;
            }
            n++;
            double a = m.accuracy();
            weighted += a * weights.get(i);
            weightSum += weights.get(i);
            inverseSum += 1 / Math.max(1, a);
            if (m.moveClass() == MoveClass.BLUNDER) {
                blunders++;
            }
        }
        if (n == 0) {
            return 100;
        }
        double mean = (weighted / weightSum + n / inverseSum) / 2;
        return Math.min(mean, ceiling(blunders));
    }

    /** One weight per move: the spread of the winning chance (in percent) in the window around it. */
    static List<Double> volatilityWeights(List<Double> whiteChances) {
        int moves = whiteChances.size() - 1;
        int window = Math.max(2, Math.min(8, moves / 10));
        window = Math.min(window, whiteChances.size());
        List<List<Double>> windows = new ArrayList<>();
        List<Double> first = whiteChances.subList(0, window);
        for (int i = 0; i < window - 2; i++) {
            windows.add(first);
        }
        for (int i = 0; i + window <= whiteChances.size(); i++) {
            windows.add(whiteChances.subList(i, i + window));
        }
        List<Double> weights = new ArrayList<>(moves);
        for (int i = 0; i < moves; i++) {
            List<Double> w = windows.get(Math.min(i, windows.size() - 1));
            weights.add(Math.max(0.5, Math.min(12, standardDeviation(w) * 100)));
        }
        return weights;
    }

    private static double standardDeviation(List<Double> xs) {
        double mean = xs.stream().mapToDouble(Double::doubleValue).average().orElse(0);
        double var = xs.stream().mapToDouble(x -> (x - mean) * (x - mean)).sum() / xs.size();
        return Math.sqrt(var);
    }
}
