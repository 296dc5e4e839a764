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
        // With about 160 stones in play a stone decides less than late in the game: the classes
        // begin at 5.5, 11 and 18 stones (see stoneThresholdsFollowThePhaseOfTheGame).
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
        // Where the phase-aware curve is as steep as the whole-game one, the standard thresholds hold.
        int middle = (int) Math.round(otau.engine.WinCurve.PHASE_SCALE / WinChance.SLOPE
                - otau.engine.WinCurve.PHASE_OFFSET);
        assertEquals(3, t.atPhase(middle).inaccuracyStones(), 0.1);
        assertEquals(10, t.atPhase(middle).blunderStones(), 0.3);
        // At the start a lead converts less surely: more stones make the same class.
        Thresholds opening = t.atPhase(160);
        assertEquals(5.5, opening.inaccuracyStones(), 0.1);
        assertEquals(MoveClass.GOOD, opening.classify(4, 0.01, 0.5));
        assertEquals(MoveClass.INACCURACY, t.atPhase(20).classify(4, 0.01, 0.5), "4 stones in an endgame count");
        assertEquals(t.mistakeChance(), opening.mistakeChance(), 1e-12, "chance thresholds do not move");
        // The chances the review compares are read on the same phase-aware curve.
        assertTrue(WinChance.white(500, 150) < WinChance.white(500, 20));
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
        // 18 stones from +8 to -10: both scales say blunder.
        double drop = WinChance.white(800) - WinChance.white(-1000);
        assertTrue(drop >= t.blunderChance(), "drop " + drop);
        assertEquals(MoveClass.BLUNDER, t.classify(18, drop, WinChance.white(800)));
        // A three-stone loss at balance costs about 7 points of chance: the curve's steepest part.
        assertEquals(0.07, WinChance.white(0) - WinChance.white(-300), 0.005);
        // Below the search's noise nothing is marked, whatever the position.
        double small = WinChance.white(0) - WinChance.white(-290);
        assertEquals(MoveClass.GOOD, t.classify(2.9, small, 0.5));
        assertEquals(MoveClass.INACCURACY, t.classify(3.1, WinChance.white(0) - WinChance.white(-310), 0.5));
    }

    @Test
    void inADecidedGameStonesDoNotMakeABlunder() {
        // White is 60 stones up and plays a move that keeps 5 stones: 55 stones fewer, still won.
        List<Position> line = line(6, 6);
        int[] white = {6000, 500, 500};
        int[] best = {7, 5, 1};
        MoveReview m = new GameReviewer(table(line, white, best), Thresholds.STANDARD)
                .review(line, (a, x) -> { }).moves().get(0);
        assertEquals(55.0, m.stonesLost(), 1e-9);
        int inPlay = WinChance.inPlay(line.get(0));
        double lost = WinChance.white(6000, inPlay) - WinChance.white(500, inPlay);
        assertEquals(lost, m.chanceLost(), 1e-9);
        assertEquals(Thresholds.STANDARD.byChance(lost), m.moveClass(), "only the chance counts");
        assertTrue(m.moveClass() != MoveClass.BLUNDER || lost >= 0.25);
        // From +40 to +37.1 the chance moves by less than a point: a good move, not a ?!.
        MoveClass quiet = Thresholds.STANDARD.classify(2.9, WinChance.white(4000) - WinChance.white(3710),
                WinChance.white(4000));
        assertEquals(MoveClass.GOOD, quiet);
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
