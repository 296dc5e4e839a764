package otau.ui.export;

import java.text.MessageFormat;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import otau.export.WorksheetLabels;
import otau.game.Side;
import otau.puzzle.GoalStatement;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.Plurals;

/**
 * The words a worksheet prints, in one language chosen for the sheet (which need not be the
 * workbench's: a coach with an English window prints for a Kazakh class), so that labels,
 * goals, captions and answers never mix two languages.
 */
public final class WorksheetTexts {
    /** As {@link I18n}: English must find the base bundle on a Russian system. */
    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private final Language language;
    private final ResourceBundle bundle;

    private WorksheetTexts(Language language) {
        this.language = language;
        this.bundle = ResourceBundle.getBundle(I18n.BUNDLE, language.locale(), NO_FALLBACK);
    }

    public static WorksheetTexts of(Language language) {
        return new WorksheetTexts(language);
    }

    /** In the workbench's language. */
    public static WorksheetTexts current() {
        return of(I18n.language());
    }

    public Language language() {
        return language;
    }

    /** The text for {@code key} in this sheet's language; {@code !key!} when the bundle lacks it. */
    public String get(String key, Object... args) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            return "!" + key + "!";
        }
        return new MessageFormat(Plurals.resolve(pattern, language, args), language.locale()).format(args);
    }

    /** Whether this sheet's language has words for {@code key}. */
    public boolean has(String key) {
        return bundle.containsKey(key);
    }

    /** Puzzle titles and theme names in this sheet's language. */
    public otau.ui.PuzzleWords puzzleWords() {
        return otau.ui.PuzzleWords.of(language, new otau.ui.PuzzleWords.Bundle() {
            @Override
            public String get(String key, Object... args) {
                return WorksheetTexts.this.get(key, args);
            }

            @Override
            public boolean has(String key) {
                return WorksheetTexts.this.has(key);
            }
        });
    }

    public WorksheetLabels labels() {
        return new WorksheetLabels(get("worksheet.label.whiteToMove"), get("worksheet.label.blackToMove"),
                get("worksheet.label.answer"), get("worksheet.label.answers"), get("worksheet.label.white"),
                get("worksheet.label.black"));
    }

    /**
     * A position's goal for {@code toMove} from a {@code [Goal]} tag's value (null or blank for
     * none: then the best move is asked for), in this sheet's language and the trainer's words.
     */
    public String goal(Side toMove, String goalTag) {
        return GoalStatement.of(language.tag()).state(toMove, goalTag);
    }
}
