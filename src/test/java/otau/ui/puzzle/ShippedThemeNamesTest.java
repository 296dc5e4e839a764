package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import otau.ui.I18n;
import otau.ui.Language;

/**
 * Every theme of the shipped collection has a name in every interface language, so the list,
 * the theme filter, the trainer and the dashboard never show a bare theme word. Oracle: the
 * {@code [Theme]} tags of the packed files, read with a pattern, not with the puzzle reader.
 */
class ShippedThemeNamesTest {
    private static final Pattern THEME = Pattern.compile("(?m)^\\[Theme \"([^\"]*)\"\\]");

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    @Test
    void everyShippedThemeIsNamedInEveryLanguage() throws IOException {
        Set<String> words = new TreeSet<>();
        for (Path f : PuzzleJourney.packedFiles()) {
            Matcher m = THEME.matcher(Files.readString(f, StandardCharsets.UTF_8));
            while (m.find()) {
                for (String w : m.group(1).trim().split("[\\s,]+")) {
                    words.add(w);
                }
            }
        }
        assertTrue(words.size() >= 10, words.toString());
        List<String> missing = new ArrayList<>();
        for (Language l : Language.values()) {
            I18n.setLanguage(l);
            for (String w : words) {
                if (!I18n.has("puzzles.theme." + w)) {
                    missing.add(l.tag() + ": " + w);
                }
            }
        }
        assertEquals(List.of(), missing);
    }
}
