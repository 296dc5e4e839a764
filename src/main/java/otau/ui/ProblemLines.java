package otau.ui;

import otau.game.record.RecordProblem;
import otau.game.study.StudyProblem;
import otau.puzzle.PuzzleProblem;

/**
 * A game record's, a study's or a puzzle file's problem as the workbench says it, in the interface's language from where it
 * is to what is wrong: "club.pgn · game 3 · line 41 · move 12. '77': White's hole 7 is empty".
 * The rules core's {@link RecordProblem#toString()} says the same in English for the command line.
 */
public final class ProblemLines {
    private ProblemLines() {
    }

    public static String of(RecordProblem p) {
        String where;
        if (p.gameNumber() > 0) {
            where = I18n.get("problem.where", p.source(), p.gameNumber(), p.line());
        } else {
            // A byte not valid in the file's encoding belongs to no game; its column says where.
            where = I18n.get("problem.text", p.source(), p.line(), p.column());
        }
        return where + located(p.moveNumber(), p.token()) + ": " + I18n.say(p.what());
    }

    /** E.g. "lesson.tgs · chapter 2 'Tuzdyk traps' · line 14 · move 3... '59': Black's hole 5 is empty". */
    public static String of(StudyProblem p) {
        String where = I18n.get("problem.chapter", p.source(), p.chapterNumber());
        if (!p.chapterName().isEmpty()) {
            where = where + " '" + p.chapterName() + "'";
        }
        if (p.line() > 0) {
            where = where + " · " + I18n.get("problem.line", p.line());
        }
        return where + located(p.moveNumber(), p.token()) + ": " + I18n.say(p.what());
    }

    /** E.g. "endings.pgn · puzzle 4 [e-17] · move 2. 45: Black's hole 4 is empty". */
    public static String of(PuzzleProblem p) {
        String where = I18n.get("problem.puzzle", p.file(), p.number());
        if (p.puzzleId() != null && !p.puzzleId().isEmpty()) {
            where = where + " [" + p.puzzleId() + "]";
        }
        if (p.move() != null && !p.move().isEmpty()) {
            where = where + " · " + I18n.get("problem.move", p.move());
        }
        return where + ": " + I18n.say(p.what());
    }

    private static String located(String moveNumber, String token) {
        String s = moveNumber.isEmpty() ? "" : " · " + I18n.get("problem.move", moveNumber);
        return token.isEmpty() ? s : s + " '" + token + "'";
    }
}
