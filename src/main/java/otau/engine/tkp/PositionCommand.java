package otau.engine.tkp;

import java.util.List;
import otau.game.PositionStrings;
import otau.game.IllegalMoveException;
import otau.game.MoveToken;
import otau.game.Position;
import otau.game.PositionFormatException;

/** Reads the arguments of TKP's {@code position startpos|fen <fen> [moves m…]}. */
final class PositionCommand {
    private PositionCommand() {
    }

    /**
     * @param args the words after {@code position}
     * @throws IllegalArgumentException with a message naming what is wrong
     */
    static Position parse(List<String> args) {
        if (args.isEmpty()) {
            throw new IllegalArgumentException("position: expected 'startpos' or 'fen <position>'");
        }
        Position p;
        int i;
        if (args.get(0).equals("startpos")) {
            p = Position.start();
            i = 1;
        } else if (args.get(0).equals("fen")) {
            int end = args.indexOf("moves");
            if (end < 0) {
                end = args.size();
            }
            String fen = String.join(" ", args.subList(1, end));
            try {
                p = PositionStrings.read(fen);
            } catch (PositionFormatException e) {
                throw new IllegalArgumentException("position fen: " + e.getMessage());
            }
            i = end;
        } else {
            throw new IllegalArgumentException("position: expected 'startpos' or 'fen', found '" + args.get(0) + "'");
        }
        if (i < args.size()) {
            if (!args.get(i).equals("moves")) {
                throw new IllegalArgumentException("position: expected 'moves', found '" + args.get(i) + "'");
            }
            for (int k = i + 1; k < args.size(); k++) {
                String text = args.get(k);
                MoveToken token = MoveToken.parse(text);
                if (token == null) {
                    throw new IllegalArgumentException("position: move " + (k - i) + " '" + text
                            + "' is not a move (expected a hole number 1..9)");
                }
                try {
                    p = token.apply(p);
                } catch (IllegalMoveException e) {
                    throw new IllegalArgumentException("position: move " + (k - i) + " '" + text + "' is illegal: "
                            + e.getMessage());
                }
            }
        }
        return p;
    }
}
