package otau.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import otau.engine.Limits;
import otau.engine.search.SearchEngine;
import otau.game.Position;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;
import otau.game.record.RecordReader;
import otau.game.record.RecordWriter;

/**
 * A short hand-written game with known errors, reviewed by the real engine: on move 2 Black
 * plays 12 instead of making a tuzdyk with 2... 22X (a blunder), and on move 4 Black plays 12
 * and leaves 4... 79(26), which takes 14 stones (a mistake this early, when a lead of 14
 * stones still converts less than seven times in ten).
 */
class GameReviewWithEngineTest {
    static final String GAME = """
            [Event "Review test"]
            [White "A"]
            [Black "B"]
            [Result "*"]

            1. 21(10) 65 2. 88 12 3. 89 23(12) 4. 45(22) 12 5. 57 71 *
            """;

    private static List<Position> line(GameRecord g) {
        List<Position> out = new ArrayList<>();
        out.add(g.start());
        for (RecordNode n : g.mainLine()) {
            out.add(n.position());
        }
        return out;
    }

    private static ReviewResult review(GameRecord g) {
        try (SearchEngine engine = new SearchEngine()) {
            return new GameReviewer(new EngineAnalyser(engine, Limits.depth(8)), Thresholds.STANDARD)
                    .review(line(g), (a, t) -> { });
        }
    }

    @Test
    void theBlunderGetsItsBestMoveStonesLostAndLine() {
        GameRecord g = RecordReader.readGame(GAME);
        ReviewResult r = review(g);
        MoveReview blunder = r.at(4);
        assertEquals("2...", blunder.label());
        assertEquals("12", blunder.notation());
        assertEquals(MoveClass.BLUNDER, blunder.moveClass());
        assertEquals(2, blunder.bestMove());
        assertEquals("22X", blunder.bestNotation());
        assertTrue(blunder.stonesLost() >= 20, "stones lost " + blunder.stonesLost());
        assertTrue(blunder.chanceLost() >= 0.25, "chance lost " + blunder.chanceLost());
        assertEquals(2, blunder.bestLine().get(0));
        assertTrue(blunder.bestLine().size() >= 4, "a line, not just a move: " + blunder.bestLine());
        assertTrue(ReviewText.mark(blunder).startsWith("2... 12??  blunder: "), ReviewText.mark(blunder));
        assertTrue(ReviewText.mark(blunder).contains("best 2... 22X, line 2... 22X 3. "), ReviewText.mark(blunder));
        assertTrue(r.summary(otau.game.Side.BLACK).accuracy() < r.summary(otau.game.Side.WHITE).accuracy());

        MoveReview mistake = r.at(8);
        assertEquals("4...", mistake.label());
        assertEquals(MoveClass.MISTAKE, mistake.moveClass());
        assertEquals("79(26)", mistake.bestNotation());
        assertTrue(mistake.stonesLost() >= 10, "stones lost " + mistake.stonesLost());

        List<CriticalMoment> moments = CriticalMoments.find(r, 3);
        CriticalMoment tuzdyk = moments.stream().filter(c -> c.move().ply() == 4).findFirst().orElseThrow();
        assertEquals(CriticalMoment.Reason.MISSED_TUZDYK, tuzdyk.reason());
        CriticalMoment capture = moments.stream().filter(c -> c.move().ply() == 8).findFirst().orElseThrow();
        assertEquals(CriticalMoment.Reason.MISSED_CAPTURE, capture.reason());
        assertEquals(14, capture.stones(), 1e-9);
        assertTrue(capture.text().startsWith("4... 12? misses 4... 79(26), which takes 14 stones"), capture.text());
    }

    @Test
    void theBetterLineGoesIntoTheRecordAsAVariationWithItsEvaluation() {
        GameRecord g = RecordReader.readGame(GAME);
        ReviewResult r = review(g);
        RecordAnnotator.annotate(g, r, true);
        RecordNode before = g.mainLine().get(6);
        assertEquals(2, before.children().size(), "the game's move and the engine's");
        RecordNode variation = before.children().get(1);
        assertEquals(7, variation.move().hole());
        assertNotNull(variation.evaluation());
        assertEquals(r.positions().get(7).evaluation(), variation.evaluation());
        String text = RecordWriter.write(g);
        assertTrue(text.contains("4... 12 $2"), text);
        assertTrue(text.contains("(4... 79(26) {[%eval "), text);
        // Read back, the variation is there and the main line is unchanged.
        GameRecord again = RecordReader.readGame(text);
        assertEquals(g.mainLine().size(), again.mainLine().size());
        assertEquals(2, again.mainLine().get(6).children().size());
    }
}
