package otau.ui;

import java.util.regex.Pattern;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.value.ObservableValue;

/**
 * Keeps a move's number with its move where a sentence wraps: "after your 73. 45" never ends a
 * line at "73." with "45" on the next. The space after a number ("73. ", "12... ") becomes a
 * no-break space, which the text layout does not break at. Only for what a label shows; records,
 * the clipboard and the command line keep plain spaces, which our readers and other tools expect.
 */
public final class MoveNumberGlue {
    private static final char NO_BREAK_SPACE = '\u00A0';
    private static final Pattern NUMBER_THEN_MOVE = Pattern.compile("(\\d+\\.(?:\\.\\.)?) (?=\\d)");

    private MoveNumberGlue() {
    }

    /** The text with each move number joined to the move after it. */
    public static String glue(String text) {
        return text == null || text.indexOf('.') < 0 ? text
                : NUMBER_THEN_MOVE.matcher(text).replaceAll("$1" + NO_BREAK_SPACE);
    }

    /** What a label bound to {@code text} should show. */
    public static StringBinding glued(ObservableValue<String> text) {
        return Bindings.createStringBinding(() -> glue(text.getValue()), text);
    }
}
