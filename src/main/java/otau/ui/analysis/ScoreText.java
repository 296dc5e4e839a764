package otau.ui.analysis;

import java.util.Locale;
import otau.engine.Score;
import otau.game.Side;
import otau.game.record.Evaluation;
import otau.ui.I18n;

/**
 * Scores as the panel, the bar and the graph write them: always from White's side, in
 * stones ({@code +2.35}), a forced result as {@code win in 7} / {@code loss in 7} for White,
 * and a result the endgame table knows (no count of moves) as {@code win (table)} or, for a
 * line, {@code draw (table)}; a line whose move ends the game level reads {@code draw}.
 */
public final class ScoreText {
    private ScoreText() {
    }

    public static String of(Score score, Side toMove) {
        if (score.isMate()) {
            int moves = score.mateMoves();
            boolean whiteWins = (moves > 0 || moves == 0 && score.value() > 0) == (toMove == Side.WHITE);
            return I18n.get(whiteWins ? "analysis.score.win" : "analysis.score.loss", Math.abs(moves));
        }
        int white = toMove == Side.WHITE ? score.value() : -score.value();
        return score.isTablebaseResult() ? tablebase(white) : stones(white);
    }

    /**
     * A line of the panel: its score, {@code draw} where its first move ends the game level, or
     * {@code draw (table)} where the table proves its first move draws.
     */
    public static String of(AnalysisLine line, Side toMove) {
        return switch (line.draw()) {
            case GAME_ENDS -> I18n.get("analysis.score.draw");
            case TABLE -> I18n.get("analysis.score.tablebaseDraw");
            case NONE -> of(line.score(), toMove);
        };
    }

    public static String of(Evaluation e) {
        if (e.isMate()) {
            return I18n.get(e.mate() >= 0 ? "analysis.score.win" : "analysis.score.loss", Math.abs(e.mate()));
        }
        return Score.isTablebaseResult(e.centiStones()) ? tablebase(e.centiStones()) : stones(e.centiStones());
    }

    /** A table's win or loss for White: its value (~288 stones) is no lead in stones, so none is shown. */
    private static String tablebase(int white) {
        return I18n.get(white > 0 ? "analysis.score.tablebaseWin" : "analysis.score.tablebaseLoss");
    }

    /** {@code +2.35}, {@code -0.40}, {@code 0.00}. */
    public static String stones(int centiStones) {
        String s = String.format(Locale.ROOT, "%.2f", Math.abs(centiStones) / 100.0);
        return centiStones > 0 ? "+" + s : centiStones < 0 ? "-" + s : s;
    }

    /** Short forms for the bar: {@code +2.4}, {@code W7} / {@code B7} for a forced result, {@code W} / {@code B} for a table's. */
    public static String compact(Evaluation e) {
        if (e.isMate()) {
            return (e.mate() >= 0 ? "W" : "B") + Math.abs(e.mate());
        }
        if (Score.isTablebaseResult(e.centiStones())) {
            return e.centiStones() > 0 ? "W" : "B";
        }
        return String.format(Locale.ROOT, "%+.1f", e.centiStones() / 100.0);
    }

    /** Nodes and speed in a readable size, e.g. {@code 1.2M}, {@code 850k}. */
    public static String count(long n) {
        if (n >= 10_000_000) {
            return (n / 1_000_000) + "M";
        }
        if (n >= 1_000_000) {
            return String.format(Locale.ROOT, "%.1fM", n / 1e6);
        }
        if (n >= 10_000) {
            return (n / 1000) + "k";
        }
        return Long.toString(n);
    }
}
