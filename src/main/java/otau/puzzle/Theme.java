package otau.puzzle;

import java.util.Locale;

/**
 * The themes the generator recognises and tags. A collection may carry other theme words
 * too (a puzzle's themes are plain words); these are the ones with a known meaning.
 */
public enum Theme {
    /** The solution creates a tuzdyk. */
    TUZDYK("tuzdyk"),
    /** The first move stops the opponent's threat of a tuzdyk. */
    DEFENCE("defence"),
    /** The solution wins stones by an even capture. */
    CAPTURE("capture"),
    /** Two or more captures by the solver in one forced sequence. */
    COMBINATION("combination"),
    /**
     * The no-move end (atsyz kalu): the solution leaves a player without a move, or the
     * first move is the one that keeps the solver from losing that way.
     */
    STARVATION("starvation"),
    /** Every other first move loses clearly: the only move that holds. */
    ONLYMOVE("onlymove"),
    /** Few stones left: precise counting decides. */
    ENDGAME("endgame");

    private final String word;

    Theme(String word) {
        this.word = word;
    }

    /** The word written in the {@code [Theme]} tag. */
    public String word() {
        return word;
    }

    /** The theme for a tag word, or null for a word with no known meaning. */
    public static Theme of(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        for (Theme t : values()) {
            if (t.word.equals(w)) {
                return t;
            }
        }
        return null;
    }
}
