package otau.db;

/**
 * What the games browser shows. Every criterion is optional (null = any); text criteria
 * match a part of the value, ignoring case. Build with {@link #any()} and the {@code with…}
 * methods.
 *
 * @param player      a player's name (part of it)
 * @param playerSide  which side {@code player} must have played
 * @param event       part of the event name
 * @param dateFrom    earliest date, inclusive, as in the records ({@code 2024.12.01}; a prefix such as {@code 2024} works)
 * @param dateTo      latest date, inclusive (a prefix such as {@code 2024.12} covers that whole month)
 * @param result      {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
 * @param minMoves    fewest moves (a move is White's and Black's half-move: {@code ceil(plies / 2)})
 * @param maxMoves    most moves
 * @param positionKey only games whose indexed main line reaches this position ({@link otau.game.Position#hash()})
 */
public record GameFilter(String player, PlayerSide playerSide, String event, String dateFrom, String dateTo,
                         String result, Integer minMoves, Integer maxMoves, Long positionKey) {

    /** Which side the player filter applies to. */
    public enum PlayerSide { EITHER, WHITE, BLACK }

    public GameFilter {
        if (playerSide == null) {
            playerSide = PlayerSide.EITHER;
        }
    }

    public static GameFilter any() {
        return new GameFilter(null, PlayerSide.EITHER, null, null, null, null, null, null, null);
    }

    public GameFilter withPlayer(String name, PlayerSide side) {
        return new GameFilter(name, side, event, dateFrom, dateTo, result, minMoves, maxMoves, positionKey);
    }

    public GameFilter withEvent(String text) {
        return new GameFilter(player, playerSide, text, dateFrom, dateTo, result, minMoves, maxMoves, positionKey);
    }

    public GameFilter withDates(String from, String to) {
        return new GameFilter(player, playerSide, event, from, to, result, minMoves, maxMoves, positionKey);
    }

    public GameFilter withResult(String token) {
        return new GameFilter(player, playerSide, event, dateFrom, dateTo, token, minMoves, maxMoves, positionKey);
    }

    public GameFilter withMoves(Integer min, Integer max) {
        return new GameFilter(player, playerSide, event, dateFrom, dateTo, result, min, max, positionKey);
    }

    public GameFilter withPosition(Long key) {
        return new GameFilter(player, playerSide, event, dateFrom, dateTo, result, minMoves, maxMoves, key);
    }
}
