package otau.ui.play;

import java.util.Optional;

/** The questions a game against the engine asks; dialogs in the application, scripted in tests. */
public interface PlayPrompts {
    /** What the player answered at the end of a game. */
    enum EndChoice { REVIEW, NEW_GAME, CLOSE }

    /**
     * Asks for the game's settings.
     *
     * @param proposal   the choices to show first (start position, last used level and clock)
     * @param fromHere   whether to offer "as a variation of this game" next to "as a new game"
     */
    Optional<PlaySettings> askSettings(PlaySettings proposal, boolean fromHere);

    /** Asks whether to resign. */
    boolean confirmResign();

    /** Asks whether to abandon the game under way against {@code opponent} for something else. */
    boolean confirmAbandon(String opponent);

    /**
     * Shows the result.
     *
     * @param reviewText the review button's text ("Review game" or "Analyse")
     */
    EndChoice showResult(String title, String text, String reviewText);
}
