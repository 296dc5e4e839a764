package otau.engine.tkp;

import java.util.ArrayList;
import java.util.List;
import otau.engine.Limits;

/**
 * Reads the arguments of TKP's {@code go}. Whatever the words, the result is a search
 * that ends: a bad or missing value, an unknown word, and a zero or negative limit are
 * reported and mean "the minimum search" (one iteration, answered at once) unless a
 * valid positive limit was also given. Only a bare {@code go} or {@code go infinite}
 * searches until {@code stop}.
 */
public final class GoCommand {
    private static final List<String> LIMITS = List.of("depth", "nodes", "movetime", "wtime", "btime", "winc", "binc");

    /** Larger values (over 30 years in milliseconds) are taken as this, so time arithmetic never overflows. */
    static final long MAX_VALUE = 1_000_000_000_000L;

    private GoCommand() {
    }

    /**
     * What {@code go} asked for.
     *
     * @param limits   the limits to search with
     * @param problems what was wrong with the words, one message each (empty when all was well)
     */
    public record Go(Limits limits, List<String> problems) {
    }

    /** The minimum search: one iteration, which always yields a legal move. */
    public static final Limits MINIMUM = Limits.depth(1);

    public static Go read(List<String> args) {
        List<String> problems = new ArrayList<>();
        long[] v = new long[LIMITS.size()];
        boolean infinite = false;
        boolean positive = false;
        boolean minimum = false;
        for (int i = 0; i < args.size(); i++) {
            String word = args.get(i);
            if (word.equals("infinite")) {
                infinite = true;
                continue;
            }
            int which = LIMITS.indexOf(word);
            if (which < 0) {
                problems.add("go: unknown limit '" + shorten(word) + "'");
                minimum = true;
                if (i + 1 < args.size() && isNumber(args.get(i + 1))) {
                    i++;
                }
                continue;
            }
            if (i + 1 >= args.size() || LIMITS.contains(args.get(i + 1)) || args.get(i + 1).equals("infinite")) {
                problems.add("go: '" + word + "' needs a value");
                minimum = true;
                continue;
            }
            String text = args.get(++i);
            if (!isNumber(text)) {
                problems.add("go " + word + ": '" + shorten(text) + "' is not a whole number");
                minimum = true;
                continue;
            }
            long value = value(text);
            if (value == 0 && (word.equals("winc") || word.equals("binc"))) {
                continue; // a clock without increment: the usual case, nothing to say
            }
            if (value <= 0) {
                problems.add("go " + word + ": " + shorten(text) + " is not a positive limit");
                minimum = true;
                continue;
            }
            v[which] = Math.min(value, MAX_VALUE);
            positive = true;
        }
        if (infinite && (positive || minimum)) {
            problems.add("go: 'infinite' ignores the other limits");
        }
        if (infinite) {
            return new Go(Limits.infiniteSearch(), problems);
        }
        if (!positive && minimum) {
            problems.add("go: searching the minimum depth");
            return new Go(MINIMUM, problems);
        }
        Limits limits = new Limits((int) Math.min(v[0], Integer.MAX_VALUE), v[1], v[2], v[3], v[4], v[5], v[6], false);
        return new Go(limits, problems);
    }

    /**
     * The limits, or an exception naming the first problem (for callers that must refuse bad
     * input rather than search).
     */
    public static Limits parse(List<String> args) {
        Go go = read(args);
        if (!go.problems().isEmpty()) {
            throw new IllegalArgumentException(go.problems().get(0));
        }
        return go.limits();
    }

    private static boolean isNumber(String text) {
        int start = text.startsWith("-") || text.startsWith("+") ? 1 : 0;
        if (text.length() == start) {
            return false;
        }
        for (int i = start; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /** The value of a whole number, saturated at the ends of {@code long}. */
    private static long value(String text) {
        boolean negative = text.startsWith("-");
        long v = 0;
        for (int i = text.startsWith("-") || text.startsWith("+") ? 1 : 0; i < text.length(); i++) {
            int d = text.charAt(i) - '0';
            if (v > (Long.MAX_VALUE - d) / 10) {
                return negative ? Long.MIN_VALUE : Long.MAX_VALUE;
            }
            v = v * 10 + d;
        }
        return negative ? -v : v;
    }

    private static String shorten(String s) {
        return s.length() <= 40 ? s : s.substring(0, 39) + "…";
    }
}
