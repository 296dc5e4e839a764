package otau.ui.analysis;

import java.util.ArrayList;
import java.util.List;
import otau.game.Position;
import otau.game.Side;

/** An engine line written in the game's notation: {@code 12... 65(10) 13. 98 98}. */
public final class LineNotation {
    /** One move of a line: its number label (empty where none is written), token and the position after it. */
    public record LineMove(int index, String label, String notation, int hole, Position after) {
        /** The text as written in a line, e.g. {@code 12... 65(10)}. */
        public String text() {
            return label.isEmpty() ? notation : label + " " + notation;
        }
    }

    private LineNotation() {
    }

    public static List<LineMove> moves(Position start, List<Integer> pv) {
        List<LineMove> out = new ArrayList<>(pv.size());
        Position p = start;
        for (int hole : start.legalPrefix(pv)) {
            Side mover = p.sideToMove();
            String label = mover == Side.WHITE ? p.moveNumber() + "." : out.isEmpty() ? p.moveNumber() + "..." : "";
            Position next = p.play(hole);
            out.add(new LineMove(out.size(), label, next.lastMove().notation(), hole, next));
            p = next;
        }
        return out;
    }

    /** The whole line as text. */
    public static String text(Position start, List<Integer> pv) {
        StringBuilder sb = new StringBuilder();
        for (LineMove m : moves(start, pv)) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(m.text());
        }
        return sb.toString();
    }
}
