package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /** Hand-written: what a reader expects at one, two, five and twenty-one. */
    @Test
    void countsOfOneReadInTheSingular() {
        assertEquals("1 game reaches this position", I18n.get("explorer.total", 1L));
        assertEquals("2 games reach this position (1 ended here)", I18n.get("explorer.totalEnded", 2L, 1L));
        assertEquals("1 move added to your White repertoire", I18n.get("repertoire.lineAdded", 1, "White"));
        assertEquals("5 moves added to your White repertoire", I18n.get("repertoire.lineAdded", 5, "White"));
        assertEquals("1 game imported, 2 duplicates skipped, 1 broken game skipped (0.5 s)",
                I18n.get("import.summary", 1, 2, 1, 0.5));
        assertEquals("Saved a.pgn (1 puzzle)", I18n.get("puzzles.editor.saved", "a.pgn", 1));
        assertEquals("The one mistake done.", I18n.get("drill.finished", 1));
        assertEquals("All 3 mistakes done.", I18n.get("drill.finished", 3));
        assertTrue(I18n.get("puzzles.author.unsound", 1).startsWith("Not sound: 1 problem (shown below)."));
        assertTrue(I18n.get("puzzles.proof.winMoreThan", 1).startsWith("No win in 1 move or fewer:"));
        I18n.setLanguage(Language.RUSSIAN);
        assertTrue(I18n.get("puzzles.proof.winAtMost", 1).startsWith("Выигрыш не более чем за 1 ход:"));
        assertTrue(I18n.get("puzzles.proof.winAtMost", 3).startsWith("Выигрыш не более чем за 3 хода:"));
        assertTrue(I18n.get("puzzles.proof.winAtMost", 5).startsWith("Выигрыш не более чем за 5 ходов:"));
        assertTrue(I18n.get("puzzles.proof.winAtMost", 21).startsWith("Выигрыш не более чем за 21 ход:"));
        assertTrue(I18n.get("review.move.theory", 1, "50%", "Белые").startsWith("Сыграно в 1 партии,"));
        assertTrue(I18n.get("review.move.theory", 7, "50%", "Белые").startsWith("Сыграно в 7 партиях,"));
        assertTrue(I18n.get("puzzles.proof.allStopped", 0, 1).startsWith("Остановлено после 0 из 1 этюда"));
    }

    /**
     * Every English text given 1 for each of its arguments: none says "1 games" or the like.
     * The keys left out count what is never one (the table's size, the files of a batch, the names
     * joined), or are given a number already written out: a loss or margin with a decimal ("1.0
     * stones"), a capture (always an even number), the engine's node counts ("1.2 M").
     */
    @Test
    void noEnglishTextSaysOneWithAPluralNoun() {
        java.util.Set<String> neverOne = java.util.Set.of("egtb.status.present", "egtb.building", "egtb.built",
                "egtb.offer.text", "egtb.estimate", "editor.totalOk", "import.title.many", "explorer.samePlayer.joined",
                "drill.bad", "review.move.loss", "review.reason.POSITIONAL", "review.reason.MISSED_CAPTURE",
                "review.reason.ALLOWS_CAPTURE", "explorer.book.main", "analysis.info");
        java.util.regex.Pattern plural = java.util.regex.Pattern.compile(
                "(?<![0-9.,])1 (moves|games|puzzles|problems|plies|etudes|mistakes|duplicates|positions|stones|nodes"
                        + "|chapters|diagrams|exercises|files|names|lines|errors|defences|tries|collections|seconds"
                        + "|minutes|days|hints|takebacks|variations|captures|attempts|entries|tags)\\b");
        java.util.ResourceBundle b = I18n.bundle();
        java.util.List<String> found = new java.util.ArrayList<>();
        for (String key : java.util.Collections.list(b.getKeys())) {
            if (neverOne.contains(key)) {
                continue;
            }
            Object[] ones = new Object[10];
            java.util.Arrays.fill(ones, 1);
            String text = I18n.get(key, ones);
            if (plural.matcher(text).find()) {
                found.add(key + ": " + text);
            }
        }
        assertEquals(java.util.List.of(), found);
    }
}
