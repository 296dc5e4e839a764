package otau.engine.search;

import java.util.Locale;

/**
 * The search techniques that can be switched on and off by name ({@code builtin:default,-lmr}),
 * so that a match can measure what each is worth.
 */
public enum Technique {
    /** Aspiration windows around the last iteration's score. */
    ASPIRATION("aspiration"),
    /** Late-move reductions of quiet moves. */
    LMR("lmr"),
    /** Static (reverse) futility pruning near the leaves. */
    FUTILITY("futility"),
    /** Null-move pruning. */
    NULL_MOVE("null"),
    /** Captures searched past the horizon. */
    QUIESCENCE("qsearch"),
    /** Killer and history move ordering (hash move and captures always come first). */
    ORDERING("ordering"),
    /** Late quiet moves skipped outright near the leaves. */
    LMP("lmp"),
    /** One ply less where the table has no move to try first. */
    IIR("iir"),
    /** Late-move reductions one ply deeper away from the principal variation. */
    DEEP_LMR("deeplmr"),
    /** Exact values from the endgame tablebase where it covers the position (when one is found). */
    TABLEBASE("egtb");

    private final String switchName;

    Technique(String switchName) {
        this.switchName = switchName;
    }

    /** The name used in configuration strings. */
    public String switchName() {
        return switchName;
    }

    /** @throws IllegalArgumentException naming the known switches */
    public static Technique named(String name) {
        for (Technique t : values()) {
            if (t.switchName.equals(name.toLowerCase(Locale.ROOT))) {
                return t;
            }
        }
        StringBuilder known = new StringBuilder();
        for (Technique t : values()) {
            known.append(known.length() == 0 ? "" : ", ").append(t.switchName);
        }
        throw new IllegalArgumentException("unknown engine switch '" + name + "' (known: " + known + ")");
    }
}
