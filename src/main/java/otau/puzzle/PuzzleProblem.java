package otau.puzzle;

import otau.io.Phrase;

/**
 * Something wrong with a puzzle, located for the reader: the file, the puzzle's number in
 * it and its id (when known), the move (as written in the line, e.g. {@code 2. 45}) and why,
 * to be said in any of our languages ({@link #message()} in English).
 */
public record PuzzleProblem(String file, int number, String puzzleId, String move, Phrase what) {
    /** A problem told in text that has no translation. */
    public PuzzleProblem(String file, int number, String puzzleId, String move, String message) {
        this(file, number, puzzleId, move, Phrase.literal(message));
    }

    /** What is wrong, in English. */
    public String message() {
        return what.english();
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(file);
        sb.append(": puzzle ").append(number);
        if (puzzleId != null && !puzzleId.isEmpty()) {
            sb.append(" [").append(puzzleId).append(']');
        }
        if (move != null && !move.isEmpty()) {
            sb.append(", move ").append(move);
        }
        return sb.append(": ").append(message()).toString();
    }
}
