package otau.review;

import java.util.Locale;

/**
 * A turning point of the game: the move, and why it mattered, as a kind with its details
 * (so that each interface language can word it; {@link #text()} is the English line).
 *
 * @param move     the move that swung the game
 * @param reason   what happened
 * @param moveText the move the reason names (the missed move, or the opponent's answer), as written
 * @param stones   the stones that move wins (a capture), or the stones lost
 */
public record CriticalMoment(MoveReview move, Reason reason, String moveText, double stones) {
    public enum Reason {
        /** A forced result was thrown away, or walked into. */
        FORCED_RESULT,
        /** The best move made a tuzdyk. */
        MISSED_TUZDYK,
        /** The best move captured stones. */
        MISSED_CAPTURE,
        /** The opponent's best answer makes a tuzdyk. */
        ALLOWS_TUZDYK,
        /** The opponent's best answer captures stones. */
        ALLOWS_CAPTURE,
        /** Nothing at once: the loss shows further down the line. */
        POSITIONAL
    }

    /** The moment in one English line, e.g. {@code 23... 45?? allows 24. 67(20), which takes 20 stones}. */
    public String text() {
        String at = move.label() + " " + move.notation() + move.moveClass().glyph();
        String swing = String.format(Locale.ROOT, " (winning chance %.0f%% → %.0f%%)", move.chanceBefore() * 100,
                move.chanceAfter() * 100);
        return at + switch (reason) {
            case FORCED_RESULT -> " changes the result: " + moveText + " was the way";
            case MISSED_TUZDYK -> " misses " + moveText + ", which makes a tuzdyk";
            case MISSED_CAPTURE -> String.format(Locale.ROOT, " misses %s, which takes %.0f stones", moveText, stones);
            case ALLOWS_TUZDYK -> " allows " + moveText + ", which makes a tuzdyk";
            case ALLOWS_CAPTURE -> String.format(Locale.ROOT, " allows %s, which takes %.0f stones", moveText, stones);
            case POSITIONAL -> String.format(Locale.ROOT,
                    " is %.1f stones worse than %s; the loss shows over the next moves", stones, moveText);
        } + swing;
    }
}
