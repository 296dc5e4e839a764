package otau.ui;

import otau.game.record.RecordProblem;

/**
 * A game record's problem as the workbench says it, in the interface's language from where it
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
        if (!p.moveNumber().isEmpty()) {
            where = where + " · " + I18n.get("problem.move", p.moveNumber());
        }
        if (!p.token().isEmpty()) {
            where = where + " '" + p.token() + "'";
        }
        return where + ": " + I18n.say(p.what());
    }
}
