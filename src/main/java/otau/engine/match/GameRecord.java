package otau.engine.match;

import java.util.List;
import otau.game.Move;
import otau.game.Outcome;
import otau.game.Position;

/**
 * A finished match game.
 *
 * @param start    where the game started (the start position unless the opening gave a position)
 * @param moves    every move, opening moves included
 * @param result   {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}
 * @param reason   how it ended, e.g. "store reached 82", "Black's engine crashed"
 */
public record GameRecord(String white, String black, int round, Position start, List<Move> moves,
                         Outcome.Result result, String reason, String timeControl) {
    public GameRecord {
        moves = List.copyOf(moves);
    }
}
