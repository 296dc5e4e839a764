package otau.ui;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Pins the interface language to English for a test class that asserts on English text, so
 * that it passes whatever the machine's locale is (a Russian system would otherwise build the
 * windows in Russian). Put it before {@code ApplicationExtension}: the language is set before
 * each test's window is built.
 */
public final class EnglishInterface implements BeforeAllCallback, BeforeEachCallback {
    @Override
    public void beforeAll(ExtensionContext context) {
        I18n.setLanguage(Language.ENGLISH);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        I18n.setLanguage(Language.ENGLISH);
    }
}
