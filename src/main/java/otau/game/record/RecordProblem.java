package otau.game.record;

import otau.io.Phrase;

/**
 * Something wrong in a record file, located for the reader of the message. The token is
 * cut to {@link #MAX_QUOTE} characters, so a report never quotes a page of the file.
 *
 * @param source     the file name (or another label of the text)
 * @param gameNumber 1-based number of the game in the file; 0 for a notice about the file's
 *                   text that belongs to no game (a byte not valid in its encoding)
 * @param line       1-based line of the token
 * @param column     1-based column of the token on its line, or 0 when unknown
 * @param token      the offending token as written (shortened)
 * @param moveNumber the move number in the game's notation (e.g. "12." or "12..."), or empty
 * @param what       what is wrong, to be said in any of our languages ({@link #message()} in English)
 */
public record RecordProblem(String source, int gameNumber, int line, int column, String token, String moveNumber,
                            Phrase what) {
    /** The longest piece of the input a report quotes. */
    public static final int MAX_QUOTE = 60;
    private static final int MAX_MESSAGE = 300;

    public RecordProblem {
        token = shorten(token == null ? "" : token);
        moveNumber = moveNumber == null ? "" : moveNumber;
        if (what.key() == null && what.english().length() > MAX_MESSAGE) {
            what = Phrase.literal(what.english().substring(0, MAX_MESSAGE - 1) + "…");
        }
    }

    /** A problem told in text that has no translation (a message from the system). */
    public RecordProblem(String source, int gameNumber, int line, int column, String token, String moveNumber,
                         String message) {
        this(source, gameNumber, line, column, token, moveNumber, Phrase.literal(message));
    }

    /** A problem whose column is not known. */
    public RecordProblem(String source, int gameNumber, int line, String token, String moveNumber, Phrase what) {
        this(source, gameNumber, line, 0, token, moveNumber, what);
    }

    /** A problem whose column is not known, told in text that has no translation. */
    public RecordProblem(String source, int gameNumber, int line, String token, String moveNumber, String message) {
        this(source, gameNumber, line, 0, token, moveNumber, Phrase.literal(message));
    }

    /** What is wrong, in English. */
    public String message() {
        return what.english();
    }

    /** The same problem in another game number and line (a piece of a file read on its own). */
    public RecordProblem relocated(int gameNumber, int line) {
        return new RecordProblem(source, gameNumber, line, column, token, moveNumber, what);
    }

    /** {@code text} on one line and at most {@link #MAX_QUOTE} characters, with "…" where it was cut. */
    public static String shorten(String text) {
        String flat = text.length() > 4 * MAX_QUOTE ? text.substring(0, 4 * MAX_QUOTE) : text;
        flat = flat.replace('\r', ' ').replace('\n', ' ').replace('\t', ' ').replace('\0', ' ');
        if (flat.length() <= MAX_QUOTE && flat.length() == text.length()) {
            return flat;
        }
        return flat.substring(0, Math.min(flat.length(), MAX_QUOTE - 1)) + "…";
    }

    @Override
    public String toString() {
        String game = gameNumber > 0 ? "game " + gameNumber + ", " : ""; // 0: the file's text, not one game
        return source + ": " + game + lineOnwards(line, column, moveNumber, token, message());
    }

    /**
     * The part of a problem's text from its line on, shared by every file reader's problems:
     * {@code line 4, column 7, move 12..., token '65(10)': what is wrong}; an unknown column
     * (0), move or token is left out.
     */
    public static String lineOnwards(int line, int column, String moveNumber, String token, String message) {
        StringBuilder sb = new StringBuilder("line ").append(line);
        if (column > 0) {
            sb.append(", column ").append(column);
        }
        if (!moveNumber.isEmpty()) {
            sb.append(", move ").append(moveNumber);
        }
        if (!token.isEmpty()) {
            sb.append(", token '").append(token).append('\'');
        }
        return sb.append(": ").append(message).toString();
    }
}
