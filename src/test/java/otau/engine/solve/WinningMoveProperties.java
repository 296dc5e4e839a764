package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import otau.engine.egtb.ExhaustiveCheck;
import otau.game.Board;
import otau.game.Outcome;
import otau.game.Position;

/**
 * {@link LeafStatus#winningMove} is complete as well as sound: it finds a move exactly when
 * one of the mover's moves ends the game won, which this test finds by playing every move
 * with {@link Position} and reading the outcome.
 */
class WinningMoveProperties {
    @Property(tries = 400)
    void findsAWinAtOnceExactlyWhenOneExistsOnSmallBoards(@ForAll long seed) {
        // Few stones: wins by starving the defender are common here.
        check(ExhaustiveCheck.randomSmall(new SplittableRandom(seed), 7));
    }

    @Property(tries = 200)
    void findsAWinAtOnceExactlyWhenOneExistsAlongRandomGames(@ForAll long seed) {
        Random random = new Random(seed);
        Position p = Position.start();
        while (!p.isGameOver()) {
            check(p);
            int[] moves = p.legalMoves();
            p = p.play(moves[random.nextInt(moves.length)]);
        }
    }

    /**
     * Hand-checked: White's 9 sows two stones, the second into Black's hole 1, the only
     * stones Black has; 2 is even, so White takes them and Black cannot move. White then
     * takes its own 30 stones: 102 against 60. The store alone (72) would not win.
     */
    @org.junit.jupiter.api.Test
    void findsTheCaptureOfTheDefendersLastHole() {
        Position p = Position.of(new int[] {5, 5, 5, 5, 5, 4, 0, 0, 2}, new int[] {1, 0, 0, 0, 0, 0, 0, 0, 0},
                70, 60, 0, 0, otau.game.Side.WHITE, 40);
        assertEquals(162, p.totalStones());
        assertEquals(8, new LeafStatus(0, 1, null, 162).winningMove(new Board(p)));
        check(p);
    }

    private static void check(Position p) {
        if (p.isGameOver()) {
            return;
        }
        int mover = p.sideToMove().ordinal();
        boolean exists = false;
        for (int hole : p.legalMoves()) {
            Position after = p.play(hole);
            Outcome outcome = after.outcome();
            exists |= outcome != null && outcome.winner() == p.sideToMove();
        }
        LeafStatus leaves = new LeafStatus(mover, 1, null, p.totalStones());
        Board b = new Board(p);
        int found = leaves.winningMove(b);
        assertEquals(exists, found >= 0, p::toString);
        assertEquals(p.toString(), b.toPosition().toString(), "the board is left as it was");
        if (found >= 0) {
            Outcome outcome = p.play(found + 1).outcome();
            assertEquals(p.sideToMove(), outcome == null ? null : outcome.winner(), p::toString);
        }
    }
}
