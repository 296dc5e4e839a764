package otau.db;

/**
 * One row of the games browser. Missing tags are null; ratings are null when absent.
 *
 * @param plies half-moves of the main line
 */
public record GameSummary(long id, String event, String site, String date, String round, String white,
                          String black, String result, Integer whiteElo, Integer blackElo, int plies) {
    /** Moves as a score sheet counts them (White's and Black's half-moves make one). */
    public int moves() {
        return (plies + 1) / 2;
    }
}
