package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What a move loses is said against the best move, in the same words wherever it is said: the
 * trainer's wrong move, Learn from Mistakes' rejected try, the review's move details and its
 * turning points. "Loses 7 stones" after a move that had just captured 24 reads as nonsense;
 * "7 stones worse than the best move" does not. The oracle is the phrase written by hand for
 * each language, and the verbs of the old wording that must not come back.
 */
public class LossWordingTest {
    /** "worse than the best move" as each language says it (the Turkic ones put the number between). */
    public static final Map<Language, List<String>> AGAINST_THE_BEST = Map.of(
            Language.ENGLISH, List.of("worse than the best move"),
            Language.RUSSIAN, List.of("хуже лучшего хода"),
            Language.KAZAKH, List.of("ең жақсы жүрістен", "құмалаққа нашар"),
            Language.KYRGYZ, List.of("эң жакшы жүрүштөн", "коргоолго начар"));
    /** "lost", "loses" (of stones) in each language: the wording that misled. */
    public static final Map<Language, List<String>> OLD_VERBS = Map.of(
            Language.ENGLISH, List.of("lost", "loses"),
            Language.RUSSIAN, List.of("потеряно", "теряет"),
            Language.KAZAKH, List.of("жоғалды", "жоғалтады"),
            Language.KYRGYZ, List.of("жоготулду", "жоготот"));

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    @Test
    void everyPlaceThatCountsALossCountsItAgainstTheBestMoveInAllFourLanguages() {
        List<String> problems = new ArrayList<>();
        for (Language l : Language.values()) {
            I18n.setLanguage(l);
            List<String> texts = List.of(
                    I18n.get("puzzles.wrong.worseThanBest", "27. 34", "27... 23", 7),
                    I18n.get("drill.bad", "4... 12", "7.5"),
                    I18n.get("review.move.loss", "7.5", "55%", "21%"));
            for (String text : texts) {
                for (String phrase : AGAINST_THE_BEST.get(l)) {
                    if (!text.contains(phrase)) {
                        problems.add(l.tag() + ": '" + text + "' lacks '" + phrase + "'");
                    }
                }
                for (String verb : OLD_VERBS.get(l)) {
                    if (text.contains(verb)) {
                        problems.add(l.tag() + ": '" + text + "' still says '" + verb + "'");
                    }
                }
                assertTrue(text.contains("7"), text);
            }
            String positional = I18n.get("review.reason.POSITIONAL", "4... 12?", "4... 79(26)", "7.5");
            assertTrue(positional.contains("7.5") && positional.contains("4... 79(26)"), positional);
            for (String verb : OLD_VERBS.get(l)) {
                assertFalse(positional.contains(verb), positional);
            }
        }
        assertEquals(List.of(), problems);
        I18n.setLanguage(Language.ENGLISH);
        // The plural still agrees with the count.
        assertEquals("After your 27. 34 the opponent answers 27... 23: this move is 1 stone worse than the best move.",
                I18n.get("puzzles.wrong.worseThanBest", "27. 34", "27... 23", 1));
    }
}
