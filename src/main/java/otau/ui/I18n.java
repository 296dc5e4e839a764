package otau.ui;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import otau.io.Phrase;

/**
 * Every text the user sees comes from one bundle, {@code otau/ui/messages.properties}
 * (translations beside it as {@code messages_ru.properties} and so on). Each entry is a
 * {@link MessageFormat} pattern, with or without arguments, so a literal apostrophe is
 * always written {@code ''}; counted nouns use {@link Plurals}' ICU-style {@code plural}.
 *
 * <p>The language is one of {@link Language}: the application sets it at startup from the
 * user's choice ({@link #setLanguage}); until then it is the system's when that is one of
 * ours, else English. {@link LanguageSwitch} changes it while windows are open. Java 9+ reads {@code .properties} bundles as UTF-8, so the translations
 * are plain UTF-8 files.
 */
public final class I18n {
    public static final String BUNDLE = "otau.ui.messages";
    /**
     * No fallback to the system locale: English chosen on a Russian system must find the
     * base bundle, not {@code messages_ru}.
     */
    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);
    private static volatile Language language = Language.choose(null, Locale.getDefault());
    private static volatile ResourceBundle bundle = load(language.locale());

    private I18n() {
    }

    /** The text for {@code key} with {@code args} filled in; {@code !key!} when the bundle lacks it. */
    public static String get(String key, Object... args) {
        ResourceBundle b = bundle;
        String pattern;
        try {
            pattern = b.getString(key);
        } catch (MissingResourceException e) {
            // Visible in the UI and caught by the bundle test rather than a crash for the user.
            return "!" + key + "!";
        }
        Language l = language;
        Object[] said = sayPhrases(args, l);
        String text = new MessageFormat(Plurals.resolve(pattern, l, said), l.locale()).format(said);
        // Remembered so that a label showing it can change language with the interface (LanguageSwitch).
        TextOrigins.remember(text, key, args == null ? new Object[0] : args, l);
        return text;
    }

    /**
     * {@code args} with each {@link Phrase} of the rules core (what is wrong in a file or a
     * position string) said in {@code l}; the rest as they are.
     */
    private static Object[] sayPhrases(Object[] args, Language l) {
        if (args == null) {
            return new Object[0];
        }
        Object[] said = args;
        for (int i = 0; i < args.length; i++) {
            if (args[i] instanceof Phrase p) {
                if (said == args) {
                    said = args.clone();
                }
                said[i] = p.in(l.locale());
            }
        }
        return said;
    }

    /** A phrase of the rules core in the interface language. */
    public static String say(Phrase phrase) {
        return phrase.in(language.locale());
    }

    /** The interface language's locale, for numbers and dates (not the system's). */
    public static Locale locale() {
        return language.locale();
    }

    /** A date-and-time formatter in the interface language (the system's may be another). */
    public static java.time.format.DateTimeFormatter dateTime(java.time.format.FormatStyle style) {
        return java.time.format.DateTimeFormatter.ofLocalizedDateTime(style).withLocale(locale())
                .withZone(java.time.ZoneId.systemDefault());
    }

    /** A date formatter in the interface language. */
    public static java.time.format.DateTimeFormatter date(java.time.format.FormatStyle style) {
        return java.time.format.DateTimeFormatter.ofLocalizedDate(style).withLocale(locale())
                .withZone(java.time.ZoneId.systemDefault());
    }

    /** True when the bundle has {@code key}. */
    public static boolean has(String key) {
        return bundle.containsKey(key);
    }

    public static ResourceBundle bundle() {
        return bundle;
    }

    /**
     * Switches the bundle (texts made afterwards use it); open windows keep theirs. To change
     * the language of a running interface use {@link LanguageSwitch#apply}.
     */
    public static void setLanguage(Language l) {
        language = l;
        bundle = load(l.locale());
    }

    /** Switches to the language of {@code locale}, or English when it is none of ours. */
    public static void setLocale(Locale locale) {
        setLanguage(Language.of(locale).orElse(Language.ENGLISH));
    }

    public static Language language() {
        return language;
    }

    private static ResourceBundle load(Locale locale) {
        return ResourceBundle.getBundle(BUNDLE, locale, NO_FALLBACK);
    }
}
