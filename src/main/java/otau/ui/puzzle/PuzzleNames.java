package otau.ui.puzzle;

import java.util.List;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleTitle;
import otau.ui.I18n;

/** A puzzle's title and theme names as the list, the dashboard and the editor show them. */
final class PuzzleNames {
    private PuzzleNames() {
    }

    /**
     * The puzzle's {@code [Title]} ("Tuzdyk on 7"), else its id. A title the generator wrote
     * and nobody changed (it is the English caption of the puzzle's own line) is said in the
     * interface language; any other title is shown as written.
     */
    static String title(Puzzle p) {
        String t = p.otherTags().get(PuzzleTitle.TAG);
        if (t == null || t.isBlank()) {
            return p.id();
        }
        t = t.strip();
        if (I18n.locale().getLanguage().equals("en")) {
            return t;
        }
        PuzzleTitle.Caption c;
        try {
            c = PuzzleTitle.caption(p);
        } catch (RuntimeException e) {
            // A puzzle whose line cannot be captioned keeps the title it was given.
            return t;
        }
        return c.english().equals(t) ? caption(c) : t;
    }

    /** A generated title in the interface language, e.g. "Туздук 7-уяда". */
    static String caption(PuzzleTitle.Caption c) {
        String text = I18n.get("puzzles.title." + c.key(), c.number());
        return c.moves() > 1 ? I18n.get("puzzles.title.inMoves", text, c.moves()) : text;
    }

    /** A theme word's name from the bundle ({@code puzzles.theme.<word>}), else the word itself. */
    static String theme(String word) {
        String key = "puzzles.theme." + word;
        return I18n.has(key) ? I18n.get(key) : word;
    }

    /**
     * The moves of {@code holes} from {@code start} with move numbers, e.g. "64. 91(68) 84
     * 65. 12" or "59... 23 60. 45" when Black begins; stops at the first illegal move.
     */
    static String numbered(otau.game.Position start, List<Integer> holes) {
        StringBuilder sb = new StringBuilder();
        otau.game.Position p = start;
        for (int h : holes) {
            if (!p.isLegal(h)) {
                break;
            }
            boolean white = p.sideToMove() == otau.game.Side.WHITE;
            if (white) {
                sb.append(sb.length() == 0 ? "" : " ").append(p.moveNumber()).append(". ");
            } else if (sb.length() == 0) {
                sb.append(p.moveNumber()).append("... ");
            } else {
                sb.append(' ');
            }
            p = p.play(h);
            sb.append(p.lastMove().notation());
        }
        return sb.toString();
    }

    /** The names of the puzzle's themes, joined by commas. */
    static String themes(List<String> words) {
        return String.join(", ", words.stream().map(PuzzleNames::theme).toList());
    }
}
