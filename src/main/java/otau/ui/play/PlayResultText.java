package otau.ui.play;

import java.util.Locale;
import otau.play.TrainingGame;
import otau.ui.I18n;

/** How an ended game against the engine is told: the status line and the comment on a game played in a variation. */
final class PlayResultText {
    private PlayResultText() {
    }

    /** e.g. "You won on time (1-0)"; {@code game} has ended, {@code opponent} as the panel names it. */
    static String result(TrainingGame game, String opponent) {
        Boolean won = game.humanWon();
        String who = won == null ? "draw" : won ? "won" : "lost";
        return I18n.get("play.result." + who + "." + termination(game), game.result().notation(), opponent);
    }

    /** The comment left on the last move of a game played in a variation: opponent, result, how, takebacks, hints. */
    static String variationComment(TrainingGame game, String opponent) {
        // The how in the interface's language; the record's [Termination] tag keeps the PGN word.
        String how = I18n.get("play.termination." + termination(game));
        return I18n.get("play.variationComment", opponent, game.result().notation(), how,
                game.takebacks(), game.hints());
    }

    /** {@code added} after what the comment already says, with a space between. */
    static String joinComment(String before, String added) {
        return before == null || before.isBlank() ? added : before + " " + added;
    }

    private static String termination(TrainingGame game) {
        return game.termination().name().toLowerCase(Locale.ROOT);
    }
}
