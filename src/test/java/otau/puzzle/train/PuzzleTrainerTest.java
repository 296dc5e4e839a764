package otau.puzzle.train;

import otau.testing.ManualClock;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.solve.StoreDifferenceSearch;

class PuzzleTrainerTest {
    /** Two puzzles found by the generator: Black wins stones with 2, then 9; Black takes 24 stones with 6. */
    static final String PUZZLES = """
            [FEN "9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 b 1"]
            [Id "p-combination"]
            [Theme "capture combination"]
            [Goal "gain 7"]
            [Rating "1280"]

            1... 22(10) 2. 54(22) 99(22) *

            [FEN "12,12,2,2,13,12,1,13,4/13,12,1,12,12,12,2,3,0 14 10 b 4"]
            [Id "p-easy"]
            [Theme "capture"]
            [Goal "gain 14"]
            [Rating "900"]

            4... 68(24) *
            """;

    static List<Puzzle> puzzles() {
        PuzzleCollection c = PuzzleCollection.parse(PUZZLES, "t", "t.pgn");
        assertEquals(List.of(), c.problems());
        return c.puzzles();
    }


    @Test
    void solvingMoveByMove() {
        Puzzle p = puzzles().get(0);
        PuzzleSession s = new PuzzleSession(p, new StoreDifferenceSearch(), 4);
        assertEquals(PuzzleSession.State.SOLVER_TO_MOVE, s.state());
        var illegal = assertInstanceOf(PuzzleSession.MoveResult.Illegal.class, s.play(5));
        assertEquals("Black's hole 5 is empty", illegal.reason().english());
        assertEquals("лунка 5 чёрных пуста", illegal.reason().in(java.util.Locale.forLanguageTag("ru")),
                "the trainer says it in the interface's language");
        assertEquals(PuzzleSession.State.SOLVER_TO_MOVE, s.state());
        var first = assertInstanceOf(PuzzleSession.MoveResult.Correct.class, s.play(2));
        assertEquals("22(10)", first.move().notation());
        assertEquals("54(22)", first.reply().notation());
        assertEquals(first.afterReply(), s.position());
        var last = assertInstanceOf(PuzzleSession.MoveResult.Solved.class, s.play(9));
        assertEquals("99(22)", last.move().notation());
        assertEquals(PuzzleSession.State.SOLVED, s.state());
        assertTrue(s.solvedCleanly());
        assertEquals(List.of(2, 5, 9), s.played());
    }

    @Test
    void aWrongMoveIsRefutedAndMayBeRetried() {
        Puzzle p = puzzles().get(0);
        PuzzleSession s = new PuzzleSession(p, new StoreDifferenceSearch(), 4);
        var wrong = assertInstanceOf(PuzzleSession.MoveResult.Wrong.class, s.play(1));
        assertEquals(PuzzleSession.State.WRONG, s.state());
        assertFalse(wrong.refutation().isEmpty());
        assertTrue(wrong.after().isLegal(wrong.refutation().get(0)), "the refutation starts with the opponent's move");
        assertThrows(IllegalStateException.class, () -> s.play(2));
        s.retry();
        assertEquals(p.start(), s.position());
        assertEquals(2, s.hint());
        assertInstanceOf(PuzzleSession.MoveResult.Correct.class, s.play(2));
        assertEquals(List.of(9), s.showSolution());
        assertEquals(PuzzleSession.State.SOLUTION_SHOWN, s.state());
        assertFalse(s.solvedCleanly());
    }

    /** Oracle: the puzzle's written one-move solution 4... 68(24); 4... 14X is not it. */
    @Test
    void aPuzzleSolvedAfterAWrongMoveAndARetryIsRecordedAsFailed() {
        Puzzle p = puzzles().get(1);
        PuzzleTrainer trainer = new PuzzleTrainer(new MemoryProgressStore(), Glicko2.standard(),
                new ManualClock("2025-01-01T10:00:00Z"));
        PuzzleSession s = new PuzzleSession(p, new StoreDifferenceSearch(), 4);
        assertInstanceOf(PuzzleSession.MoveResult.Wrong.class, s.play(1));
        s.retry();
        assertEquals(p.start(), s.position(), "the retry starts from the position before the mistake");
        assertInstanceOf(PuzzleSession.MoveResult.Solved.class, s.play(6));
        assertEquals(PuzzleSession.State.SOLVED, s.state());
        assertFalse(s.solvedCleanly());
        AttemptResult r = trainer.record(s);
        assertTrue(r.userRatingChange() < 0, "a miss lowers the rating");
        assertTrue(r.review().isPresent(), "and brings the puzzle back for review");
        assertFalse(trainer.history(1).get(0).solved(), "the history says failed");
    }

    @Test
    void anAlternativeFromTheVariationsIsAccepted() {
        Puzzle p = PuzzleCollection.parse("""
                [FEN "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w 1"]
                [Id "alt"]
                [Goal "gain 0"]

                1. 2 (1. 1) *
                """, "a", "a.pgn").puzzles().get(0);
        PuzzleSession s = new PuzzleSession(p, new StoreDifferenceSearch(), 2);
        assertInstanceOf(PuzzleSession.MoveResult.Solved.class, s.play(1));
    }

    @Test
    void ratingsMoveAndAFailedPuzzleComesBackFirst() {
        List<Puzzle> pool = puzzles();
        ManualClock clock = new ManualClock("2025-01-01T10:00:00Z");
        PuzzleTrainer trainer = new PuzzleTrainer(new MemoryProgressStore(), Glicko2.standard(), clock);
        PuzzleFilter all = PuzzleFilter.all();

        // The user starts at 1500: the closest puzzle is the 1280 one.
        Puzzle first = trainer.next(pool, all).orElseThrow();
        assertEquals("p-combination", first.id());
        PuzzleSession solved = new PuzzleSession(first, new StoreDifferenceSearch(), 4);
        solved.play(2);
        solved.play(9);
        AttemptResult win = trainer.record(solved);
        assertTrue(win.userRatingChange() > 0, "solving raises the user's rating");
        assertTrue(win.puzzleRating().rating() < 1280, "being solved lowers the puzzle's rating");
        assertEquals(1, trainer.user().streak());
        assertTrue(win.review().isEmpty());

        Puzzle second = trainer.next(pool, all).orElseThrow();
        assertEquals("p-easy", second.id());
        PuzzleSession failed = new PuzzleSession(second, new StoreDifferenceSearch(), 4);
        assertInstanceOf(PuzzleSession.MoveResult.Wrong.class, failed.play(1));
        failed.showSolution();
        AttemptResult loss = trainer.record(failed);
        assertTrue(loss.userRatingChange() < 0, "failing lowers the user's rating");
        assertEquals(0, trainer.user().streak());
        assertEquals(1, trainer.user().bestStreak());
        Review review = loss.review().orElseThrow();
        assertEquals(clock.instant().plus(Duration.ofDays(1)), review.due());

        clock.advance(Duration.ofDays(2));
        assertEquals("p-easy", trainer.next(pool, all).orElseThrow().id(), "the failed puzzle is due first");
        AttemptResult again = trainer.record(second, true);
        assertEquals(3, again.review().orElseThrow().intervalDays(), "a solved review comes back later");
        assertEquals(List.of("p-easy", "p-easy", "p-combination"),
                trainer.history(10).stream().map(Attempt::puzzleId).toList());
    }

    @Test
    void filtersByThemeAndDifficulty() {
        PuzzleTrainer trainer = new PuzzleTrainer(new MemoryProgressStore());
        assertEquals(List.of("p-combination"), trainer.select(puzzles(),
                new PuzzleFilter(Set.of("combination"), 0, 3000)).stream().map(Puzzle::id).toList());
        assertEquals(List.of("p-easy"), trainer.select(puzzles(),
                new PuzzleFilter(Set.of(), 800, 1000)).stream().map(Puzzle::id).toList());
        assertThrows(IllegalStateException.class,
                () -> trainer.record(new PuzzleSession(puzzles().get(0), new StoreDifferenceSearch(), 2)));
    }
}
