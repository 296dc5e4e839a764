package otau.game.record;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import otau.game.Side;

/**
 * Board markup kept in a record comment, in the style of Lichess's {@code [%csl]} and
 * {@code [%cal]}: highlighted holes {@code [%csl Gw5,Rb3]} and arrows
 * {@code [%cal Gw5b3]}. A hole is named by its row ({@code w} White's, {@code b}
 * Black's) and number; the colour letter is G, R, Y or B.
 *
 * @param color  colour letter
 * @param from   the hole highlighted, or the arrow's tail
 * @param to     the arrow's head, or null for a highlighted hole
 */
public record Markup(char color, HoleRef from, HoleRef to) {
    static final Pattern HOLES = Pattern.compile("\\[%csl\\s+([^\\]]{0,1000})\\]");
    static final Pattern ARROWS = Pattern.compile("\\[%cal\\s+([^\\]]{0,1000})\\]");
    private static final Pattern HOLE_ITEM = Pattern.compile("([GRYB])([wb])([1-9])");
    private static final Pattern ARROW_ITEM = Pattern.compile("([GRYB])([wb])([1-9])([wb])([1-9])");

    /** A hole on the board: the row's owner and the hole number 1..9. */
    public record HoleRef(Side side, int number) {
        @Override
        public String toString() {
            return String.valueOf(side.letter()) + number;
        }
    }

    public static Markup hole(char color, Side side, int number) {
        return new Markup(color, new HoleRef(side, number), null);
    }

    public static Markup arrow(char color, Side fromSide, int from, Side toSide, int to) {
        return new Markup(color, new HoleRef(fromSide, from), new HoleRef(toSide, to));
    }

    public boolean isArrow() {
        return to != null;
    }

    static List<Markup> parseHoles(String body) {
        List<Markup> list = new ArrayList<>();
        for (String item : body.split(",")) {
            Matcher m = HOLE_ITEM.matcher(item.trim());
            if (m.matches()) {
                list.add(hole(m.group(1).charAt(0), side(m.group(2)), m.group(3).charAt(0) - '0'));
            }
        }
        return list;
    }

    static List<Markup> parseArrows(String body) {
        List<Markup> list = new ArrayList<>();
        for (String item : body.split(",")) {
            Matcher m = ARROW_ITEM.matcher(item.trim());
            if (m.matches()) {
                list.add(arrow(m.group(1).charAt(0), side(m.group(2)), m.group(3).charAt(0) - '0',
                        side(m.group(4)), m.group(5).charAt(0) - '0'));
            }
        }
        return list;
    }

    private static Side side(String letter) {
        return letter.equals("w") ? Side.WHITE : Side.BLACK;
    }

    /** The comment commands for a list of markup, e.g. {@code [%csl Gw5] [%cal Rb3w4]}. */
    static String toCommands(List<Markup> markup) {
        StringBuilder holes = new StringBuilder();
        StringBuilder arrows = new StringBuilder();
        for (Markup m : markup) {
            StringBuilder target = m.isArrow() ? arrows : holes;
            if (target.length() > 0) {
                target.append(',');
            }
            target.append(m.color).append(m.from);
            if (m.isArrow()) {
                target.append(m.to);
            }
        }
        StringBuilder sb = new StringBuilder();
        if (holes.length() > 0) {
            sb.append("[%csl ").append(holes).append(']');
        }
        if (arrows.length() > 0) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append("[%cal ").append(arrows).append(']');
        }
        return sb.toString();
    }
}
