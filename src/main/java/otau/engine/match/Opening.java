package otau.engine.match;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import otau.game.Fen;
import otau.game.IllegalMoveException;
import otau.game.MoveToken;
import otau.game.Position;
import otau.game.PositionFormatException;

/**
 * A match's starting point: a position string and/or moves from it. Each opening is played
 * twice, once with each engine as White.
 *
 * @param start the position the moves start from
 * @param moves hole numbers played from it
 */
public record Opening(Position start, List<Integer> moves) {

    /**
     * Short opening lines (White's and Black's first moves) after which a 12-ply search of the
     * engine scores the position within three stones: the default book of {@code otau match}.
     * (Most first-move pairs leave one side far ahead, as the first move often captures.)
     */
    public static final List<String> BUILT_IN = List.of(
            "1 7", "1 5", "5 3", "9 9", "4 4", "4 9", "2 8", "4 1", "6 6", "2 9", "3 9", "8 8");

    public Opening {
        moves = List.copyOf(moves);
    }

    /** The position after the opening moves. */
    public Position position() {
        Position p = start;
        for (int m : moves) {
            p = p.play(m);
        }
        return p;
    }

    /**
     * Reads one line: move tokens from the start position ({@code 6 2 9}), or a position
     * string, optionally followed by {@code moves m…}.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    public static Opening parse(String line) {
        String t = line.strip();
        Position start = Position.start();
        String movesText = t;
        if (t.contains("/")) {
            int at = t.indexOf(" moves ");
            String fen = at < 0 ? t : t.substring(0, at);
            movesText = at < 0 ? "" : t.substring(at + 7);
            try {
                start = Fen.read(fen);
            } catch (PositionFormatException e) {
                throw new IllegalArgumentException(e.getMessage());
            }
        }
        List<Integer> moves = new ArrayList<>();
        Position p = start;
        for (String word : movesText.strip().isEmpty() ? new String[0] : movesText.strip().split("[\\s,]+")) {
            MoveToken token = MoveToken.parse(word);
            if (token == null) {
                throw new IllegalArgumentException("'" + word + "' is not a move");
            }
            try {
                p = token.apply(p);
            } catch (IllegalMoveException e) {
                throw new IllegalArgumentException("move '" + word + "' is illegal: " + e.getMessage());
            }
            moves.add(token.hole());
        }
        if (p.isGameOver()) {
            throw new IllegalArgumentException("the game is already over after this opening");
        }
        return new Opening(start, moves);
    }

    public static List<Opening> builtIn() {
        return BUILT_IN.stream().map(Opening::parse).toList();
    }

    /** Reads an openings file: one opening a line, blank lines and {@code #} comments skipped. */
    public static List<Opening> read(Path file) throws IOException {
        List<Opening> out = new ArrayList<>();
        int n = 0;
        for (String line : Files.readAllLines(file)) {
            n++;
            if (line.isBlank() || line.strip().startsWith("#")) {
                continue;
            }
            try {
                out.add(parse(line));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + " line " + n + ": " + e.getMessage());
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException(file + ": no openings in the file");
        }
        return out;
    }
}
