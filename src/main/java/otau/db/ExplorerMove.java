package otau.db;

/**
 * One move played from an explored position.
 *
 * @param hole          the mover's hole number, 1..9
 * @param notation      the record token of the move from that position (e.g. {@code 65(10)}), or
 *                      the hole number alone when the explorer was asked by key only
 * @param games         games that played this move here
 * @param whiteWins     of those, won by White
 * @param draws         drawn
 * @param blackWins     won by Black (games with no known result count in none of the three)
 * @param averageRating mean rating of the player who made the move, over {@code ratedGames}; null if none rated
 * @param ratedGames    games in which that player had a rating
 */
public record ExplorerMove(int hole, String notation, long games, long whiteWins, long draws, long blackWins,
                           Double averageRating, long ratedGames) {
    /** This move's counts and another's for the same move (from another database) together. */
    public ExplorerMove plus(ExplorerMove o) {
        long rated = ratedGames + o.ratedGames;
        double sum = (averageRating == null ? 0 : averageRating * ratedGames)
                + (o.averageRating == null ? 0 : o.averageRating * o.ratedGames);
        return new ExplorerMove(hole, notation, games + o.games, whiteWins + o.whiteWins, draws + o.draws,
                blackWins + o.blackWins, rated == 0 ? null : sum / rated, rated);
    }

    public double whitePercent() {
        return percent(whiteWins);
    }

    public double drawPercent() {
        return percent(draws);
    }

    public double blackPercent() {
        return percent(blackWins);
    }

    private double percent(long n) {
        return games == 0 ? 0 : 100.0 * n / games;
    }
}
