package otau.ui;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * Every text the user sees comes from one bundle, {@code otau/ui/messages.properties}
 * (translations beside it as {@code messages_ru.properties} and so on). Each entry is a
 * {@link MessageFormat} pattern, with or without arguments, so a literal apostrophe is
 * always written {@code ''}.
 */
public final class I18n {
    public static final String BUNDLE = "otau.ui.messages";
    private static volatile ResourceBundle bundle = ResourceBundle.getBundle(BUNDLE, Locale.getDefault());

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
        return new MessageFormat(pattern, b.getLocale()).format(args);
    }

    /** True when the bundle has {@code key}. */
    public static boolean has(String key) {
        return bundle.containsKey(key);
    }

    public static ResourceBundle bundle() {
        return bundle;
    }

    /** Switches the language (windows built afterwards use it). */
    public static void setLocale(Locale locale) {
        bundle = ResourceBundle.getBundle(BUNDLE, locale);
    }
}
