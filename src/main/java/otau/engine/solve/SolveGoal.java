package otau.engine.solve;

/**
 * What to prove. {@link #DECIDE}: the result, whatever it is; {@link #WIN}: that the side to
 * move wins (the question is asked first); {@link #DRAW}: that the side to move does not
 * lose (asked first), and whether it is a draw; {@link #BEST}: the result and, for a win,
 * the exact final store difference the winner can force.
 */
public enum SolveGoal {
    DECIDE, WIN, DRAW, BEST;

    /**
     * The goal that asks first the question an etude's stipulation needs, in a position where
     * the etude's solver is or is not to move: a win stipulation needs the solver's win, a draw
     * stipulation that the solver's opponent cannot win. {@link #WIN} asks the side to move's
     * question first, {@link #DRAW} the other side's; the other question then completes the
     * result in the time left (see {@link SolveResult#stipulationHolds}).
     */
    public static SolveGoal forStipulation(boolean win, boolean solverToMove) {
        return win == solverToMove ? WIN : DRAW;
    }

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
