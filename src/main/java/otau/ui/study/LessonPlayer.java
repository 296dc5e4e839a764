package otau.ui.study;

import java.util.ArrayList;
import java.util.List;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;

/**
 * The rules of an interactive chapter, kept apart from the board (plain Java): the
 * student plays {@code student}'s moves of the coach's main line. A right move (or one of
 * the coach's variations marked ! or !!, whose line is then followed) is answered by the
 * next move of the line; a wrong move is judged with the coach's comment for its variation
 * when there is one. The coach's tree is only read.
 */
final class LessonPlayer {
    /** What one try of the student gave. */
    enum Verdict { RIGHT, WRONG, FINISHED }

    /**
     * @param verdict the judgement
     * @param node    the coach's node of the move tried, when the tree has it (a right move, or a
     *                wrong move the coach wrote a variation for); else null
     * @param comment the coach's words for it, or empty
     */
    record Answer(Verdict verdict, RecordNode node, String comment) {
    }

    private final GameRecord chapter;
    private final Side student;
    private RecordNode at;
    private final List<LessonOutcome> outcomes = new ArrayList<>();
    private boolean wrongTried;
    private boolean hinted;

    LessonPlayer(GameRecord chapter, Side student) {
        this.chapter = chapter;
        this.student = student;
        this.at = chapter.root();
    }

    Side student() {
        return student;
    }

    Position startPosition() {
        return chapter.start();
    }

    /** The coach's node the lesson stands at. */
    RecordNode at() {
        return at;
    }

    /** The coach's words before the first move (the chapter's introduction). */
    String introduction() {
        return chapter.root().comment();
    }

    /** True when it is the student's turn and the line goes on. */
    boolean studentToMove() {
        return at.mainChild() != null && at.position().sideToMove() == student;
    }

    boolean finished() {
        return at.mainChild() == null;
    }

    /** The reply the board plays now (the other side's next move of the line), or null when it is the student's turn. */
    RecordNode reply() {
        if (finished() || at.position().sideToMove() == student) {
            return null;
        }
        at = at.mainChild();
        return at;
    }

    /** The hole the student should play now, or 0 when it is not the student's turn. */
    int expectedHole() {
        return studentToMove() ? at.mainChild().move().hole() : 0;
    }

    /** Judges the student's move {@code hole}. */
    Answer play(int hole) {
        if (!studentToMove()) {
            return new Answer(Verdict.FINISHED, null, "");
        }
        RecordNode main = at.mainChild();
        RecordNode tried = null;
        for (RecordNode c : at.children()) {
            if (c.move().hole() == hole) {
                tried = c;
            }
        }
        if (tried == main || tried != null && marksGood(tried)) {
            outcomes.add(hinted ? LessonOutcome.WITH_HINT : wrongTried ? LessonOutcome.AFTER_RETRY
                    : LessonOutcome.FIRST_TIME);
            reset();
            at = tried;
            return new Answer(Verdict.RIGHT, tried, comment(tried));
        }
        wrongTried = true;
        return new Answer(Verdict.WRONG, tried, tried == null ? "" : variationComment(tried));
    }

    /** The hint: the hole to ring. It counts: a move found after it is "with a hint". */
    int hint() {
        int hole = expectedHole();
        if (hole != 0) {
            hinted = true;
        }
        return hole;
    }

    /** Shows the move: it is played for the student and counted as shown. */
    Answer show() {
        if (!studentToMove()) {
            return new Answer(Verdict.FINISHED, null, "");
        }
        outcomes.add(LessonOutcome.SHOWN);
        reset();
        at = at.mainChild();
        return new Answer(Verdict.RIGHT, at, comment(at));
    }

    List<LessonOutcome> outcomes() {
        return List.copyOf(outcomes);
    }

    LessonSummary summary() {
        return LessonSummary.of(outcomes);
    }

    private void reset() {
        wrongTried = false;
        hinted = false;
    }

    /** ! (NAG 1) and !! (NAG 3): a variation the coach accepts as well. */
    private static boolean marksGood(RecordNode n) {
        return n.nags().contains(1) || n.nags().contains(3);
    }

    private static String comment(RecordNode n) {
        return n.comment() == null ? "" : n.comment().strip();
    }

    /** The coach's words for a wrong move: on the move itself, before it, or on the answer to it. */
    private static String variationComment(RecordNode n) {
        String c = comment(n);
        if (c.isEmpty() && n.startingComment() != null) {
            c = n.startingComment().strip();
        }
        if (c.isEmpty() && n.mainChild() != null) {
            c = comment(n.mainChild());
        }
        return c;
    }
}
