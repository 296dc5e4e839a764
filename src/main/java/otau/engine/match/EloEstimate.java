package otau.engine.match;

/**
 * The Elo difference a match result implies, with a 95% error margin from the spread of
 * the game scores (the usual logistic model: score = 1 / (1 + 10^(-elo/400))).
 */
public record EloEstimate(int wins, int draws, int losses) {

    public int games() {
        return wins + draws + losses;
    }

    /** Points per game, 0..1. */
    public double score() {
        return games() == 0 ? 0.5 : (wins + 0.5 * draws) / games();
    }

    public double elo() {
        return eloOf(score());
    }

    /** Half-width of the 95% interval, in Elo. */
    public double margin() {
        int n = games();
        if (n < 2) {
            return Double.POSITIVE_INFINITY;
        }
        double s = score();
        double variance = (wins * Math.pow(1 - s, 2) + draws * Math.pow(0.5 - s, 2) + losses * Math.pow(s, 2)) / n;
        double deviation = Math.sqrt(variance / n);
        double high = eloOf(Math.min(0.999, s + 1.96 * deviation));
        double low = eloOf(Math.max(0.001, s - 1.96 * deviation));
        return (high - low) / 2;
    }

    /**
     * The estimate as a match report says it: "Elo +17.4 +/- 111.5"; when every game had the
     * same result (one game among them) the spread says nothing, so no margin is given, and a
     * clean sweep has no finite Elo at all.
     */
    public String text() {
        int n = games();
        if (n == 0) {
            return "Elo unknown (no games)";
        }
        if (wins == n) {
            return "Elo +inf (every game won: no margin)";
        }
        if (losses == n) {
            return "Elo -inf (every game lost: no margin)";
        }
        if (draws == n) {
            return "Elo +0.0 (every game drawn: no margin)";
        }
        // An even score is +0.0, not the -0.0 that rounding a tiny negative gives.
        double elo = Math.abs(elo()) < 0.05 ? 0.0 : elo();
        return String.format(java.util.Locale.ROOT, "Elo %+.1f +/- %.1f", elo, margin());
    }

    static double eloOf(double score) {
        double s = Math.max(0.001, Math.min(0.999, score));
        return -400 * Math.log10(1 / s - 1);
    }
}
