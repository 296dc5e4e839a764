package otau.game;

import java.util.regex.Pattern;

/**
 * Reads a position string a person typed or pasted in either form FORMATS.md §1 names: this
 * project's ({@link Fen}) or PlayStrategy's togyzkumalak FEN ({@link PlayStrategyFen}), told
 * apart by their shape. Records and collection files keep to the project's own form.
 */
public final class PositionStrings {
    /** A PlayStrategy cell ({@code 9S}), side to move ({@code S 12}, {@code N}) or tuzdyk ({@code t}). */
    private static final Pattern PLAYSTRATEGY_SHAPE = Pattern.compile("[0-9]+[Ss]\\b|\\s[SN](\\s+\\d+)?\\s*$|\\bt\\b");

    private PositionStrings() {
    }

    /**
     * The position {@code text} describes. A string that is not the project's form but has
     * PlayStrategy's shape is read as PlayStrategy's, and its problem is that reader's; any
     * other string's problem is the project reader's.
     */
    public static Position read(String text) {
        try {
            return Fen.read(text);
        } catch (PositionFormatException e) {
            if (text != null && looksLikePlayStrategy(text)) {
                try {
                    return PlayStrategyFen.read(text);
                } catch (PositionFormatException other) {
                    // Rows of plain counts are the project's form gone wrong elsewhere (its side to
                    // move, say): that reader names the field, the other would blame the rows.
                    throw projectRows(text) ? e : other;
                }
            }
            throw e;
        }
    }

    /** Whether the rows of {@code text} are the project's: counts and X only, no {@code S} or {@code t}. */
    private static boolean projectRows(String text) {
        String rows = text.strip().split("\\s+", 2)[0];
        return rows.indexOf(',') >= 0 && rows.matches("[0-9,/XxХх]+");
    }

    /** Whether {@code text} has the shape of PlayStrategy's form rather than the project's. */
    public static boolean looksLikePlayStrategy(String text) {
        return PLAYSTRATEGY_SHAPE.matcher(text.strip()).find();
    }
}
