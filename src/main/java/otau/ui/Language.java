package otau.ui;

import java.util.Locale;
import java.util.Optional;

/**
 * The languages the workbench speaks. Each is named in its own language in the picker, so a
 * reader finds theirs whatever language the window shows now: those names are deliberately
 * not taken from the bundle.
 */
public enum Language {
    ENGLISH("en", "English"),
    RUSSIAN("ru", "Русский"),
    KAZAKH("kk", "Қазақша"),
    KYRGYZ("ky", "Кыргызча");

    private final String tag;
    private final String nativeName;

    Language(String tag, String nativeName) {
        this.tag = tag;
        this.nativeName = nativeName;
    }

    /** The ISO 639 code, also the suffix of the bundle file ({@code messages_kk.properties}). */
    public String tag() {
        return tag;
    }

    public String nativeName() {
        return nativeName;
    }

    public Locale locale() {
        return Locale.forLanguageTag(tag);
    }

    /** The language of {@code locale} (its region and script ignored), if it is one of ours. */
    public static Optional<Language> of(Locale locale) {
        if (locale == null) {
            return Optional.empty();
        }
        for (Language l : values()) {
            if (l.tag.equals(locale.getLanguage())) {
                return Optional.of(l);
            }
        }
        return Optional.empty();
    }

    /** The language with ISO code {@code tag} ("kk"), if it is one of ours. */
    public static Optional<Language> ofTag(String tag) {
        return tag == null || tag.isBlank() ? Optional.empty() : of(Locale.forLanguageTag(tag.strip()));
    }

    /**
     * The language to start in: the one the user chose (a stored tag, may be null), else the
     * system's when it is one of ours, else English.
     */
    public static Language choose(String storedTag, Locale system) {
        return ofTag(storedTag).or(() -> of(system)).orElse(ENGLISH);
    }

    @Override
    public String toString() {
        return nativeName;
    }
}
