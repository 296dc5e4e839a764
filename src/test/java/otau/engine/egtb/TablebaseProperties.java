package otau.engine.egtb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import otau.game.Board;
import otau.game.Position;

/**
 * Every entry checked agrees with exhaustive search, and for every store split of the same
 * board: that is the test that the stores need not be part of the key.
 */
class TablebaseProperties {
    private static final int STONES = 5;
    private static final Tablebase TABLE = TestTablebases.upTo(STONES);

    @Property(tries = 1500)
    void everyStoreSplitAgreesWithExhaustiveSearch(@ForAll long seed) {
        SmallPositions.Shape shape = SmallPositions.random(new SplittableRandom(seed), STONES);
        for (int ws = shape.lowestWhiteStore(); ws <= shape.highestWhiteStore(); ws++) {
            Position p = shape.withWhiteStore(ws);
            int expected = ExhaustiveResult.of(p);
            Board board = new Board(p);
            int actual = board.isGameOver() ? terminal(p) : TABLE.result(board);
            assertEquals(expected, actual, () -> "position " + p);
        }
    }

    private static int terminal(Position p) {
        var winner = p.outcome().winner();
        return winner == null ? 0 : winner == p.sideToMove() ? 1 : -1;
    }
}
