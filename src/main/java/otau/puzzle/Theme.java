package otau.puzzle;

import java.util.Locale;
import java.util.Map;

/**
 * The themes the miner recognises and tags. A collection may carry other theme words too (a
 * puzzle's themes are plain words); these are the ones with a known meaning. The trainer
 * names and explains each with the bundle keys {@code puzzles.theme.<word>} and
 * {@code puzzles.theme.<word>.about}.
 */
public enum Theme {
    /** A solver move of the line creates a tuzdyk. */
    TUZDYK("tuzdyk"),
    /** The first move stops the opponent's threat of a tuzdyk. */
    TUZDYK_DEFENCE("tuzdykdefence"),
    /** A solver move captures: its last stone makes a hole of the opponent's even. */
    EVEN_CAPTURE("evencapture"),
    /** A solver move sets up two captures at once; the opponent can parry only one. */
    DOUBLE_ATTACK("doubleattack"),
    /** The solver gives stones away on the line and wins more back. */
    SACRIFICE("sacrifice"),
    /** A solver move before the last captures nothing yet prepares the win. */
    QUIET_MOVE("quietmove"),
    /** Every other first move loses clearly: the only move that holds. */
    ONLY_MOVE("onlymove"),
    /**
     * The no-move end (atsyz kalu): the solution leaves a player without a move, or the first
     * move is the one that keeps the solver from losing that way.
     */
    STARVATION("starvation"),
    /** Few stones left: precise counting decides. */
    COUNTING("counting"),
    /** A waiting move of a single stone that hands the opponent the move and the trouble. */
    TEMPO("tempo"),
    /** Two or more captures by the solver in one forced sequence. */
    COMBINATION("combination"),
    /** Three or more solver moves to find. */
    LONG_COMBINATION("longcombination");

    /** Words older collections wrote for these themes. */
    private static final Map<String, Theme> OLD_WORDS = Map.of(
            "defence", TUZDYK_DEFENCE,
            "capture", EVEN_CAPTURE,
            "endgame", COUNTING);

    private final String word;

    Theme(String word) {
        this.word = word;
    }

    /** The word written in the {@code [Theme]} tag. */
    public String word() {
        return word;
    }

    /** The bundle key of the theme's name; {@code + ".about"} is its one-line description. */
    public String key() {
        return "puzzles.theme." + word;
    }

    /** The theme for a tag word (an older word included), or null for a word with no known meaning. */
    public static Theme of(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        for (Theme t : values()) {
            if (t.word.equals(w)) {
                return t;
            }
        }
        return OLD_WORDS.get(w);
    }
}
