package otau.cli;

import java.io.PrintWriter;
import java.util.List;
import otau.game.IllegalMoveException;
import otau.game.MoveToken;
import otau.game.Position;

/** Plays the moves given on a command line, checking each token, for every command that takes moves. */
final class MoveSequence {
    private MoveSequence() {
    }

    /**
     * Plays {@code moves} from {@code start}.
     *
     * @param label put before each message, e.g. {@code "--moves: "}, or empty
     * @return the position after the moves, or null after printing to {@code err} which move is wrong and why
     */
    static Position play(Position start, List<String> moves, PrintWriter err, String label) {
        Position p = start;
        int index = 0;
        for (String text : moves) {
            index++;
            MoveToken token = MoveToken.parse(text);
            if (token == null) {
                err.printf("%smove %d '%s': not a move (expected a hole number 1..9, e.g. 6, 65, 36X or 65(10))%n",
                        label, index, text);
                return null;
            }
            try {
                p = token.apply(p);
            } catch (IllegalMoveException e) {
                err.printf("%smove %d '%s' is illegal: %s%n", label, index, text, e.getMessage());
                return null;
            }
        }
        return p;
    }
}
