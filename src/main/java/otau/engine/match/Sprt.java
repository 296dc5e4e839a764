package otau.engine.match;

/**
 * A sequential probability ratio test between "engine 1 is elo0 stronger" (H0) and "elo1
 * stronger" (H1), with 5% error rates both ways, on the normal approximation of the
 * per-game scores (as engine testing frameworks do it).
 */
public record Sprt(double elo0, double elo1) {
    private static final double ALPHA = 0.05;
    private static final double BETA = 0.05;

    public enum Verdict { H0, H1, CONTINUE }

    /** Reads {@code elo0,elo1}. @throws IllegalArgumentException */
    public static Sprt parse(String text) {
        String[] p = text.split(",");
        try {
            if (p.length != 2) {
                throw new NumberFormatException();
            }
            double a = Double.parseDouble(p[0].strip());
            double b = Double.parseDouble(p[1].strip());
            if (b <= a) {
                throw new IllegalArgumentException("--sprt: elo1 must be above elo0");
            }
            return new Sprt(a, b);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--sprt: expected elo0,elo1, e.g. 0,10");
        }
    }

    public double lowerBound() {
        return Math.log(BETA / (1 - ALPHA));
    }

    public double upperBound() {
        return Math.log((1 - BETA) / ALPHA);
    }

    /**
     * The log-likelihood ratio of H1 against H0 for the result so far. Where an outcome has not
     * happened yet, half a game of each empty outcome is added: four wins and nothing else have
     * no spread of their own, and would otherwise read as no evidence at all (LLR 0).
     */
    public double llr(EloEstimate r) {
        if (r.games() == 0 || r.wins() + r.losses() == 0) {
            return 0;
        }
        double wins = r.wins() == 0 ? 0.5 : r.wins();
        double draws = r.draws() == 0 ? 0.5 : r.draws();
        double losses = r.losses() == 0 ? 0.5 : r.losses();
        double n = wins + draws + losses;
        double s = (wins + draws / 2) / n;
        double variance = (wins * Math.pow(1 - s, 2) + draws * Math.pow(0.5 - s, 2) + losses * Math.pow(s, 2)) / n;
        double s0 = 1 / (1 + Math.pow(10, -elo0 / 400));
        double s1 = 1 / (1 + Math.pow(10, -elo1 / 400));
        return n * (s1 - s0) * (2 * s - s0 - s1) / (2 * variance);
    }

    public Verdict verdict(EloEstimate r) {
        double llr = llr(r);
        return llr >= upperBound() ? Verdict.H1 : llr <= lowerBound() ? Verdict.H0 : Verdict.CONTINUE;
    }
}
