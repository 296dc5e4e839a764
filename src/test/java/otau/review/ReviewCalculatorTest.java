package otau.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.Evaluation;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;
import otau.game.record.RecordWriter;

/** Review verdicts from known evaluations: the engine is replaced by a table of scores. */
class ReviewCalculatorTest {
    /** Plays {@code moves} from the start; returns the start and every position after. */
    private static List<Position> line(int... moves) {
        List<Position> out = new ArrayList<>();
        Position p = Position.start();
        out.add(p);
        for (int m : moves) {
            p = p.play(m);
            out.add(p);
        }
        return out;
    }

    /** An analyser answering from a table: White-view centi-stones and best move per ply. */
    private static PositionAnalyser table(List<Position> line, int[] whiteCentis, int[] best) {
        Map<Position, Integer> index = new HashMap<>();
        for (int i = 0; i < line.size(); i++) {
            index.put(line.get(i), i);
        }
        return (p, cancelled) -> {
            int i = index.get(p);
            return PositionAnalysis.of(p, Evaluation.ofCentiStones(whiteCentis[i], 10), best[i]);
        };
    }

    @Test
    void classesFollowTheStonesLostFromTheMoversSide() {
        List<Position> line = line(6, 6, 1, 2);
        // ply:             0    1    2    3     4
        int[] white = {   50,  20, 620, -580, -530};
        int[] best = {     7,   5,   9,    4,    1};
        ReviewResult r = new GameReviewer(table(line, white, best), Thresholds.STANDARD).review(line, (a, t) -> { });
        List<MoveReview> m = r.moves();
        // Oracle, by hand: with many stones in play a stone decides less than late in the game.
        // The classes begin at 3, 6 and 10 stones times 0.000953 * (inPlay + 79.7) / 0.1251: with
        // 162 in play (1.8412) at 5.52, 11.05 and 18.41; with 152 (after 1. 6 took 10; 1.7651) at
        // 5.30, 10.59 and 17.65; with 142 (after 1... 6 took 10; 1.6889) at 5.07, 10.13 and 16.89.
        // White 6 (best 7): 0.50 -> 0.20: 0.3 stones lost, good.
        assertEquals(0.3, m.get(0).stonesLost(), 1e-9);
        assertEquals(MoveClass.GOOD, m.get(0).moveClass());
        // Black 6 (best 5): for Black -0.20 -> -6.20: 6 stones, an inaccuracy.
        assertEquals(6.0, m.get(1).stonesLost(), 1e-9);
        assertEquals(MoveClass.INACCURACY, m.get(1).moveClass());
        assertEquals(Side.BLACK, m.get(1).mover());
        assertEquals("1...", m.get(1).label());
        // White 1 (best 9): 6.20 -> -5.80: 12 stones, a mistake.
        assertEquals(12.0, m.get(2).stonesLost(), 1e-9);
        assertEquals(MoveClass.MISTAKE, m.get(2).moveClass());
        // Black 2 (best 4): for Black 5.80 -> 5.30: 0.5 stones.
        assertEquals(MoveClass.GOOD, m.get(3).moveClass());
    }

    @Test
    void stoneThresholdsFollowThePhaseOfTheGame() {
        Thresholds t = Thresholds.STANDARD;
        // Oracle: the fitted constants by hand. The stone thresholds are scaled by
        // SLOPE / (PHASE_SCALE / (inPlay + PHASE_OFFSET)) = 0.000953 * (inPlay + 79.7) / 0.1251.
        // With 52 stones in play: 0.000953 * 131.7 / 0.1251 = 1.0033, so 3.01 and 10.03 stones.
        assertEquals(3.01, t.atPhase(52).inaccuracyStones(), 0.005);
        assertEquals(10.03, t.atPhase(52).blunderStones(), 0.005);
        // At the start a lead converts less surely: with 160 in play 0.000953 * 239.7 / 0.1251
        // = 1.8260, so 5.48, 10.96 and 18.26 stones.
        Thresholds opening = t.atPhase(160);
        assertEquals(5.48, opening.inaccuracyStones(), 0.005);
        assertEquals(10.96, opening.mistakeStones(), 0.005);
        assertEquals(18.26, opening.blunderStones(), 0.005);
        assertEquals(MoveClass.GOOD, opening.classify(4, 0.01, 0.5));
        // With 20 in play: 0.000953 * 99.7 / 0.1251 = 0.7595: 2.28 and 4.56 stones, so 4 stones
        // is an inaccuracy there.
        assertEquals(MoveClass.INACCURACY, t.atPhase(20).classify(4, 0.01, 0.5), "4 stones in an endgame count");
        assertEquals(0.14, opening.mistakeChance(), 1e-12, "chance thresholds do not move");
        // The chances the review compares are read on the same phase-aware curve:
        // 1 / (1 + e^(-0.1251 / (150 + 79.7) * 500)) = 1 / (1 + e^-0.27231) = 0.5677 with 150 in play,
        // 1 / (1 + e^(-0.1251 / (20 + 79.7) * 500)) = 1 / (1 + e^-0.62738) = 0.6519 with 20.
        assertEquals(0.5677, WinChance.white(500, 150), 5e-5);
        assertEquals(0.6519, WinChance.white(500, 20), 5e-5);
        assertEquals(0.5, WinChance.white(0, 150), 1e-12);
    }

    @Test
    void nextToAForcedWinOnlyTheWinningChanceCounts() {
        List<Position> line = line(6, 6);
        // White has a forced win at ply 0, plays another move and keeps +60 stones (a 96 % chance
        // this early).
        PositionAnalyser analyser = (p, cancelled) -> p.equals(line.get(0))
                ? PositionAnalysis.of(p, Evaluation.ofMate(5, 10), 7)
                : PositionAnalysis.of(p, Evaluation.ofCentiStones(6000, 10), 1);
        ReviewResult r = new GameReviewer(analyser, Thresholds.STANDARD).review(line, (a, t) -> { });
        assertEquals(0.0, r.moves().get(0).stonesLost(), 1e-9);
        assertEquals(MoveClass.GOOD, r.moves().get(0).moveClass());
    }

    @Test
    void theBestMoveLosesNothingWhateverTheNoiseAndAForcedLossIsABlunder() {
        List<Position> line = line(7, 5);
        int[] best = {7, 9, 1};
        PositionAnalyser a = (p, c) -> {
            int i = line.indexOf(p);
            return i == 2 ? PositionAnalysis.of(p, Evaluation.ofMate(-4, 12), 1)
                    : PositionAnalysis.of(p, Evaluation.ofCentiStones(i == 0 ? 100 : -200, 12), best[i]);
        };
        ReviewResult r = new GameReviewer(a, Thresholds.STANDARD).review(line, (x, t) -> { });
        assertEquals(0, r.moves().get(0).stonesLost(), "7 was the engine's move");
        assertEquals(100, r.moves().get(0).accuracy(), 1e-3);
        // Black played 5 instead of 9 from +2.00 for Black into a forced loss... for White (mate -4 = Black wins).
        assertEquals(MoveClass.GOOD, r.moves().get(1).moveClass(), "mate for Black is good for Black");
        List<Position> line2 = line(7, 5);
        PositionAnalyser b = (p, c) -> {
            int i = line2.indexOf(p);
            return i == 2 ? PositionAnalysis.of(p, Evaluation.ofMate(4, 12), 1)
                    : PositionAnalysis.of(p, Evaluation.ofCentiStones(i == 0 ? 100 : -200, 12), best[i]);
        };
        MoveReview blunder = new GameReviewer(b, Thresholds.STANDARD).review(line2, (x, t) -> { }).moves().get(1);
        assertEquals(MoveClass.BLUNDER, blunder.moveClass());
        assertTrue(blunder.chanceLost() > 0.5);
        assertTrue(blunder.accuracy() < 10);
    }

    @Test
    void aBigDropInWinningChanceCountsNearABalancedPosition() {
        Thresholds t = Thresholds.STANDARD;
        // Oracle: the whole-game curve by hand, 1 / (1 + e^(-0.000953 * centis)).
        // 18 stones from +8 to -10: 1 / (1 + e^-0.7624) = 0.6819 and 1 / (1 + e^0.953) = 0.2783,
        // a drop of 0.4036: both scales say blunder.
        assertEquals(0.6819, WinChance.white(800), 5e-5);
        assertEquals(0.2783, WinChance.white(-1000), 5e-5);
        assertEquals(MoveClass.BLUNDER, t.classify(18, 0.4036, 0.6819));
        // A three-stone loss at balance costs 0.5 - 1 / (1 + e^0.2859) = 0.5 - 0.4290 = 0.0710:
        // the curve's steepest part.
        assertEquals(0.0710, WinChance.white(0) - WinChance.white(-300), 5e-5);
        // Below the search's noise nothing is marked, whatever the position: 2.9 stones cost
        // 0.5 - 1 / (1 + e^0.27637) = 0.0687 < 0.07, and 3.1 stones 0.0733 and pass 3 stones.
        assertEquals(MoveClass.GOOD, t.classify(2.9, 0.0687, 0.5));
        assertEquals(MoveClass.INACCURACY, t.classify(3.1, 0.0733, 0.5));
    }

    @Test
    void aSixtyStoneLeadWithEveryStoneStillInPlayIsNotYetDecided() {
        // White is 60 stones up at the start (162 stones in play) and plays a move that keeps 5.
        List<Position> line = line(6, 6);
        int[] white = {6000, 500, 500};
        int[] best = {7, 5, 1};
        MoveReview m = new GameReviewer(table(line, white, best), Thresholds.STANDARD)
                .review(line, (a, x) -> { }).moves().get(0);
        assertEquals(55.0, m.stonesLost(), 1e-9);
        // Oracle: the phase-aware curve by hand; its slope with 162 in play is
        // 0.1251 / (162 + 79.7) = 0.00051758. +60: 1 / (1 + e^-3.10551) = 0.95712, not above
        // 0.97, so the game is not decided yet; +5: 1 / (1 + e^-0.25879) = 0.56434. The chance
        // lost is 0.39278, past 0.25: a blunder by either scale.
        assertEquals(0.95712, m.chanceBefore(), 5e-6);
        assertEquals(0.39278, m.chanceLost(), 5e-6);
        assertEquals(MoveClass.BLUNDER, m.moveClass());
    }

    @Test
    void inADecidedGameStonesDoNotMakeABlunder() {
        // Twenty stones in the holes (ten a side), White 71, Black 71, White to move.
        Position endgame = Fen.read("2,2,2,2,2,0,0,0,0/2,2,2,2,2,0,0,0,0 71 71 w 60");
        assertEquals(20, WinChance.inPlay(endgame));
        List<Position> line = List.of(endgame, endgame.play(1));
        // White is 60 stones up, plays 1 instead of 5 and keeps 40: 20 stones fewer, still won.
        int[] white = {6000, 4000};
        int[] best = {5, 1};
        MoveReview m = new GameReviewer(table(line, white, best), Thresholds.STANDARD)
                .review(line, (a, x) -> { }).moves().get(0);
        assertEquals(20.0, m.stonesLost(), 1e-9);
        // Oracle: by hand, the slope with 20 in play is 0.1251 / 99.7 = 0.0012548; +60:
        // 1 / (1 + e^-7.5286) = 0.99946 (decided: above 0.97), +40: 1 / (1 + e^-5.0191) = 0.99343.
        // The chance lost, 0.00603, is no class at all; 20 stones alone would be a blunder
        // (the blunder threshold there is 10 * 0.7595 = 7.6 stones).
        assertEquals(0.99946, m.chanceBefore(), 5e-6);
        assertEquals(0.00603, m.chanceLost(), 5e-6);
        assertEquals(MoveClass.GOOD, m.moveClass(), "only the chance counts");
        // From +40 to +36.9 on the whole-game curve: 1 / (1 + e^-3.812) = 0.97837 (decided) and
        // 1 / (1 + e^-3.51657) = 0.97116: 0.0072 of chance, a good move, not a ?!, though 3.1
        // stones make an inaccuracy where the game is still open.
        assertEquals(MoveClass.GOOD, Thresholds.STANDARD.classify(3.1, 0.0072, 0.97837));
        assertEquals(MoveClass.INACCURACY, Thresholds.STANDARD.classify(3.1, 0.0072, 0.96));
    }

    @Test
    void accuracyAndCountsPerPlayer() {
        List<Position> line = line(6, 6, 1, 2);
        int[] white = {0, 0, 2200, -100, -100};
        int[] best = {6, 6, 9, 2, 2};
        ReviewResult r = new GameReviewer(table(line, white, best), Thresholds.STANDARD).review(line, (a, t) -> { });
        PlayerSummary w = r.summary(Side.WHITE);
        PlayerSummary b = r.summary(Side.BLACK);
        assertEquals(2, w.moves());
        assertEquals(1, w.blunders(), "23 stones lost by 2. 1");
        assertEquals(0, b.blunders() + b.mistakes() + b.inaccuracies());
        double blunder = r.moves().get(2).accuracy();
        assertEquals(MoveClass.BLUNDER, r.moves().get(2).moveClass());
        // Oracle, by hand: 1. 6 and 1... 6 each capture 10, so 142 stones are in play at 2. 1;
        // the slope there is 0.1251 / 221.7 = 0.00056428. +22: 1 / (1 + e^-1.24141) = 0.77581,
        // -1: 1 / (1 + e^0.05643) = 0.48590, so 0.28991 of chance is lost (23 stones at balance
        // would cost less, 0.5 - 1 / (1 + e^1.29783) = 0.28547). Accuracy:
        // 103.1668 * e^(-0.0435442 * 28.991) - 3.1669 + 1 = 103.1668 * 0.282977 - 2.1669 = 27.03.
        assertEquals(142, WinChance.inPlay(line.get(2)));
        assertEquals(0.28991, r.moves().get(2).chanceLost(), 5e-6);
        assertEquals(27.03, blunder, 0.005);
        assertTrue(w.accuracy() < (100 + blunder) / 2 + 1e-9, "the harmonic mean pulls below the plain mean");
        assertTrue(w.accuracy() > blunder);
        assertEquals(100, b.accuracy(), 1e-3);
    }

    @Test
    void theRecordGetsEvaluationsAndGlyphsAndHandGlyphsStay() {
        List<Position> line = line(6, 6, 1);
        int[] white = {0, 0, 2200, -100};
        int[] best = {6, 6, 9, 2};
        ReviewResult r = new GameReviewer(table(line, white, best), Thresholds.STANDARD).review(line, (a, t) -> { });
        GameRecord g = GameRecord.newGame();
        RecordNode n = g.root().addChild(6).addChild(6);
        n.nags().add(2);
        n.addChild(1).nags().add(3);
        RecordAnnotator.annotate(g, r);
        String text = RecordWriter.write(g);
        assertTrue(text.contains("[%eval 22.00,10]"), text);
        assertEquals(List.of(), g.mainLine().get(1).nags(), "an old review's ? goes when the move is fine");
        assertEquals(List.of(3), g.mainLine().get(2).nags(), "the annotator's !! is kept and no ?? added");
        assertEquals(List.of(4, 7), RecordAnnotator.glyphs(List.of(7, 6), MoveClass.BLUNDER));
    }

    @Test
    void aReviewCanBeCancelledBetweenPositions() {
        List<Position> line = line(6, 6);
        int[] white = {0, 0, 0};
        int[] best = {6, 6, 1};
        int[] calls = new int[1];
        GameReviewer reviewer = new GameReviewer(table(line, white, best), Thresholds.STANDARD);
        assertThrows(CancellationException.class, () -> reviewer.review(line, new GameReviewer.Progress() {
            @Override
            public void done(int analysed, int total) {
                calls[0] = analysed;
            }

            @Override
            public boolean isCancelled() {
                return calls[0] >= 1;
            }
        }));
        assertEquals(1, calls[0]);
    }
}
