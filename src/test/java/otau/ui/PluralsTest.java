package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class PluralsTest {
    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    @Test
    void russianHasOneFewAndMany() {
        long[] one = {1, 21, 101, 1001};
        long[] few = {2, 3, 4, 22, 34, 102};
        long[] many = {0, 5, 11, 12, 13, 14, 20, 25, 111, 112};
        for (long n : one) {
            assertEquals("one", Plurals.category(Language.RUSSIAN, n), "" + n);
        }
        for (long n : few) {
            assertEquals("few", Plurals.category(Language.RUSSIAN, n), "" + n);
        }
        for (long n : many) {
            assertEquals("many", Plurals.category(Language.RUSSIAN, n), "" + n);
        }
        assertEquals("one", Plurals.category(Language.ENGLISH, 1));
        assertEquals("other", Plurals.category(Language.ENGLISH, 22));
        assertEquals("other", Plurals.category(Language.KYRGYZ, 0));
    }

    @Test
    void theBundlesCountStonesAsEachLanguageDoes() {
        I18n.setLanguage(Language.RUSSIAN);
        assertEquals("выиграть 22 кумалака", I18n.get("puzzles.goal.gain", 22));
        assertEquals("выиграть 21 кумалак", I18n.get("puzzles.goal.gain", 21));
        assertEquals("выиграть 12 кумалаков", I18n.get("puzzles.goal.gain", 12));
        I18n.setLanguage(Language.ENGLISH);
        assertEquals("gain 1 stone", I18n.get("puzzles.goal.gain", 1));
        assertEquals("gain 22 stones", I18n.get("puzzles.goal.gain", 22));
        I18n.setLanguage(Language.KAZAKH);
        assertEquals("22 құмалақ ұтып алу", I18n.get("puzzles.goal.gain", 22));
    }

    @Test
    void aFormMayHoldOtherArguments() {
        assertEquals("x: 3 games in f", new java.text.MessageFormat(Plurals.resolve(
                "x: {0,plural,one{one game in {1}}other{# games in {1}}}", Language.ENGLISH, new Object[] {3, "f"}))
                .format(new Object[] {3, "f"}));
    }

    @Test
    void aPluralWithoutOtherIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> Plurals.check("{0,plural,one{# stone}}"));
        assertThrows(IllegalArgumentException.class, () -> Plurals.check("{0,plural,one{# stone}other{x}"));
        assertThrows(IllegalArgumentException.class, () -> Plurals.check("{0,plural,two{x}other{y}}"));
    }
}
