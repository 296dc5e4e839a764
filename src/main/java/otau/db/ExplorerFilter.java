package otau.db;

/**
 * Which games the explorer counts. Every criterion is optional (null = any).
 *
 * @param minRating   both players rated at least this (unrated games are left out when a bound is set)
 * @param maxRating   both players rated at most this
 * @param dateFrom    earliest date, inclusive ({@code 2024.12.01}, or a prefix: {@code 2024}, {@code 2024.12})
 * @param dateTo      latest date, inclusive ({@code 2024.12} covers the whole month)
 * @param timeControl base time in seconds, as in the TimeControl tag ({@code 300} for 5 minutes)
 * @param player      part of a player's name, folded as {@link PlayerNames} says (case, accents and the
 *                    Kazakh and Kyrgyz letters), widened to the spellings the {@link PlayerAliases} join to it
 * @param playerSide  which side {@code player} must have played
 */
public record ExplorerFilter(Integer minRating, Integer maxRating, String dateFrom, String dateTo,
                             Integer timeControl, String player, GameFilter.PlayerSide playerSide) {
    private static final ExplorerFilter NONE = new ExplorerFilter(null, null, null, null, null, null, null);

    /**
     * @throws IllegalArgumentException with a message naming the field, for a date that is not
     *                                  one, or a range whose ends are the wrong way round
     */
    public ExplorerFilter {
        if (playerSide == null) {
            playerSide = GameFilter.PlayerSide.EITHER;
        }
        if (player != null && player.isBlank()) {
            player = null;
        }
        player = player == null ? null : player.strip();
        dateFrom = blankToNull(dateFrom);
        dateTo = blankToNull(dateTo);
        if (minRating != null && maxRating != null && minRating > maxRating) {
            throw new IllegalArgumentException("rating: the lowest (" + minRating + ") is above the highest ("
                    + maxRating + ")");
        }
        Integer from = day("date from", dateFrom, false);
        Integer to = day("date to", dateTo, true);
        if (from != null && to != null && from > to) {
            throw new IllegalArgumentException("date: " + dateFrom + " is after " + dateTo);
        }
    }

    public static ExplorerFilter none() {
        return NONE;
    }

    /** True when no criterion is set: the explorer then reads its per-move totals. */
    public boolean isEmpty() {
        return minRating == null && maxRating == null && dateFrom == null && dateTo == null && timeControl == null
                && player == null;
    }

    public ExplorerFilter withRatings(Integer min, Integer max) {
        return new ExplorerFilter(min, max, dateFrom, dateTo, timeControl, player, playerSide);
    }

    public ExplorerFilter withDates(String from, String to) {
        return new ExplorerFilter(minRating, maxRating, from, to, timeControl, player, playerSide);
    }

    public ExplorerFilter withTimeControl(Integer seconds) {
        return new ExplorerFilter(minRating, maxRating, dateFrom, dateTo, seconds, player, playerSide);
    }

    public ExplorerFilter withPlayer(String name, GameFilter.PlayerSide side) {
        return new ExplorerFilter(minRating, maxRating, dateFrom, dateTo, timeControl, name, side);
    }

    /** The first day admitted, as {@link GameFacets#day}; null for no lower bound. */
    Integer firstDay() {
        return GameFacets.firstDay(dateFrom);
    }

    /** The last day admitted; null for no upper bound. */
    Integer lastDay() {
        return GameFacets.lastDay(dateTo);
    }

    private static Integer day(String field, String text, boolean upper) {
        try {
            return upper ? GameFacets.lastDay(text) : GameFacets.firstDay(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(field + ": " + e.getMessage(), e);
        }
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
