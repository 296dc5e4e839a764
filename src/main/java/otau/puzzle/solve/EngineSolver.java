package otau.puzzle.solve;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import otau.engine.BestMove;
import otau.engine.Engine;
import otau.engine.Limits;
import otau.engine.Score;
import otau.engine.SearchInfo;
import otau.engine.SearchListener;
import otau.game.Position;
import otau.game.Side;

/**
 * Scores every move with the project's engine: each move is played and the position after it
 * searched one ply shallower, so every move gets a full score (MultiPV stops at five lines,
 * and uniqueness needs them all). The engine's table is cleared first so that equal questions
 * get equal answers. Calls block until the searches end; run them off the UI thread.
 */
public final class EngineSolver implements PuzzleSolver {
    private final Engine engine;

    public EngineSolver(Engine engine) {
        this.engine = engine;
    }

    @Override
    public String name() {
        return engine.name();
    }

    @Override
    public List<ScoredMove> analyse(Position position, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("depth must be 1 or more, not " + depth);
        }
        engine.newGame();
        List<ScoredMove> result = new ArrayList<>();
        for (int hole : position.legalMoves()) {
            Position child = position.play(hole);
            result.add(child.isGameOver() ? finished(hole, child) : searched(hole, child, Math.max(1, depth - 1)));
        }
        result.sort(Comparator.comparingInt(ScoredMove::score).reversed().thenComparingInt(ScoredMove::hole));
        return List.copyOf(result);
    }

    /** A move that ends the game: its exact result for the mover. */
    private static ScoredMove finished(int hole, Position child) {
        var o = child.outcome();
        Side mover = child.sideToMove().opposite();
        int diff = mover == Side.WHITE ? o.whiteStore() - o.blackStore() : o.blackStore() - o.whiteStore();
        int score = diff > 0 ? ScoredMove.WIN - 1 : diff < 0 ? -(ScoredMove.WIN - 1) : 0;
        return new ScoredMove(hole, score, true, List.of(hole));
    }

    private ScoredMove searched(int hole, Position child, int depth) {
        List<Integer> pv = new ArrayList<>();
        SearchListener listener = new SearchListener() {
            @Override
            public void info(SearchInfo info) {
                if (info.multipv() == 1) {
                    synchronized (pv) {
                        pv.clear();
                        pv.addAll(info.pv());
                    }
                }
            }

            @Override
            public void bestMove(BestMove bestMove) {
            }
        };
        BestMove best;
        try {
            best = engine.go(child, Limits.depth(depth), listener).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the engine searched " + child, e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("the engine failed on " + child + ": " + e.getCause().getMessage(), e);
        }
        Score s = best.score();
        // A table's win is a win: its score of ~288 stones is no lead in stones.
        int opponent = s == null ? 0 : s.isMate() ? mate(s)
                : s.isTablebaseResult() ? Integer.signum(s.value()) * ScoredMove.TABLEBASE_WIN : s.value();
        List<Integer> line = new ArrayList<>();
        line.add(hole);
        synchronized (pv) {
            line.addAll(pv);
        }
        return new ScoredMove(hole, -opponent, s != null && (s.isMate() || s.isTablebaseResult()), line);
    }

    /** The engine's decided score on this solver's scale, one ply further from the root. */
    private static int mate(Score s) {
        int plies = Score.MATE - Math.abs(s.value()) + 1;
        return s.value() > 0 ? ScoredMove.WIN - plies : -(ScoredMove.WIN - plies);
    }
}
