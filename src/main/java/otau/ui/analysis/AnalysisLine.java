package otau.ui.analysis;

import java.util.List;
import otau.engine.Score;
import otau.engine.SearchInfo;
import otau.game.Position;
import otau.review.WinChance;

/**
 * One principal variation as the panel shows it.
 *
 * @param score       as the engine gave it, for the side to move
 * @param whiteCentis the score from White's side, decided results as ±{@link WinChance#DECIDED}
 * @param pv          the legal prefix of the engine's line (hole numbers)
 */
public record AnalysisLine(int rank, int depth, Score score, int whiteCentis, long nodes, long nps,
                           List<Integer> pv) {
    public AnalysisLine {
        pv = List.copyOf(pv);
    }

    public static AnalysisLine of(SearchInfo info) {
        Position p = info.position();
        return new AnalysisLine(info.multipv(), info.depth(), info.score(),
                WinChance.whiteCentis(info.score(), p.sideToMove()), info.nodes(), info.nps(),
                p.legalPrefix(info.pv()));
    }
}
