package otau.ui.play;

import java.util.Optional;

/**
 * A player who agrees to everything: takes the proposed settings, resigns and abandons when
 * asked, and closes the result. For tests whose subject is elsewhere (a dialog would wait for a click).
 */
public final class AgreeingPlayPrompts implements PlayPrompts {
    @Override
    public Optional<PlaySettings> askSettings(PlaySettings proposal, boolean fromHere) {
        return Optional.of(proposal);
    }

    @Override
    public boolean confirmResign() {
        return true;
    }

    @Override
    public boolean confirmAbandon(String opponent) {
        return true;
    }

    @Override
    public EndChoice showResult(String title, String text, String reviewText) {
        return EndChoice.CLOSE;
    }
}
