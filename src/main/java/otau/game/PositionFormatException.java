package otau.game;

import otau.io.Phrase;

/**
 * A position string that cannot be read; {@link #field()} names the part that is wrong and
 * {@link #problem()} what is wrong with it, each a {@link Phrase} so the workbench can say them
 * in its language. The exception's message is the English "field: problem".
 */
public class PositionFormatException extends IllegalArgumentException {
    private final Phrase field;
    private final Phrase problem;

    public PositionFormatException(Phrase field, Phrase problem) {
        super(field.english() + ": " + problem.english());
        this.field = field;
        this.problem = problem;
    }

    /** The field that is wrong, e.g. "White's hole 5" or "side to move". */
    public Phrase field() {
        return field;
    }

    /** What is wrong in the field. */
    public Phrase problem() {
        return problem;
    }
}
