package otau.ui.movelist;

import java.util.Locale;
import otau.game.record.Evaluation;

/**
 * A stored evaluation as the move list shows it: stones for White ({@code +2.4}), a forced
 * result ({@code #5}, {@code #-5}), or one the endgame table knows with no count ({@code #TB}, {@code #-TB}).
 */
final class EvaluationText {
    private EvaluationText() {
    }

    static String of(Evaluation e) {
        if (e.isMate()) {
            return "#" + e.mate();
        }
        if (otau.engine.Score.isTablebaseResult(e.centiStones())) {
            return e.centiStones() > 0 ? "#TB" : "#-TB";
        }
        return String.format(Locale.ROOT, "%+.1f", e.centiStones() / 100.0);
    }
}
