package otau.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import otau.game.Position;
import otau.game.Side;

/** Lichess-style accuracy: per move from the chance lost, per player weighted and harmonic. */
class AccuracyTest {
    /** A game of {@code plies} moves where White's chance stays at {@code chance} except where a move loses. */
    private static ReviewResult game(int plies, double[] whiteLoss) {
        List<PositionAnalysis> positions = new ArrayList<>();
        List<MoveReview> moves = new ArrayList<>();
        Position p = Position.start();
        positions.add(PositionAnalysis.terminal(p));
        double white = 0.5;
        for (int i = 0; i < plies; i++) {
            Side mover = i % 2 == 0 ? Side.WHITE : Side.BLACK;
            double lost = whiteLoss[i];
            double before = mover == Side.WHITE ? white : 1 - white;
            double after = before - lost;
            white = mover == Side.WHITE ? after : 1 - after;
            MoveClass c = Thresholds.STANDARD.classify(0, lost, before);
            moves.add(new MoveReview(i + 1, mover, "", "", p, 1, 1, List.of(), List.of(), 0, before, after,
                    Accuracy.ofMove(lost), c, false, null));
            int centis = (int) Math.round(Math.log(white / (1 - white)) / WinChance.SLOPE);
            positions.add(new PositionAnalysis(p, null, centis, 0, List.of()));
        }
        return new ReviewResult(positions, moves);
    }

    @Test
    void perMoveAccuracyFollowsLichess() {
        assertEquals(100, Accuracy.ofMove(0), 1e-9);
        // Oracle, by hand (Lichess's constants): 10 points of chance lost give
        // 103.1668 * e^(-0.0435442 * 10) - 3.1669 + 1 = 103.1668 * 0.646979 - 2.1669 = 64.58.
        assertEquals(64.58, Accuracy.ofMove(0.10), 0.005);
        assertTrue(Accuracy.ofMove(0.30) < 30);
        assertEquals(0, Accuracy.ofMove(1), 1e-9);
        assertTrue(Accuracy.ofMove(0, 10, 100) < Accuracy.ofMove(0, 3, 100), "stones lost count too");
        assertEquals(Accuracy.ofMove(0.2), Accuracy.ofMove(0.2, 0, 100), 1e-12);
        assertTrue(Accuracy.ofMove(0, 5, 20) < Accuracy.ofMove(0, 5, 150),
                "the same stones cost more as the board empties");
    }

    @Test
    void fiveBlundersCannotScoreAboveNinetyHoweverLongTheGame() {
        double[] loss = new double[400];
        for (int ply : new int[] {2, 10, 20, 30, 50}) {
            loss[ply] = 0.26;
        }
        PlayerSummary w = game(400, loss).summary(Side.WHITE);
        assertEquals(5, w.blunders());
        assertTrue(w.accuracy() <= 90, "accuracy " + w.accuracy());
        assertEquals(90, Accuracy.ceiling(5), 1e-9);
        // Four blunders in the same long game are not held down by the ceiling.
        loss[50] = 0;
        assertTrue(game(400, loss).summary(Side.WHITE).accuracy() > 90);
    }

    @Test
    void aFewBlundersWeighMoreThanManySmallSlips() {
        double[] blunders = new double[60];
        double[] slips = new double[60];
        for (int i = 0; i < 60; i += 2) {
            slips[i] = 0.01;
        }
        blunders[10] = 0.3;
        blunders[30] = 0.3;
        double a = game(60, blunders).summary(Side.WHITE).accuracy();
        double b = game(60, slips).summary(Side.WHITE).accuracy();
        // By hand: a 30-point loss scores 103.1668 * e^(-1.30632) - 2.1669 = 103.1668 * 0.270814
        // - 2.1669 = 25.77, so the plain mean of 28 perfect moves and two such is
        // (2800 + 2 * 25.77) / 30 = 95.05.
        double plainMean = 95.05;
        assertTrue(a < plainMean, "weighted and harmonic means pull the blunders down: " + a + " vs " + plainMean);
        assertTrue(b > 94, "slips of one point: " + b);
    }

    @Test
    void volatileStretchesWeighMore() {
        List<Double> calm = new ArrayList<>();
        for (int i = 0; i <= 40; i++) {
            calm.add(i < 20 ? 0.5 : i % 2 == 0 ? 0.2 : 0.8);
        }
        List<Double> w = Accuracy.volatilityWeights(calm);
        assertEquals(40, w.size());
        assertEquals(0.5, w.get(5), 1e-9, "a flat stretch weighs the least");
        assertEquals(12, w.get(35), 1e-9, "a wild stretch is capped at 12");
    }
}
