package otau.puzzle;

import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Optional;
import java.util.ResourceBundle;
import otau.game.Side;

/**
 * The goal of a position stated for its side to move, in one of the four languages the
 * project speaks: "White to move wins", "Black to move: win 5 stones", "White to move: draw",
 * "Black to move: find the only defence", and "White to move: find the best move" where
 * there is no {@code [Goal]}. The trainer, a study's lesson, classroom mode, handouts and
 * worksheets all say it with these words.
 *
 * <p>The words live in this package's own bundle ({@code otau/puzzle/goal*.properties}), not
 * the interface's, so that the command line and the PDF export say them without JavaFX. Each
 * sentence has a key per side because the side's word changes its form with the sentence
 * (Russian "Белые начинают…" but "Ход белых…").
 */
public final class GoalStatement {
    /** The languages by ISO 639 code, English first. */
    public static final List<String> LANGUAGES = List.of("en", "ru", "kk", "ky");
    private static final String BUNDLE = "otau.puzzle.goal";

    private final String language;
    private final Locale locale;
    private final ResourceBundle bundle;

    private GoalStatement(String language) {
        this.language = language;
        this.locale = language.equals("en") ? Locale.ROOT : Locale.forLanguageTag(language);
        // Only the project's bundles: English asked for on a Russian machine must not come out Russian.
        this.bundle = ResourceBundle.getBundle(BUNDLE, locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    /**
     * The statements in language {@code tag} ("en", "ru", "kk", "ky").
     *
     * @throws IllegalArgumentException naming the languages there are, for any other tag
     */
    public static GoalStatement of(String tag) {
        String t = tag == null ? "" : tag.strip().toLowerCase(Locale.ROOT);
        if (!LANGUAGES.contains(t)) {
            throw new IllegalArgumentException("no goal wording for language '" + tag + "': expected one of "
                    + String.join(", ", LANGUAGES));
        }
        return new GoalStatement(t);
    }

    /** This wording's ISO 639 code. */
    public String language() {
        return language;
    }

    /**
     * A {@code [Goal]} tag's value as a goal; empty when there is no tag, or when its value is not
     * one FORMATS.md §4 knows (such a position is still worth solving: for the best move).
     */
    public static Optional<Goal> fromTag(String tagValue) {
        if (tagValue == null || tagValue.isBlank() || tagValue.strip().equals("?")) {
            return Optional.empty();
        }
        try {
            return Optional.of(Goal.parse(tagValue));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** The sentence for {@code toMove} and {@code goal}; a null goal asks for the best move. */
    public String state(Side toMove, Goal goal) {
        String side = toMove == Side.WHITE ? "white" : "black";
        if (goal == null) {
            return get("goal.best." + side);
        }
        return switch (goal.kind()) {
            case WIN -> get("goal.win." + side);
            case DRAW -> get("goal.draw." + side);
            case DEFEND -> get("goal.defend." + side);
            case GAIN -> get("goal.gain." + side + "." + pluralCategory(goal.stones()), goal.stones());
        };
    }

    /** The sentence for {@code toMove} and a {@code [Goal]} tag's value (see {@link #fromTag}). */
    public String state(Side toMove, String goalTag) {
        return state(toMove, fromTag(goalTag).orElse(null));
    }

    private String get(String key, Object... args) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            throw new IllegalStateException("goal bundle (" + language + ") lacks " + key, e);
        }
        return args.length == 0 ? pattern : new MessageFormat(pattern, locale).format(args);
    }

    /**
     * The CLDR plural category of a count of stones. Only Russian tells more than one from
     * other ("5 кумалаков", "2 кумалака", "21 кумалак"); Kazakh and Kyrgyz keep the noun
     * singular after a number, so their bundles hold the same text for both.
     */
    private String pluralCategory(int n) {
        if (language.equals("ru")) {
            int d = n % 10;
            int h = n % 100;
            if (d == 1 && h != 11) {
                return "one";
            }
            return d >= 2 && d <= 4 && (h < 12 || h > 14) ? "few" : "many";
        }
        return n == 1 ? "one" : "other";
    }
}
