package otau.engine.solve;

/**
 * What to prove. {@link #DECIDE}: the result, whatever it is; {@link #WIN}: that the side to
 * move wins (the question is asked first); {@link #DRAW}: that the side to move does not
 * lose (asked first), and whether it is a draw; {@link #BEST}: the result and, for a win,
 * the exact final store difference the winner can force.
 */
public enum SolveGoal {
    DECIDE, WIN, DRAW, BEST;

    /** Reads {@code win}, {@code draw}, {@code best} (or {@code decide}); null for anything else. */
    public static SolveGoal parse(String text) {
        return switch (text == null ? "" : text.trim().toLowerCase(java.util.Locale.ROOT)) {
            case "win" -> WIN;
            case "draw" -> DRAW;
            case "best" -> BEST;
            case "decide", "" -> DECIDE;
            default -> null;
        };
    }
}
