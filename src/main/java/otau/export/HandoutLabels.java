package otau.export;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Objects;
import java.util.ResourceBundle;
import otau.game.Side;
import otau.puzzle.GoalStatement;

/**
 * The words a handout prints, in one of the four languages the project speaks (English,
 * Russian, Kazakh, Kyrgyz). They come from this package's own bundle
 * ({@code otau/export/handout*.properties}) so that the command line prints them without the
 * user interface; the worksheet part of a handout takes its words from here too.
 */
public final class HandoutLabels {
    /** The languages a handout can be printed in, by ISO 639 code. */
    public static final java.util.List<String> LANGUAGES = java.util.List.of("en", "ru", "kk", "ky");
    private static final String BUNDLE = "otau.export.handout";

    private final ResourceBundle bundle;
    private final Locale locale;
    private final GoalStatement goals;

    private HandoutLabels(Locale locale, String tag) {
        this.locale = locale;
        this.goals = GoalStatement.of(tag);
        // Only the project's bundles: the machine's default locale never leaks in.
        this.bundle = ResourceBundle.getBundle(BUNDLE, locale, ResourceBundle.Control.getNoFallbackControl(
                ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    /**
     * The labels of language {@code tag} ("en", "ru", "kk", "ky").
     *
     * @throws IllegalArgumentException naming the languages there are, for any other tag
     */
    public static HandoutLabels of(String tag) {
        String t = tag == null ? "" : tag.strip().toLowerCase(Locale.ROOT);
        if (!LANGUAGES.contains(t)) {
            throw new IllegalArgumentException("no language '" + tag + "' for printed pages: expected one of "
                    + String.join(", ", LANGUAGES));
        }
        return new HandoutLabels(t.equals("en") ? Locale.ROOT : Locale.forLanguageTag(t), t);
    }

    public static HandoutLabels english() {
        return of("en");
    }

    /** The printed word for {@code key}, its {@code {0}} filled with {@code args}. */
    String get(String key, Object... args) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            throw new IllegalStateException("handout bundle lacks " + key, e);
        }
        return args.length == 0 ? pattern : new MessageFormat(pattern, locale).format(args);
    }

    /** "Start": the caption of a chapter's first position. */
    public String start() {
        return get("handout.start");
    }

    /** "After 12. 65(10)". */
    public String after(String move) {
        return get("handout.after", move);
    }

    /** "Variation: after 12. 34". */
    public String afterInVariation(String move) {
        return get("handout.afterVariation", move);
    }

    /** "Chapter 3" for a chapter without a name. */
    public String chapter(int number) {
        return get("handout.chapter", number);
    }

    /** "Exercises": the heading of the worksheet part. */
    public String exercises() {
        return get("handout.exercises");
    }

    /**
     * An exercise's goal for {@code toMove} from a {@code [Goal]} tag's value (null or blank:
     * none), in the same words as the trainer: "Black to move: win 5 stones", "White to move:
     * find the best move".
     */
    public String goal(Side toMove, String goalTag) {
        return goals.state(toMove, goalTag);
    }

    /** The worksheet's own words in this language, the stores' owners ("White 78") included. */
    public WorksheetLabels worksheet() {
        return new WorksheetLabels(get("handout.whiteToMove"), get("handout.blackToMove"), get("handout.answer"),
                get("handout.answers"), get("handout.white"), get("handout.black"));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof HandoutLabels l && l.locale.equals(locale);
    }

    @Override
    public int hashCode() {
        return Objects.hash(locale);
    }
}
