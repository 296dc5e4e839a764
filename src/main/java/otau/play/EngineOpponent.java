package otau.play;

import java.util.concurrent.CompletableFuture;
import otau.engine.BestMove;
import otau.engine.Limits;
import otau.engine.Score;
import otau.engine.SearchListener;
import otau.engine.search.SearchEngine;
import otau.game.Position;

/**
 * The sparring partner: plays its moves at a {@link StrengthLevel} and, at full strength on a
 * separate engine, suggests moves (hints) and judges draw offers. Nothing here blocks: every
 * answer is a future completed on an engine thread.
 */
public final class EngineOpponent implements Opponent {
    /** How long a hint or a draw judgement may think. */
    static final long ADVICE_MS = 1_000;
    static final int ADVICE_DEPTH = 16;

    private final LevelEngine player;
    private final SearchEngine advisor = new SearchEngine();

    /**
     * At full strength the opponent opens from the bundled book (a main move drawn at each
     * book position, so its games vary); the book is read in the background and the moves
     * before it is read are searched. The lower levels vary by their own choice of moves.
     */
    public EngineOpponent(StrengthLevel level, long seed) {
        if (level.isFullStrength()) {
            CompletableFuture<otau.engine.book.Book> book = CompletableFuture.supplyAsync(otau.engine.book.Book::bundled)
                    .exceptionally(damaged -> otau.engine.book.Book.empty());
            this.player = new LevelEngine(level, seed, () -> book.getNow(otau.engine.book.Book.empty()));
        } else {
            this.player = new LevelEngine(level, seed);
        }
    }

    public StrengthLevel level() {
        return player.level();
    }

    @Override
    public String playerName() {
        return player.level().playerName();
    }

    /** Forgets the last game (hash tables). */
    @Override
    public void newGame() {
        player.newGame();
        advisor.newGame();
    }

    /**
     * The level's move in {@code position}, thinking as long as the clock allows.
     *
     * @return completes with the hole number, or 0 when the game is already over
     */
    @Override
    public CompletableFuture<Integer> chooseMove(Position position, ClockState clock) {
        return player.go(position, clock.limitsFor(position.sideToMove()), SearchListener.NONE)
                .thenApply(BestMove::move);
    }

    /** The best move for the side to move, as the engine at full strength sees it. */
    @Override
    public CompletableFuture<Integer> hint(Position position) {
        return advise(position).thenApply(BestMove::move);
    }

    /**
     * The answer to the player's draw offer in {@code position}, judged by the engine's
     * evaluation from its own side ({@code engineSide}).
     */
    @Override
    public CompletableFuture<DrawOffer.Decision> considerDraw(Position position, otau.game.Side engineSide) {
        return advise(position).thenApply(best -> {
            Score s = best.score() == null ? Score.cp(0) : best.score();
            Score forEngine = position.sideToMove() == engineSide ? s : new Score(-s.value());
            return DrawOffer.judge(forEngine);
        });
    }

    private CompletableFuture<BestMove> advise(Position position) {
        return advisor.go(position, Limits.depth(ADVICE_DEPTH).withMoveTime(ADVICE_MS), SearchListener.NONE);
    }

    /** Stops any thinking; the pending futures complete with what was found so far. */
    @Override
    public void stop() {
        player.stop();
        advisor.stop();
    }

    @Override
    public void close() {
        player.close();
        advisor.close();
    }
}
