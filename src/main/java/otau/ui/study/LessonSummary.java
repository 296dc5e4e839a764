package otau.ui.study;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * What the student did in one interactive chapter: how many of its moves were found at
 * the first try, after a wrong try, with a hint, or shown.
 */
record LessonSummary(int firstTime, int afterRetry, int withHint, int shown) {

    static LessonSummary of(List<LessonOutcome> outcomes) {
        Map<LessonOutcome, Integer> n = new EnumMap<>(LessonOutcome.class);
        for (LessonOutcome o : outcomes) {
            n.merge(o, 1, Integer::sum);
        }
        return new LessonSummary(n.getOrDefault(LessonOutcome.FIRST_TIME, 0),
                n.getOrDefault(LessonOutcome.AFTER_RETRY, 0), n.getOrDefault(LessonOutcome.WITH_HINT, 0),
                n.getOrDefault(LessonOutcome.SHOWN, 0));
    }

    int moves() {
        return firstTime + afterRetry + withHint + shown;
    }

    /** True when every move was found at the first try: nothing to repeat. */
    boolean perfect() {
        return moves() > 0 && firstTime == moves();
    }

    /** "4 2 1 0": the form the progress file keeps. */
    String encode() {
        return firstTime + " " + afterRetry + " " + withHint + " " + shown;
    }

    /** The summary {@link #encode} wrote, or null for anything else. */
    static LessonSummary decode(String text) {
        if (text == null) {
            return null;
        }
        String[] p = text.strip().split(" ");
        if (p.length != 4) {
            return null;
        }
        try {
            int[] v = new int[4];
            for (int i = 0; i < 4; i++) {
                v[i] = Integer.parseInt(p[i]);
                if (v[i] < 0) {
                    return null;
                }
            }
            return new LessonSummary(v[0], v[1], v[2], v[3]);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
