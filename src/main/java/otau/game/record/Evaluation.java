package otau.game.record;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An engine evaluation kept in a record comment, Lichess style: {@code [%eval 3.25,18]}
 * (stones from White's point of view, depth) or {@code [%eval #5]} (a forced result in 5
 * moves; {@code #-5} when Black wins).
 *
 * @param centiStones hundredths of a stone for White, or null for a forced result
 * @param mate        moves to the forced result (negative: Black wins), or null
 * @param depth       search depth, or 0 when unknown
 */
public record Evaluation(Integer centiStones, Integer mate, int depth) {
    static final Pattern COMMAND = Pattern.compile("\\[%eval\\s+([^\\]]*)\\]");
    private static final Pattern BODY = Pattern.compile("\\s*(#?)([+-]?\\d+(?:\\.\\d+)?)\\s*(?:,\\s*(\\d+))?\\s*");

    public Evaluation {
        if ((centiStones == null) == (mate == null)) {
            throw new IllegalArgumentException("an evaluation is either a score or a forced result");
        }
    }

    public static Evaluation ofCentiStones(int centiStones, int depth) {
        return new Evaluation(centiStones, null, depth);
    }

    public static Evaluation ofMate(int moves, int depth) {
        return new Evaluation(null, moves, depth);
    }

    public boolean isMate() {
        return mate != null;
    }

    /** Parses the body of {@code [%eval …]}, or returns null if it is not one. */
    static Evaluation parseBody(String body) {
        Matcher m = BODY.matcher(body);
        if (!m.matches()) {
            return null;
        }
        int depth = m.group(3) == null ? 0 : Integer.parseInt(m.group(3));
        if (!m.group(1).isEmpty()) {
            if (m.group(2).contains(".")) {
                return null;
            }
            return ofMate(Integer.parseInt(m.group(2)), depth);
        }
        double stones = Double.parseDouble(m.group(2));
        return ofCentiStones((int) Math.round(stones * 100), depth);
    }

    /** The comment command, e.g. {@code [%eval 3.25,18]}. */
    public String toCommand() {
        StringBuilder sb = new StringBuilder("[%eval ");
        if (mate != null) {
            sb.append('#').append(mate);
        } else {
            sb.append(String.format(Locale.ROOT, "%.2f", centiStones / 100.0));
        }
        if (depth > 0) {
            sb.append(',').append(depth);
        }
        return sb.append(']').toString();
    }
}
