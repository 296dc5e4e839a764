package otau.review;

import java.util.List;
import java.util.Locale;
import otau.game.Position;
import otau.game.Side;

/** English one-line texts of review findings, for the command line and logs. */
public final class ReviewText {
    private ReviewText() {
    }

    /**
     * One marked move: {@code 14. 73?? blunder: 7.5 stones worse than the best move, winning chance
     * 55% → 21%; best 14. 56(12), line 14. 56(12) 14... 87 15. 12}. The loss is counted against the
     * best move, so a move that captured a lot and still lost reads as the mistake it is.
     */
    public static String mark(MoveReview m) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT,
                "%s %s%s  %s: %.1f stones worse than the best move, winning chance %.0f%% → %.0f%%",
                m.label(), m.notation(), m.moveClass().glyph(), m.moveClass().name().toLowerCase(Locale.ROOT),
                m.stonesLost(), m.chanceBefore() * 100, m.chanceAfter() * 100));
        if (!m.isBest() && m.bestMove() != 0) {
            sb.append("; best ").append(m.label()).append(' ').append(m.bestNotation());
            if (m.bestLine().size() > 1) {
                sb.append(", line ").append(line(m.before(), m.bestLine(), RecordAnnotator.LINE_MOVES));
            }
        }
        return sb.toString();
    }

    /** A line in the game's notation, e.g. {@code 12... 65(10) 13. 98 98}, at most {@code max} moves. */
    public static String line(Position start, List<Integer> holes, int max) {
        StringBuilder sb = new StringBuilder();
        Position p = start;
        int n = 0;
        for (int hole : holes) {
            if (n == max || p.isGameOver() || !p.isLegal(hole)) {
                break;
            }
            Side mover = p.sideToMove();
            String label = mover == Side.WHITE ? p.moveNumber() + ". " : n == 0 ? p.moveNumber() + "... " : "";
            Position next = p.play(hole);
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(label).append(next.lastMove().notation());
            p = next;
            n++;
        }
        return sb.toString();
    }
}
