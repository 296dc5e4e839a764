package otau.io;

import java.text.MessageFormat;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;

/**
 * A sentence the rules core, its readers of files and the file helpers say to a person (what
 * is wrong in a position string, a game record or a puzzle file; why a file could not be
 * read): a key into this package's bundle ({@code otau/io/phrases*.properties}) and the
 * values to fill in. The command line says it in English ({@link #english()}, also the text
 * of the exceptions that carry one); the workbench says it in the interface's language
 * ({@link #in}). An argument that is itself a phrase (the name of a field, "Black's hole 4")
 * is said in the same language; numbers are written as plain digits (a line or a count is
 * never "1,234").
 *
 * <p>The words live here, below every layer, not in the interface's bundle, so that the rules
 * stay free of the interface and every reader of files shares one wording. A phrase made with
 * {@link #literal} is text that has no translation (a message from the system, such as an
 * I/O error's reason) and reads the same in every language.
 */
public final class Phrase {
    private static final String BUNDLE = "otau.io.phrases";
    /** Only the project's bundles: English asked for on a Russian machine must not come out Russian. */
    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private final String key;
    private final Object[] args;

    private Phrase(String key, Object[] args) {
        this.key = key;
        this.args = args;
    }

    /** The phrase {@code key} of the bundle with {@code args} in its places {0}, {1}… */
    public static Phrase of(String key, Object... args) {
        Objects.requireNonNull(key, "key");
        return new Phrase(key, args == null ? new Object[0] : args.clone());
    }

    /** Text with no translation, said as it is in every language. */
    public static Phrase literal(String text) {
        return new Phrase(null, new Object[] {Objects.requireNonNull(text, "text")});
    }

    /** The bundle key, or null for a {@link #literal}. */
    public String key() {
        return key;
    }

    /** The values filled in, phrases among them unresolved. */
    public List<Object> args() {
        return List.of(args);
    }

    /** The phrase in English, as the command line and the exceptions say it. */
    public String english() {
        return in(Locale.ROOT);
    }

    /**
     * The phrase in the language of {@code locale} ("ru", "kk", "ky"; any other is English).
     * A key missing from a translation is said in English.
     */
    public String in(Locale locale) {
        if (key == null) {
            return (String) args[0];
        }
        Object[] filled = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            Object a = args[i];
            filled[i] = a instanceof Phrase p ? p.in(locale) : a instanceof Number n ? n.toString() : a;
        }
        // A translation's bundle has the English one as parent, so a key it lacks is said in English.
        String pattern = ResourceBundle.getBundle(BUNDLE, locale, NO_FALLBACK).getString(key);
        return new MessageFormat(pattern, locale).format(filled);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Phrase p && Objects.equals(key, p.key) && Arrays.equals(args, p.args);
    }

    @Override
    public int hashCode() {
        return 31 * Objects.hashCode(key) + Arrays.hashCode(args);
    }

    /** The English text. */
    @Override
    public String toString() {
        return english();
    }
}
