package otau.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The folding of names, checked letter by letter against a table written by hand. */
class PlayerNamesTest {
    @Test
    void kazakhAndKyrgyzLettersFoldToTheRussianLetterWrittenWithoutThem() {
        // Lower and upper case of each letter, hand-written pairs.
        String[][] table = {
                {"Ә", "а"}, {"ә", "а"}, {"Ғ", "г"}, {"ғ", "г"}, {"Қ", "к"}, {"қ", "к"}, {"Ң", "н"}, {"ң", "н"},
                {"Ө", "о"}, {"ө", "о"}, {"Ұ", "у"}, {"ұ", "у"}, {"Ү", "у"}, {"ү", "у"}, {"Һ", "х"}, {"һ", "х"},
                {"І", "и"}, {"і", "и"}, {"Й", "и"}, {"й", "и"}, {"Ё", "е"}, {"ё", "е"}, {"É", "e"}, {"ß", "ß"},
        };
        for (String[] row : table) {
            assertEquals(row[1], PlayerNames.fold(row[0]), row[0]);
        }
    }

    @Test
    void caseSpacesHyphensAndDotsFold() {
        assertEquals("шынгыс сырбаи", PlayerNames.fold("  Шыңғыс   СЫРБАЙ "));
        assertEquals("сырбаи ш", PlayerNames.fold("Сырбай-Ш."));
        assertEquals("iбек", PlayerNames.fold("IБек"), "Latin I stays Latin");
        assertEquals("", PlayerNames.fold(null));
    }

    @Test
    void aPartMatchesAcrossSpellingsButLatinAndCyrillicStayApart() {
        assertTrue(PlayerNames.matches("Шыңғыс Сырбай", "шынгыс"));
        assertTrue(PlayerNames.matches("Шыңғыс Сырбай", "ЫҢҒЫС С"));
        assertTrue(PlayerNames.matches("Фоосов Ерлан", "фоос"));
        assertTrue(PlayerNames.matches("Өмүрбек Үсөнов", "омурбек усонов"));
        assertFalse(PlayerNames.matches("Aibek", "Айбек"));
        assertFalse(PlayerNames.matches("Aibek", "  "), "a blank part matches nothing");
    }
}
