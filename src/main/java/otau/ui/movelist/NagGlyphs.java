package otau.ui.movelist;

import java.util.List;
import java.util.Map;
import otau.ui.I18n;

/**
 * The annotation glyphs shown after moves: $1..$6 as {@code ! ? !! ?? !? ?!} and symbols
 * for the common position judgements. Glyphs of one group exclude each other, as in
 * chess tools: a move is either good or dubious, not both.
 */
public final class NagGlyphs {
    /** Judgements of the move itself. */
    public static final List<Integer> MOVE_GROUP = List.of(1, 2, 3, 4, 5, 6, 7);
    /** Judgements of the position after the move. */
    public static final List<Integer> POSITION_GROUP = List.of(10, 13, 14, 15, 16, 17, 18, 19);
    /** Other symbols offered in the menu. */
    public static final List<Integer> OTHER = List.of(22, 36, 40, 132, 140, 146);

    private static final Map<Integer, String> GLYPHS = Map.ofEntries(
            Map.entry(1, "!"), Map.entry(2, "?"), Map.entry(3, "!!"), Map.entry(4, "??"),
            Map.entry(5, "!?"), Map.entry(6, "?!"), Map.entry(7, "□"), Map.entry(10, "="),
            Map.entry(13, "∞"), Map.entry(14, "+="), Map.entry(15, "=+"), Map.entry(16, "+/−"),
            Map.entry(17, "−/+"), Map.entry(18, "+−"), Map.entry(19, "−+"), Map.entry(22, "⊙"),
            Map.entry(36, "→"), Map.entry(40, "↑"), Map.entry(132, "⇆"), Map.entry(140, "∆"),
            Map.entry(146, "N"));

    private NagGlyphs() {
    }

    /** The glyph for {@code nag}, or {@code $n} for one without a symbol. */
    public static String glyph(int nag) {
        String g = GLYPHS.get(nag);
        return g != null ? g : "$" + nag;
    }

    /** True for $1..$6, written straight after the move ("65(10)!"); others follow a space. */
    public static boolean isSuffix(int nag) {
        return nag >= 1 && nag <= 6;
    }

    /** The glyphs of a node, e.g. {@code "! +/−"}: suffixes joined to the move, others spaced. */
    public static String text(List<Integer> nags) {
        StringBuilder suffix = new StringBuilder();
        StringBuilder rest = new StringBuilder();
        for (int n : nags) {
            if (isSuffix(n)) {
                suffix.append(glyph(n));
            } else {
                rest.append(' ').append(glyph(n));
            }
        }
        return suffix.append(rest).toString();
    }

    /** The menu text for a glyph, e.g. "!  Good move". */
    public static String describe(int nag) {
        String key = "nag." + nag;
        return glyph(nag) + "   " + (I18n.has(key) ? I18n.get(key) : "$" + nag);
    }

    /** The glyphs with {@code nag} switched; switching one on drops the others of its group. */
    public static List<Integer> toggled(List<Integer> nags, int nag) {
        List<Integer> next = new java.util.ArrayList<>(nags);
        if (next.remove(Integer.valueOf(nag))) {
            return next;
        }
        next.removeAll(groupOf(nag));
        next.add(nag);
        return next;
    }

    public static List<Integer> groupOf(int nag) {
        if (MOVE_GROUP.contains(nag)) {
            return MOVE_GROUP;
        }
        if (POSITION_GROUP.contains(nag)) {
            return POSITION_GROUP;
        }
        return List.of();
    }
}
