package otau.ui.board;

/** The things a board mode may let appear on the board besides the position itself. */
public enum Overlay {
    /** The arrows and rings the user draws, stored as the move's markup. */
    USER_MARKUP,
    /** The engine panel's best moves as arrows. */
    ENGINE_ARROWS,
    /** "lands on Black 5 · captures 10" while hovering a hole. */
    HOVER_PREVIEW,
    /** The active mode's own marks: a hint, the expected move after a wrong answer. */
    HINTS,
    /** The evaluation bar beside the board (and a running engine behind it). */
    EVAL_BAR
}
