package otau.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import otau.game.Position;
import otau.game.record.Evaluation;
import otau.game.record.GameRecord;
import otau.game.record.RecordReader;

/** Counting the opening theory from games, and when its results overrule the engine. */
class OpeningTheoryTest {
    /** {@code n} games of the given moves (holes) and result. */
    private static List<GameRecord> games(int n, String result, int... holes) {
        StringBuilder moves = new StringBuilder();
        Position p = Position.start();
        for (int i = 0; i < holes.length; i++) {
            p = p.play(holes[i]);
            moves.append(i % 2 == 0 ? (i / 2 + 1) + ". " : "").append(p.lastMove().notation()).append(' ');
        }
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < n; i++) {
            text.append("[Result \"").append(result).append("\"]\n\n").append(moves).append(result)
                    .append("\n\n");
        }
        List<GameRecord> games = RecordReader.read(text.toString(), "test").games();
        assertEquals(n, games.size());
        return games;
    }

    /** 1. 7 is played in 60 games (White: 30 wins, 30 losses), 1. 8 in 30 (White: 10 wins, 20 losses). */
    private static OpeningTheory table() {
        List<GameRecord> all = new ArrayList<>();
        all.addAll(games(30, "1-0", 7, 9));
        all.addAll(games(30, "0-1", 7, 9));
        all.addAll(games(10, "1-0", 8, 9));
        all.addAll(games(20, "0-1", 8, 9));
        all.addAll(games(3, "*", 9));
        OpeningTheoryBuilder b = new OpeningTheoryBuilder();
        b.add(all, 20, g -> true);
        assertEquals(90, b.games());
        assertEquals(3, b.skipped(), "games without a result are not counted");
        return b.build(OpeningTheory.MIN_GAMES);
    }

    @Test
    void countsEveryMoveOfThePositionsEnoughGamesReached() {
        OpeningTheory t = table();
        List<OpeningTheory.Line> start = t.lines(Position.start());
        assertEquals(2, start.size());
        assertEquals(new OpeningTheory.Line(7, 60, 30, 0, 30), start.get(0));
        assertEquals(new OpeningTheory.Line(8, 30, 10, 0, 20), start.get(1));
        assertEquals(0.5, start.get(0).score(), 1e-12);
        // After 1. 7 Black answered 9 sixty times; after 1. 8 thirty times, also enough.
        Position after7 = Position.start().play(7);
        assertEquals(List.of(new OpeningTheory.Line(9, 60, 30, 0, 30)), t.lines(after7));
        assertEquals(3, t.size());
    }

    @Test
    void aMoveIsTheoryOnlyWhereItsResultsRefuteTheEnginesLoss() {
        OpeningTheory t = table();
        Position start = Position.start();
        // The position scores 40/90 = 0.444 for White. 1. 7 scored 0.50 over 60 games (error 0.065):
        // it refutes a loss of 0.10 (predicted 0.344 + 0.129 = 0.473 <= 0.50) ...
        assertNotNull(t.established(start, 7, 0.10));
        // ... but not a loss of 0.05 (predicted 0.394 + 0.129 = 0.523 > 0.50).
        assertNull(t.established(start, 7, 0.05));
        // 1. 8 scored 0.333 over 30 games: people lose with it too, so even a 0.15 loss stands.
        assertNull(t.established(start, 8, 0.15));
        // A move nobody played, and a position nobody reached, are not theory.
        assertNull(t.established(start, 3, 0.5));
        assertNull(t.established(start.play(3), 1, 0.5));
    }

    @Test
    void aMoveOfTooFewGamesIsNotTheory() {
        List<GameRecord> all = new ArrayList<>(games(60, "1-0", 7));
        all.addAll(games(OpeningTheory.MIN_GAMES - 1, "1-0", 8));
        OpeningTheoryBuilder b = new OpeningTheoryBuilder();
        b.add(all, 20, g -> true);
        OpeningTheory t = b.build(OpeningTheory.MIN_GAMES);
        assertNull(t.established(Position.start(), 8, 0.9), "19 won games are not enough");
        assertNotNull(t.established(Position.start(), 7, 0.2));
    }

    @Test
    void theTableReadsBackAsItWasWrittenAndABadRowIsNamed() throws IOException {
        OpeningTheory t = table();
        StringWriter out = new StringWriter();
        t.write(out, List.of("made by a test"));
        assertTrue(out.toString().startsWith("# made by a test\n"), out.toString());
        OpeningTheory back = OpeningTheory.read(new StringReader(out.toString()));
        assertEquals(t.size(), back.size());
        assertEquals(t.lines(Position.start()), back.lines(Position.start()));
        String bad = out.toString().replaceFirst("\t60\t30\t0\t30", "\t60\t30\t0\t31");
        IOException e = assertThrows(IOException.class, () -> OpeningTheory.read(new StringReader(bad)));
        assertTrue(e.getMessage().startsWith("line 3: hole 7: 60 games but 30 wins, 0 draws and 31 losses"),
                e.getMessage());
        IOException f = assertThrows(IOException.class, () -> OpeningTheory.read(new StringReader("1,2,3\t7\n")));
        assertTrue(f.getMessage().startsWith("line 1: expected 6 tab-separated fields"), f.getMessage());
    }

    @Test
    void theReviewLeavesATheoryMoveUnmarkedAndSaysWhy() {
        OpeningTheory t = table();
        Position start = Position.start();
        Position after = start.play(7);
        // The engine says 1. 7 loses 8 stones against 1. 1.
        PositionAnalyser engine = (p, cancelled) -> p.equals(start)
                ? PositionAnalysis.of(p, Evaluation.ofCentiStones(0, 12), 1)
                : PositionAnalysis.of(p, Evaluation.ofCentiStones(-800, 12), 9);
        List<Position> line = List.of(start, after);
        MoveReview marked = new GameReviewer(engine, Thresholds.STANDARD).review(line, (a, x) -> { }).moves().get(0);
        assertEquals(MoveClass.INACCURACY, marked.moveClass());
        assertNull(marked.theory());
        MoveReview theory = new GameReviewer(engine, Thresholds.STANDARD).withTheory(t)
                .review(line, (a, x) -> { }).moves().get(0);
        assertEquals(MoveClass.GOOD, theory.moveClass());
        assertTrue(theory.isTheory());
        assertEquals(60, theory.theory().games());
        assertEquals(8.0, theory.stonesLost(), 1e-9, "the engine's view is kept");
        assertEquals(1, theory.bestMove());
        assertEquals(100, theory.accuracy(), 1e-9, "theory costs no accuracy");
        assertTrue(marked.accuracy() < 95);
        ReviewResult r = new GameReviewer(engine, Thresholds.STANDARD).withTheory(t).review(line, (a, x) -> { });
        assertEquals(List.of(), CriticalMoments.find(r, 5), "theory is no turning point");
    }
}
