package otau.ui.board;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * Who owns the board. Exactly one mode is active at a time ({@link BoardModes}); each
 * declares which overlays it allows, so that a puzzle never shows the engine's arrow or a
 * capture preview that would give its answer away.
 */
public enum BoardMode {
    /** Studying the game: clicks play into the model, everything may be shown. */
    ANALYSIS(Overlay.USER_MARKUP, Overlay.ENGINE_ARROWS, Overlay.HOVER_PREVIEW, Overlay.HINTS, Overlay.EVAL_BAR),
    /** A game against the engine: no engine lines or evaluation while the game runs. */
    PLAY(Overlay.USER_MARKUP, Overlay.HOVER_PREVIEW, Overlay.HINTS),
    /** Solving a puzzle: only the trainer's own marks (hint, the refutation of a wrong move). */
    PUZZLE(Overlay.HINTS),
    /** Setting up a position in the editor: the board shows it and takes no moves. */
    EDITOR(),
    /** Drilling the opening repertoire: only the expected move after a wrong answer. */
    REPERTOIRE(Overlay.HINTS),
    /** Following a lesson or study: its own marks and the user's markup, no engine. */
    LESSON(Overlay.USER_MARKUP, Overlay.HOVER_PREVIEW, Overlay.HINTS);

    private final Set<Overlay> overlays;

    BoardMode(Overlay... allowed) {
        EnumSet<Overlay> set = EnumSet.noneOf(Overlay.class);
        Collections.addAll(set, allowed);
        this.overlays = Collections.unmodifiableSet(set);
    }

    public Set<Overlay> overlays() {
        return overlays;
    }

    public boolean allows(Overlay o) {
        return overlays.contains(o);
    }
}
