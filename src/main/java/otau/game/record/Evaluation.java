package otau.game.record;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import otau.io.Phrase;

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
    static final Pattern COMMAND = Pattern.compile("\\[%eval\\s+([^\\]]{0,1000})\\]");
    private static final Pattern BODY = Pattern.compile("\\s*(#?)([+-]?[0-9]+(?:\\.[0-9]+)?)\\s*(?:,\\s*([0-9]+))?\\s*");

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

    /** What the body of an {@code [%eval]} gave: an evaluation, or why not (null: not an evaluation at all). */
    record Parsed(Evaluation evaluation, Phrase problem) {
    }

    /** Parses the body of {@code [%eval …]}, or returns null if it is not one. */
    static Evaluation parseBody(String body) {
        return parse(body).evaluation();
    }

    /**
     * Parses the body of {@code [%eval …]}. Numbers past {@link RecordLimits} are a problem
     * to report (a depth of 99999999999 once rejected a whole file), never an exception.
     */
    static Parsed parse(String body) {
        Matcher m = BODY.matcher(body);
        if (!m.matches()) {
            return new Parsed(null, null);
        }
        int depth = 0;
        if (m.group(3) != null) {
            long d = boundedNumber(m.group(3));
            if (d > RecordLimits.MAX_EVAL_DEPTH) {
                return new Parsed(null, Phrase.of("eval.depth", RecordProblem.shorten(m.group(3)),
                        RecordLimits.MAX_EVAL_DEPTH));
            }
            depth = (int) d;
        }
        String number = m.group(2);
        if (!m.group(1).isEmpty()) {
            if (number.contains(".")) {
                return new Parsed(null, null);
            }
            String digits = number.replaceFirst("^[+-]", "");
            long moves = boundedNumber(digits);
            if (moves > RecordLimits.MAX_EVAL_MATE) {
                return new Parsed(null, Phrase.of("eval.forced", RecordProblem.shorten(digits),
                        RecordLimits.MAX_EVAL_MATE));
            }
            return new Parsed(ofMate((int) (number.startsWith("-") ? -moves : moves), depth), null);
        }
        String whole = number.replaceFirst("^[+-]", "");
        int dot = whole.indexOf('.');
        if (boundedNumber(dot < 0 ? whole : whole.substring(0, dot)) > RecordLimits.MAX_EVAL_STONES) {
            return new Parsed(null, Phrase.of("eval.score", RecordProblem.shorten(number),
                    RecordLimits.MAX_EVAL_STONES));
        }
        double stones = Double.parseDouble(number);
        return new Parsed(ofCentiStones((int) Math.round(stones * 100), depth), null);
    }

    /** The value of ASCII digits, or Long.MAX_VALUE when it would not fit. */
    private static long boundedNumber(String digits) {
        long v = 0;
        for (int i = 0; i < digits.length(); i++) {
            v = v * 10 + (digits.charAt(i) - '0');
            if (v > Integer.MAX_VALUE) {
                return Long.MAX_VALUE;
            }
        }
        return v;
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
