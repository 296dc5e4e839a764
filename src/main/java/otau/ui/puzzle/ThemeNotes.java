package otau.ui.puzzle;

import java.util.ArrayList;
import java.util.List;
import otau.puzzle.Puzzle;
import otau.ui.I18n;

/**
 * What a solved puzzle's themes mean: one line per theme whose bundle has a description,
 * {@code puzzles.theme.<word>.about} (named by {@code puzzles.theme.<word>} when that exists);
 * a theme without one is left out.
 */
final class ThemeNotes {
    private ThemeNotes() {
    }

    static String of(Puzzle p) {
        List<String> lines = new ArrayList<>();
        for (String word : p.themes()) {
            String key = "puzzles.theme." + word;
            if (I18n.has(key + ".about")) {
                lines.add(I18n.get("puzzles.themeNote", I18n.has(key) ? I18n.get(key) : word, I18n.get(key + ".about")));
            }
        }
        return String.join("\n", lines);
    }
}
