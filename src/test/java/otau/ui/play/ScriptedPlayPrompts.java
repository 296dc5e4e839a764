package otau.ui.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/** Answers a test gives in place of the dialogs, with a note of what was asked. */
final class ScriptedPlayPrompts implements PlayPrompts {
    UnaryOperator<PlaySettings> settings = s -> s;
    boolean resign = true;
    EndChoice endChoice = EndChoice.CLOSE;
    final List<String> results = new ArrayList<>();
    final List<Boolean> askedFromHere = new ArrayList<>();

    @Override
    public Optional<PlaySettings> askSettings(PlaySettings proposal, boolean fromHere) {
        askedFromHere.add(fromHere);
        return Optional.ofNullable(settings.apply(proposal));
    }

    @Override
    public boolean confirmResign() {
        return resign;
    }

    boolean abandon = true;
    final List<String> askedAbandon = new ArrayList<>();

    @Override
    public boolean confirmAbandon(String opponent) {
        askedAbandon.add(opponent);
        return abandon;
    }

    @Override
    public EndChoice showResult(String title, String text, String reviewText) {
        results.add(title + " | " + text + " | " + reviewText);
        return endChoice;
    }
}
