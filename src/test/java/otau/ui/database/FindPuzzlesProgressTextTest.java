package otau.ui.database;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import otau.ui.I18n;
import otau.ui.Language;

/** Find Puzzles' progress line is in the interface's language, the count of puzzles included (Russian's three forms by hand). */
class FindPuzzlesProgressTextTest {
    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    @Test
    void theCountOfPuzzlesIsSaidInTheInterfacesLanguage() {
        I18n.setLanguage(Language.RUSSIAN);
        assertEquals("Партия 3 из 120: 1 задача", I18n.get("findPuzzles.progress", 3, 120, 1));
        assertEquals("Партия 3 из 120: 2 задачи", I18n.get("findPuzzles.progress", 3, 120, 2));
        assertEquals("Партия 3 из 120: 5 задач", I18n.get("findPuzzles.progress", 3, 120, 5));
        I18n.setLanguage(Language.ENGLISH);
        assertEquals("Game 3 of 120: 1 puzzle", I18n.get("findPuzzles.progress", 3, 120, 1));
    }
}
