package otau.ui;

import otau.db.DatabaseException;
import otau.game.IllegalMoveException;
import otau.game.PositionFormatException;
import otau.io.FileProblemException;

/**
 * What went wrong, as the workbench says it: a file that could not be read or written, a
 * position string or a move that could not be taken are said in the interface's language
 * (their exceptions carry a {@link otau.io.Phrase}), and so is a game database that could not be used; any other failure by its message, or its
 * kind when it has none.
 */
public final class FailureText {
    private FailureText() {
    }

    public static String of(Throwable e) {
        if (e instanceof FileProblemException f) {
            return I18n.say(f.said());
        }
        if (e instanceof PositionFormatException p) {
            return I18n.say(p.field()) + ": " + I18n.say(p.problem());
        }
        if (e instanceof DatabaseException d) {
            return I18n.say(d.said());
        }
        if (e instanceof IllegalMoveException m) {
            return I18n.say(m.reason());
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
