package otau.game;

/** A position string that cannot be read; {@link #field()} names the part that is wrong. */
public class PositionFormatException extends IllegalArgumentException {
    private final String field;

    public PositionFormatException(String field, String message) {
        super(field + ": " + message);
        this.field = field;
    }

    /** The field that is wrong, e.g. {@code "White's hole 5"} or {@code "side to move"}. */
    public String field() {
        return field;
    }
}
