package otau.puzzle.train;

import java.util.List;

/**
 * Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2013): a rating, its
 * deviation and volatility, updated after a rating period of games. Here one period is one
 * puzzle attempt, for the user and for the puzzle alike.
 */
public final class Glicko2 {
    /** Glicko-2's scale factor between the two scales. */
    private static final double SCALE = 173.7178;
    private static final double EPSILON = 1e-6;

    /** Constrains the change in volatility; Glickman suggests 0.3..1.2. */
    private final double tau;

    public Glicko2(double tau) {
        this.tau = tau;
    }

    public static Glicko2 standard() {
        return new Glicko2(0.5);
    }

    /** A rating on the Glicko scale. */
    public record Rating(double rating, double deviation, double volatility) {
        public static final Rating INITIAL = new Rating(1500, 350, 0.06);

        public Rating {
            if (deviation <= 0 || volatility <= 0) {
                throw new IllegalArgumentException("deviation and volatility must be positive");
            }
        }
    }

    /** One game of the period: the opponent's rating before it and the score (1 win, 0.5 draw, 0 loss). */
    public record Game(Rating opponent, double score) {
    }

    /** The rating after a period of games (steps 1-8 of Glickman's paper). */
    public Rating update(Rating player, List<Game> games) {
        double mu = (player.rating() - 1500) / SCALE;
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        if (games.isEmpty()) {
            double grown = Math.sqrt(phi * phi + sigma * sigma);
            return new Rating(player.rating(), Math.min(350, grown * SCALE), sigma);
        }
        double vInverse = 0;
        double deltaSum = 0;
        for (Game g : games) {
            double muJ = (g.opponent().rating() - 1500) / SCALE;
            double phiJ = g.opponent().deviation() / SCALE;
            double gPhi = g(phiJ);
            double e = 1 / (1 + Math.exp(-gPhi * (mu - muJ)));
            vInverse += gPhi * gPhi * e * (1 - e);
            deltaSum += gPhi * (g.score() - e);
        }
        double v = 1 / vInverse;
        double delta = v * deltaSum;
        double newSigma = volatility(delta, phi, v, sigma);
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * deltaSum;
        return new Rating(newMu * SCALE + 1500, newPhi * SCALE, newSigma);
    }

    /** Convenience: one game against one opponent. */
    public Rating update(Rating player, Rating opponent, double score) {
        return update(player, List.of(new Game(opponent, score)));
    }

    /** The expected score of {@code player} against {@code opponent}. */
    public static double expectedScore(Rating player, Rating opponent) {
        double mu = (player.rating() - 1500) / SCALE;
        double muJ = (opponent.rating() - 1500) / SCALE;
        return 1 / (1 + Math.exp(-g(opponent.deviation() / SCALE) * (mu - muJ)));
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    /** Step 5: the new volatility, by the Illinois algorithm. */
    private double volatility(double delta, double phi, double v, double sigma) {
        double a = Math.log(sigma * sigma);
        double big = delta * delta - phi * phi - v;
        double lo = a;
        double hi;
        if (big > 0) {
            hi = Math.log(big);
        } else {
            int k = 1;
            while (f(a - k * tau, delta, phi, v, a) < 0) {
                k++;
            }
            hi = a - k * tau;
        }
        double fLo = f(lo, delta, phi, v, a);
        double fHi = f(hi, delta, phi, v, a);
        while (Math.abs(hi - lo) > EPSILON) {
            double c = lo + (lo - hi) * fLo / (fHi - fLo);
            double fC = f(c, delta, phi, v, a);
            if (fC * fHi <= 0) {
                lo = hi;
                fLo = fHi;
            } else {
                fLo = fLo / 2;
            }
            hi = c;
            fHi = fC;
        }
        return Math.exp(lo / 2);
    }

    private double f(double x, double delta, double phi, double v, double a) {
        double ex = Math.exp(x);
        double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
    }
}
