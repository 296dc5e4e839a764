package otau.game.record;

/**
 * Something wrong in a record file, located for the reader of the message.
 *
 * @param source     the file name (or another label of the text)
 * @param gameNumber 1-based number of the game in the file
 * @param line       1-based line of the token
 * @param token      the offending token as written
 * @param moveNumber the move number in the game's notation (e.g. "12." or "12..."), or empty
 * @param message    what is wrong
 */
public record RecordProblem(String source, int gameNumber, int line, String token, String moveNumber,
                            String message) {
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append(source).append(": game ").append(gameNumber).append(", line ").append(line);
        if (!moveNumber.isEmpty()) {
            sb.append(", move ").append(moveNumber);
        }
        if (!token.isEmpty()) {
            sb.append(", token '").append(token).append('\'');
        }
        return sb.append(": ").append(message).toString();
    }
}
