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
                return PlayStrategyFen.read(text);
            }
            throw e;
        }
    }

    /** Whether {@code text} has the shape of PlayStrategy's form rather than the project's. */
    public static boolean looksLikePlayStrategy(String text) {
        return PLAYSTRATEGY_SHAPE.matcher(text.strip()).find();
    }
}
