package otau.puzzle.mine;

import otau.puzzle.SolveCriteria;

/**
 * How puzzles are mined.
 *
 * @param criteria       depth and margins for every deep judgement
 * @param minGain        least net gain in stones for a gaining puzzle
 * @param maxSolverMoves longest solution, in solver moves
 * @param minRating      puzzles rated lower are dropped
 * @param maxRating      puzzles rated higher are dropped
 * @param seed           seed of the self-play openings and errors
 * @param errorRate      share of self-play moves chosen among the weaker moves
 * @param maxPerGame     most puzzles taken from one game (keeps the set varied)
 * @param scanDepth      depth of the cheap scan of every position for a mistake
 * @param mistake        least rise of the solver's winning chance (0..1) that the opponent's last move must give
 * @param chanceMargin   least lead in winning chance of every solver move over the second best
 */
public record MiningSettings(SolveCriteria criteria, int minGain, int maxSolverMoves, int minRating, int maxRating,
                             long seed, double errorRate, int maxPerGame, int scanDepth, double mistake,
                             double chanceMargin) {
    /** Stones by which every solver move must beat the second best, whatever the margin in chance. */
    public static final int MIN_STONES = 2;

    public MiningSettings {
        if (scanDepth < 1 || scanDepth > criteria.depth()) {
            throw new IllegalArgumentException("the scan depth must be 1.." + criteria.depth() + ", not " + scanDepth);
        }
    }

    public static MiningSettings standard() {
        return new MiningSettings(SolveCriteria.standard(), 3, 6, 0, 9999, 1, 0.15, 6, 4, 0.10, 0.04);
    }

    public MiningSettings withCriteria(SolveCriteria c) {
        return new MiningSettings(c, minGain, maxSolverMoves, minRating, maxRating, seed, errorRate, maxPerGame,
                Math.min(scanDepth, c.depth()), mistake, chanceMargin);
    }

    public MiningSettings withRatings(int min, int max) {
        return new MiningSettings(criteria, minGain, maxSolverMoves, min, max, seed, errorRate, maxPerGame, scanDepth,
                mistake, chanceMargin);
    }

    public MiningSettings withSeed(long s) {
        return new MiningSettings(criteria, minGain, maxSolverMoves, minRating, maxRating, s, errorRate, maxPerGame,
                scanDepth, mistake, chanceMargin);
    }

    public MiningSettings withMaxPerGame(int n) {
        return new MiningSettings(criteria, minGain, maxSolverMoves, minRating, maxRating, seed, errorRate, n, scanDepth,
                mistake, chanceMargin);
    }

    public MiningSettings withScanDepth(int d) {
        return new MiningSettings(criteria, minGain, maxSolverMoves, minRating, maxRating, seed, errorRate, maxPerGame, d,
                mistake, chanceMargin);
    }
}
