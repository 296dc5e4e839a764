package otau.review;

import java.util.List;
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
 * background task or the command line): the last report of the best line gives the score
 * and the line. One engine serves the whole game, so its hash table carries what it learnt
 * from one position to the next.
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
    public PositionAnalysis analyseAfterMove(Position after, int horizon, BooleanSupplier cancelled) {
        return analyse(after, afterMoveLimits(limits, horizon), cancelled);
    }

    /**
     * A fixed depth is searched one ply less after the move; a time budget is turned into
     * that same depth (the horizon of the line it is compared with), with twice the time as
     * a safety cap so a position that is hard to search cannot hold the review up.
     */
    static Limits afterMoveLimits(Limits limits, int horizon) {
        if (limits.depth() > 0 && limits.moveTimeMs() <= 0) {
            return limits.depth() > 1 ? limits.withDepth(limits.depth() - 1) : limits;
        }
        if (limits.moveTimeMs() > 0 && horizon > 1) {
            return Limits.depth(horizon - 1).withMoveTime(2 * limits.moveTimeMs());
        }
        return limits;
    }

    private PositionAnalysis analyse(Position position, Limits limits, BooleanSupplier cancelled) {
        if (position.isGameOver()) {
            return PositionAnalysis.terminal(position);
        }
        AtomicReference<SearchInfo> last = new AtomicReference<>();
        CompletableFuture<BestMove> done = engine.go(position, limits, new SearchListener() {
            @Override
            public void info(SearchInfo info) {
                if (info.multipv() == 1 && info.position().equals(position)) {
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
            List<Integer> line = !info.pv().isEmpty() && info.pv().get(0) == best.move() ? info.pv() : List.of();
            return PositionAnalysis.of(position, WinChance.evaluation(info.score(), position.sideToMove(),
                    info.depth()), best.move(), position.legalPrefix(line));
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
