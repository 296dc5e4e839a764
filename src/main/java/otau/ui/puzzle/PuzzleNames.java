package otau.ui.puzzle;

import java.util.List;
import otau.puzzle.Puzzle;
import otau.ui.I18n;

/** A puzzle's title and theme names as the list, the dashboard and the editor show them. */
final class PuzzleNames {
    private PuzzleNames() {
    }

    /** The puzzle's {@code [Title]} ("Tuzdyk on 7"), else its id. */
    static String title(Puzzle p) {
        String t = p.otherTags().get("Title");
        return t == null || t.isBlank() ? p.id() : t.strip();
    }

    /** A theme word's name from the bundle ({@code puzzles.theme.<word>}), else the word itself. */
    static String theme(String word) {
        String key = "puzzles.theme." + word;
        return I18n.has(key) ? I18n.get(key) : word;
    }

    /** The names of the puzzle's themes, joined by commas. */
    static String themes(List<String> words) {
        return String.join(", ", words.stream().map(PuzzleNames::theme).toList());
    }
}
