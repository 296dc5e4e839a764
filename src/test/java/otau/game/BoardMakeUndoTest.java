package otau.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Move generation and make/undo of the fast board: perft numbers of RULES.md, exact restores, store leads. */
class BoardMakeUndoTest {

    @Test
    void perftMatchesTheRules() {
        long[] expected = {1, 9, 73, 613, 5_199, 43_184, 360_035};
        Board board = new Board();
        for (int d = 0; d < expected.length; d++) {
            assertEquals(expected[d], board.perft(d), "perft(" + d + ")");
        }
        assertEquals(Position.start(), board.toPosition(), "perft leaves the board as it found it");
    }

    @Test
    void undoRestoresEveryPositionOfRandomGamesAndTheHashAgreesWithPosition() {
        SplittableRandom random = new SplittableRandom(7);
        for (int game = 0; game < 200; game++) {
            Board board = new Board();
            Position position = Position.start();
            List<Position> seen = new ArrayList<>();
            while (!board.isGameOver()) {
                seen.add(board.toPosition());
                assertEquals(position.hash(), board.hash(), "hash of " + position);
                assertEquals(board.computeHash(), board.hash());
                int mask = board.legalMoveMask();
                int move;
                do {
                    move = random.nextInt(9);
                } while ((mask & (1 << move)) == 0);
                board.play(move);
                position = position.play(move + 1);
                assertEquals(position, board.toPosition());
                int whiteLead = position.store(Side.WHITE) - position.store(Side.BLACK);
                assertEquals(whiteLead, board.storeLead(0), "White's store lead in " + position);
                assertEquals(-whiteLead, board.storeLead(1), "Black's store lead in " + position);
            }
            for (int i = seen.size() - 1; i >= 0; i--) {
                board.undo();
                assertEquals(seen.get(i), board.toPosition());
                assertEquals(seen.get(i).hash(), board.hash());
            }
        }
    }
}
