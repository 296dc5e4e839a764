package otau.ui.puzzle;

import javafx.animation.PauseTransition;
import javafx.util.Duration;

/**
 * Runs something on the FX thread after a pause, so the user sees a move before the answer
 * to it. Tests use {@link #NONE}: the answer then follows at once, with no timing to wait for.
 */
@FunctionalInterface
public interface Pauser {
    void after(Duration pause, Runnable action);

    /** Waits with a {@link PauseTransition}. */
    Pauser FX = (pause, action) -> {
        if (pause.lessThanOrEqualTo(Duration.ZERO)) {
            action.run();
            return;
        }
        PauseTransition t = new PauseTransition(pause);
        t.setOnFinished(e -> action.run());
        t.play();
    };

    /** Does not wait. */
    Pauser NONE = (pause, action) -> action.run();
}
