package otau.ui;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Pins the interface language to English for a test class that asserts on English text, so
 * that it passes whatever the machine's locale is (a Russian system would otherwise build the
 * windows in Russian). Put it before {@code ApplicationExtension}: the language is set before
 * each test's window is built. A test may switch to another language; after the class the
 * language it found is restored, so the classes after it see the same interface whatever ran before.
 */
public final class EnglishInterface implements BeforeAllCallback, BeforeEachCallback, AfterAllCallback {
    private static final ExtensionContext.Namespace HERE = ExtensionContext.Namespace.create(EnglishInterface.class);

    @Override
    public void beforeAll(ExtensionContext context) {
        context.getStore(HERE).put("before", I18n.language());
        I18n.setLanguage(Language.ENGLISH);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        I18n.setLanguage(Language.ENGLISH);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        Language before = context.getStore(HERE).get("before", Language.class);
        if (before != null) {
            I18n.setLanguage(before);
        }
    }
}
