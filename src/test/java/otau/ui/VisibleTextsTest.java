package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The English-word finder on hand-checked texts: what it must report and what it must let pass. */
class VisibleTextsTest {
    @Test
    void reportsLatinWordsOfThreeLettersOrMoreOutsideTheAllowlist() {
        List<VisibleTexts.Seen> texts = List.of(
                new VisibleTexts.Seen("title", "Жаңы оюн — Otau"),
                new VisibleTexts.Seen("menu", "Save game as…"),
                new VisibleTexts.Seen("tooltip", "Сактоо  (Ctrl+S)"),
                new VisibleTexts.Seen("moves", "1. 65(10) 87 2. 55! X d e"),
                new VisibleTexts.Seen("label", "PDF сактоо… · 1-бөлүм"),
                new VisibleTexts.Seen("mixed", "Этюдmate2 Aibek"));
        assertEquals(List.of("menu: 'Save' in 'Save game as…'", "menu: 'game' in 'Save game as…'",
                        "tooltip: 'Ctrl' in 'Сактоо  (Ctrl+S)'", "mixed: 'Aibek' in 'Этюдmate2 Aibek'"),
                VisibleTexts.englishWords(texts, Set.of("Otau", "PDF")));
    }
}
