package otau.play;

/** How a training game ended, as written in the record's Termination tag. */
public enum Termination {
    NORMAL("normal"), TIME_FORFEIT("time forfeit"), RESIGNATION("resignation"), AGREED_DRAW("agreed draw");

    private final String tag;

    Termination(String tag) {
        this.tag = tag;
    }

    public String tag() {
        return tag;
    }
}
