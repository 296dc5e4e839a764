package otau.puzzle.solve;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
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
    /** How often a search under way looks at the stop flag, in milliseconds. */
    private static final long POLL_MILLIS = 50;

    private final Engine engine;
    private final AtomicBoolean stop;

    public EngineSolver(Engine engine) {
        this(engine, new AtomicBoolean());
    }

    private EngineSolver(Engine engine, AtomicBoolean stop) {
        this.engine = engine;
        this.stop = stop;
    }

    /**
     * The same solver, stopped when {@code stop} is set (from any thread): the search under way
     * is stopped at once and {@link #analyse} throws {@link CancellationException}, so a check
     * that is stopped does not wait for a deep analysis to finish.
     */
    public EngineSolver stoppedBy(AtomicBoolean stop) {
        return new EngineSolver(engine, stop);
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
            best = await(engine.go(child, Limits.depth(depth), listener));
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

    /** The search's answer, or {@link CancellationException} once the stop flag is set (the search stopped first). */
    private BestMove await(Future<BestMove> search) throws InterruptedException, ExecutionException {
        while (true) {
            if (stop.get()) {
                engine.stop();
                search.get();
                throw new CancellationException("the analysis was stopped");
            }
            try {
                return search.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                // Still searching: look at the flag again.
            }
        }
    }

    /** The engine's decided score on this solver's scale, one ply further from the root. */
    private static int mate(Score s) {
        int plies = Score.MATE - Math.abs(s.value()) + 1;
        return s.value() > 0 ? ScoredMove.WIN - plies : -(ScoredMove.WIN - plies);
    }
}
