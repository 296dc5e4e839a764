package otau.review;

/** How much a move cost, worst last; each error class has its record glyph. */
public enum MoveClass {
    GOOD(0, ""),
    INACCURACY(6, "?!"),
    MISTAKE(2, "?"),
    BLUNDER(4, "??");

    private final int nag;
    private final String glyph;

    MoveClass(int nag, String glyph) {
        this.nag = nag;
        this.glyph = glyph;
    }

    /** The record glyph number ($6, $2, $4), or 0 for a good move. */
    public int nag() {
        return nag;
    }

    /** The suffix form, e.g. {@code ?!}; empty for a good move. */
    public String glyph() {
        return glyph;
    }

    public boolean isError() {
        return this != GOOD;
    }

    /** The class a glyph stands for, or null when it is not one of ours. */
    public static MoveClass ofNag(int nag) {
        for (MoveClass c : values()) {
            if (c.nag == nag && c != GOOD) {
                return c;
            }
        }
        return null;
    }

    public static MoveClass worse(MoveClass a, MoveClass b) {
        return a.ordinal() >= b.ordinal() ? a : b;
    }
}
