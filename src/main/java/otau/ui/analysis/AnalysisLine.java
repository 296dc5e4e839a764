package otau.ui.analysis;

import java.util.List;
import otau.engine.Score;
import otau.engine.SearchInfo;
import otau.engine.egtb.Tablebase;
import otau.game.Board;
import otau.game.Outcome;
import otau.game.Position;
import otau.review.WinChance;

/**
 * One principal variation as the panel shows it.
 *
 * @param score       as the engine gave it, for the side to move
 * @param whiteCentis the score from White's side, decided results as ±{@link WinChance#DECIDED}
 * @param pv          the legal prefix of the engine's line (hole numbers)
 * @param draw        whether the line's first move is known to draw, and how (a score of 0 says
 *                    no more than "level" otherwise)
 */
public record AnalysisLine(int rank, int depth, Score score, int whiteCentis, long nodes, long nps,
                           List<Integer> pv, KnownDraw draw) {

    /** What makes a line's first move a draw for certain. */
    public enum KnownDraw {
        /** Nothing: the score is the engine's estimate. */
        NONE,
        /** The move ends the game, 81 : 81. */
        GAME_ENDS,
        /** The endgame table proves the position after it a draw. */
        TABLE
    }

    public AnalysisLine {
        pv = List.copyOf(pv);
    }

    /** The engine's report, its first move looked up in {@code table} (null: none). Off the FX thread: it may read the table. */
    public static AnalysisLine of(SearchInfo info, Tablebase table) {
        Position p = info.position();
        List<Integer> pv = p.legalPrefix(info.pv());
        boolean decided = info.score().isMate() || info.score().isTablebaseResult();
        return new AnalysisLine(info.multipv(), info.depth(), info.score(),
                WinChance.whiteCentis(info.score(), p.sideToMove()), info.nodes(), info.nps(), pv,
                decided ? KnownDraw.NONE : knownDraw(p, pv, table));
    }

    /** Whether the line's first move ends the game level or leads where the table proves a draw. */
    static KnownDraw knownDraw(Position p, List<Integer> pv, Tablebase table) {
        if (pv.isEmpty()) {
            return KnownDraw.NONE;
        }
        Position next = p.play(pv.get(0));
        if (next.isGameOver()) {
            return next.outcome().result() == Outcome.Result.DRAW ? KnownDraw.GAME_ENDS : KnownDraw.NONE;
        }
        return table != null && table.result(new Board(next)) == 0 ? KnownDraw.TABLE : KnownDraw.NONE;
    }
}
