package otau.ui.analysis;

import java.util.List;
import otau.engine.Score;
import otau.engine.SearchInfo;
import otau.engine.egtb.Tablebase;
import otau.game.Board;
import otau.game.Position;
import otau.review.WinChance;

/**
 * One principal variation as the panel shows it.
 *
 * @param score       as the engine gave it, for the side to move
 * @param whiteCentis the score from White's side, decided results as ±{@link WinChance#DECIDED}
 * @param pv          the legal prefix of the engine's line (hole numbers)
 * @param tableDraw   the line's first move leads to a draw the endgame table proves (a score
 *                    of 0 says no more than "level" otherwise)
 */
public record AnalysisLine(int rank, int depth, Score score, int whiteCentis, long nodes, long nps,
                           List<Integer> pv, boolean tableDraw) {
    public AnalysisLine {
        pv = List.copyOf(pv);
    }

    /** The engine's report, its first move looked up in {@code table} (null: none). Off the FX thread: it may read the table. */
    public static AnalysisLine of(SearchInfo info, Tablebase table) {
        Position p = info.position();
        List<Integer> pv = p.legalPrefix(info.pv());
        return new AnalysisLine(info.multipv(), info.depth(), info.score(),
                WinChance.whiteCentis(info.score(), p.sideToMove()), info.nodes(), info.nps(), pv,
                !info.score().isMate() && !info.score().isTablebaseResult() && drawsByTable(p, pv, table));
    }

    /** The table's verdict on the position after the line's first move is a draw. */
    static boolean drawsByTable(Position p, List<Integer> pv, Tablebase table) {
        if (table == null || pv.isEmpty()) {
            return false;
        }
        Position next = p.play(pv.get(0));
        return !next.isGameOver() && table.result(new Board(next)) == 0;
    }
}
