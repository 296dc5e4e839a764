package otau.review;

import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import otau.engine.BestMove;
import otau.engine.Engine;
import otau.engine.EngineException;
import otau.engine.Limits;
import otau.engine.SearchInfo;
import otau.engine.SearchListener;
import otau.game.Position;

/**
 * Analyses positions with an {@link Engine}, one search each, on the caller's thread (a
 * background task or the command line): the last report of the best line gives the score.
 */
public final class EngineAnalyser implements PositionAnalyser {
    private final Engine engine;
    private final Limits limits;

    public EngineAnalyser(Engine engine, Limits limits) {
        if (limits.isUnbounded()) {
            throw new IllegalArgumentException("a review needs a depth, node or time limit per position");
        }
        this.engine = engine;
        this.limits = limits;
    }

    @Override
    public PositionAnalysis analyse(Position position, BooleanSupplier cancelled) {
        return analyse(position, limits, cancelled);
    }

    @Override
    public PositionAnalysis analyseAfterMove(Position after, BooleanSupplier cancelled) {
        Limits shallower = limits.depth() > 1 ? limits.withDepth(limits.depth() - 1) : limits;
        return analyse(after, shallower, cancelled);
    }

    private PositionAnalysis analyse(Position position, Limits limits, BooleanSupplier cancelled) {
        if (position.isGameOver()) {
            return PositionAnalysis.terminal(position);
        }
        AtomicReference<SearchInfo> last = new AtomicReference<>();
        CompletableFuture<BestMove> done = engine.go(position, limits, new SearchListener() {
            @Override
            public void info(SearchInfo info) {
                if (info.multipv() == 1) {
                    last.set(info);
                }
            }

            @Override
            public void bestMove(BestMove bestMove) {
            }
        });
        BestMove best = await(done, cancelled);
        SearchInfo info = last.get();
        if (info != null) {
            return PositionAnalysis.of(position, WinChance.evaluation(info.score(), position.sideToMove(),
                    info.depth()), best.move());
        }
        if (best.score() != null) {
            return PositionAnalysis.of(position, WinChance.evaluation(best.score(), position.sideToMove(),
                    best.depth()), best.move());
        }
        throw new EngineException("engine '" + engine.name() + "' gave no score for " + position);
    }

    private BestMove await(CompletableFuture<BestMove> done, BooleanSupplier cancelled) {
        try {
            while (true) {
                if (cancelled.getAsBoolean()) {
                    engine.stop();
                    throw new CancellationException();
                }
                try {
                    return done.get(100, TimeUnit.MILLISECONDS);
                } catch (TimeoutException e) {
                    // Look at the cancel flag again.
                }
            }
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw cause instanceof EngineException ee ? ee : new EngineException(String.valueOf(cause.getMessage()), cause);
        } catch (InterruptedException e) {
            engine.stop();
            Thread.currentThread().interrupt();
            throw new CancellationException();
        }
    }
}
