package otau.ui.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import otau.game.Side;
import otau.game.record.RecordReader;

/** The rules of an interactive chapter: right, accepted and wrong moves, hints, Show and the summary. */
class LessonPlayerTest {
    /** White finds 65 (19 is refuted with a comment, 29 is marked good) and then 55. */
    private static final String LINE = """
            [Result "*"]

            {Find the plan} 1. 65(10) {The centre} (1. 19 {If you play 19, Black answers 98}) (1. 21(10) $1 {also good})
            1... 98 {Black hits back} 2. 55 {and White keeps the lead} *
            """;

    private LessonPlayer white() {
        return new LessonPlayer(RecordReader.readGame(LINE), Side.WHITE);
    }

    @Test
    void aWrongMoveGetsTheCoachsCommentForItsVariationAndARightOneIsAnswered() {
        LessonPlayer p = white();
        assertEquals("Find the plan", p.introduction());
        assertTrue(p.studentToMove());
        LessonPlayer.Answer wrong = p.play(1);
        assertEquals(LessonPlayer.Verdict.WRONG, wrong.verdict());
        assertEquals("If you play 19, Black answers 98", wrong.comment());
        LessonPlayer.Answer unknown = p.play(3);
        assertEquals(LessonPlayer.Verdict.WRONG, unknown.verdict());
        assertEquals("", unknown.comment(), "no variation: the panel says 'Not the move'");
        LessonPlayer.Answer right = p.play(6);
        assertEquals(LessonPlayer.Verdict.RIGHT, right.verdict());
        assertEquals("The centre", right.comment());
        assertEquals(9, p.reply().move().hole(), "the board answers with Black's 98");
        assertNull(p.reply(), "then it is the student's turn again");
        assertEquals(5, p.hint());
        assertEquals(LessonPlayer.Verdict.RIGHT, p.play(5).verdict());
        assertTrue(p.finished());
        assertEquals(new LessonSummary(0, 1, 1, 0), p.summary());
    }

    @Test
    void aVariationMarkedGoodIsAcceptedAndItsLineFollowed() {
        LessonPlayer p = white();
        LessonPlayer.Answer a = p.play(2);
        assertEquals(LessonPlayer.Verdict.RIGHT, a.verdict());
        assertEquals("also good", a.comment());
        assertTrue(p.finished(), "the variation ends there");
        assertEquals(new LessonSummary(1, 0, 0, 0), p.summary());
    }

    @Test
    void showPlaysTheMoveAndCountsIt() {
        LessonPlayer p = white();
        assertEquals(6, p.show().node().move().hole());
        p.reply();
        p.play(5);
        assertEquals(new LessonSummary(1, 0, 0, 1), p.summary());
        assertTrue(new LessonSummary(1, 0, 0, 1).moves() == 2);
    }

    @Test
    void theStudentOfBlackWaitsForWhitesFirstMove() {
        LessonPlayer p = new LessonPlayer(RecordReader.readGame(LINE), Side.BLACK);
        assertTrue(!p.studentToMove());
        assertEquals(6, p.reply().move().hole());
        assertTrue(p.studentToMove());
        assertEquals(9, p.expectedHole());
    }

    @Test
    void summariesSurviveTheirTextForm() {
        LessonSummary s = new LessonSummary(3, 1, 2, 0);
        assertEquals(s, LessonSummary.decode(s.encode()));
        assertNull(LessonSummary.decode("3 1 x 0"));
        assertNull(LessonSummary.decode("3 1"));
        assertNull(LessonSummary.decode("-1 0 0 0"));
    }
}
