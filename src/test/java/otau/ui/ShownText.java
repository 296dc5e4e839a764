package otau.ui;

/** A label's text as words: the no-break spaces that keep a move number with its move read as spaces. */
public final class ShownText {
    private ShownText() {
    }

    public static String plain(String shown) {
        return shown == null ? null : shown.replace('\u00A0', ' ');
    }
}
