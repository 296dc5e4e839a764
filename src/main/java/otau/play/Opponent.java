package otau.play;

import java.util.concurrent.CompletableFuture;
import otau.game.Position;
import otau.game.Side;

/**
 * Who plays the other side of a training game: a {@link StrengthLevel} of the engine or the
 * exact solver. Nothing here blocks: every answer is a future completed on the opponent's
 * own thread.
 */
public interface Opponent extends AutoCloseable {
    /** The opponent's name in game records, e.g. {@code Otau level 4}. */
    String playerName();

    /** Forgets the last game. */
    void newGame();

    /** The move in {@code position}; completes with the hole number, or 0 when the game is over. */
    CompletableFuture<Integer> chooseMove(Position position, ClockState clock);

    /** The best move for the side to move, suggested to the player. */
    CompletableFuture<Integer> hint(Position position);

    /** The answer to the player's draw offer, the opponent playing {@code engineSide}. */
    CompletableFuture<DrawOffer.Decision> considerDraw(Position position, Side engineSide);

    /** Stops any thinking; pending futures complete with what was found so far. */
    void stop();

    @Override
    void close();
}
