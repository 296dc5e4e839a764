package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import otau.game.Side;

/** The goal sentences, checked against texts written out by hand for every goal and language. */
class GoalStatementTest {
    private static String say(String lang, Side side, Goal goal) {
        return GoalStatement.of(lang).state(side, goal);
    }

    @Test
    void english() {
        assertEquals("White to move wins", say("en", Side.WHITE, Goal.win()));
        assertEquals("Black to move wins", say("en", Side.BLACK, Goal.win()));
        assertEquals("White to move: draw", say("en", Side.WHITE, Goal.draw()));
        assertEquals("Black to move: win 5 stones", say("en", Side.BLACK, Goal.gain(5)));
        assertEquals("White to move: win 1 stone", say("en", Side.WHITE, Goal.gain(1)));
        assertEquals("Black to move: find the only defence", say("en", Side.BLACK, Goal.defend()));
        assertEquals("White to move: find the best move", say("en", Side.WHITE, null));
    }

    @Test
    void russianInflectsTheSideAndTheCount() {
        assertEquals("Белые начинают и выигрывают", say("ru", Side.WHITE, Goal.win()));
        assertEquals("Чёрные начинают и делают ничью", say("ru", Side.BLACK, Goal.draw()));
        assertEquals("Ход чёрных: выиграйте 1 кумалак", say("ru", Side.BLACK, Goal.gain(1)));
        assertEquals("Ход чёрных: выиграйте 3 кумалака", say("ru", Side.BLACK, Goal.gain(3)));
        assertEquals("Ход чёрных: выиграйте 5 кумалаков", say("ru", Side.BLACK, Goal.gain(5)));
        assertEquals("Ход белых: выиграйте 11 кумалаков", say("ru", Side.WHITE, Goal.gain(11)));
        assertEquals("Ход белых: выиграйте 14 кумалаков", say("ru", Side.WHITE, Goal.gain(14)));
        assertEquals("Ход белых: выиграйте 21 кумалак", say("ru", Side.WHITE, Goal.gain(21)));
        assertEquals("Ход белых: выиграйте 22 кумалака", say("ru", Side.WHITE, Goal.gain(22)));
        assertEquals("Ход белых: найдите единственную защиту", say("ru", Side.WHITE, Goal.defend()));
        assertEquals("Ход чёрных: найдите лучший ход", say("ru", Side.BLACK, null));
    }

    @Test
    void kazakh() {
        assertEquals("Ақ бастап, ұтады", say("kk", Side.WHITE, Goal.win()));
        assertEquals("Қара бастап, тең ойынға жетеді", say("kk", Side.BLACK, Goal.draw()));
        assertEquals("Қара жүреді: 5 құмалақ ұтып алыңыз", say("kk", Side.BLACK, Goal.gain(5)));
        assertEquals("Ақ жүреді: жалғыз қорғанысты табыңыз", say("kk", Side.WHITE, Goal.defend()));
        assertEquals("Ақ жүреді: ең жақсы жүрісті табыңыз", say("kk", Side.WHITE, null));
    }

    @Test
    void kyrgyz() {
        assertEquals("Ак баштап, утат", say("ky", Side.WHITE, Goal.win()));
        assertEquals("Кара баштап, утат", say("ky", Side.BLACK, Goal.win()));
        assertEquals("Ак баштап, тең чыгат", say("ky", Side.WHITE, Goal.draw()));
        assertEquals("Кара жүрөт: 5 коргоол утуп алыңыз", say("ky", Side.BLACK, Goal.gain(5)));
        assertEquals("Кара жүрөт: 1 коргоол утуп алыңыз", say("ky", Side.BLACK, Goal.gain(1)));
        assertEquals("Кара жүрөт: жалгыз коргонууну табыңыз", say("ky", Side.BLACK, Goal.defend()));
        assertEquals("Ак жүрөт: эң жакшы жүрүштү табыңыз", say("ky", Side.WHITE, null));
    }

    @Test
    void aTagIsReadAndAnUnknownOneAsksForTheBestMove() {
        assertEquals(Optional.of(Goal.gain(6)), GoalStatement.fromTag(" gain 6 "));
        assertEquals(Optional.of(Goal.defend()), GoalStatement.fromTag("gain 0"));
        assertEquals(Optional.empty(), GoalStatement.fromTag("?"));
        assertEquals(Optional.empty(), GoalStatement.fromTag(null));
        assertEquals(Optional.empty(), GoalStatement.fromTag("mate in 3"));
        assertEquals("Ход белых: найдите лучший ход", GoalStatement.of("ru").state(Side.WHITE, "mate in 3"));
        assertEquals("Black to move wins", GoalStatement.of("en").state(Side.BLACK, "Win"));
    }

    @Test
    void anUnknownLanguageIsRefusedNamingTheOnesThereAre() {
        assertEquals("ky", GoalStatement.of(" KY ").language());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GoalStatement.of("de"));
        assertTrue(e.getMessage().contains("en, ru, kk, ky"), e.getMessage());
    }

    /** Each translation has every English sentence (gain: the plural forms its language has). */
    @Test
    void everyLanguageHasEverySentence() throws IOException {
        Set<String> english = keys("goal.properties");
        for (String lang : new String[] {"ru", "kk", "ky"}) {
            Set<String> expected = new TreeSet<>();
            for (String k : english) {
                if (k.startsWith("goal.gain.") && lang.equals("ru")) {
                    String stem = k.substring(0, k.lastIndexOf('.'));
                    expected.addAll(Set.of(stem + ".one", stem + ".few", stem + ".many"));
                } else {
                    expected.add(k);
                }
            }
            assertEquals(expected, keys("goal_" + lang + ".properties"), lang);
        }
    }

    private static Set<String> keys(String file) throws IOException {
        Properties p = new Properties();
        try (InputStream in = GoalStatement.class.getResourceAsStream("/otau/puzzle/" + file)) {
            p.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return new TreeSet<>(p.stringPropertyNames());
    }
}
