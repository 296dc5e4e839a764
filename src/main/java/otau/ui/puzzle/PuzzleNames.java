package otau.ui.puzzle;

import java.util.List;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleTitle;

/** A puzzle's title and theme names as the list, the dashboard and the editor show them. */
final class PuzzleNames {
    private PuzzleNames() {
    }

    /** The puzzle's title in the interface language ({@link otau.ui.PuzzleWords#title(Puzzle)}). */
    static String title(Puzzle p) {
        return otau.ui.PuzzleWords.current().title(p);
    }

    /** A generated title in the interface language, e.g. "Туздук 7-уяда". */
    static String caption(PuzzleTitle.Caption c) {
        return otau.ui.PuzzleWords.current().caption(c);
    }

    /** A theme word's name from the bundle ({@code puzzles.theme.<word>}), else the word itself. */
    static String theme(String word) {
        return otau.ui.PuzzleWords.current().theme(word);
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
        return otau.ui.PuzzleWords.current().themes(words);
    }
}
