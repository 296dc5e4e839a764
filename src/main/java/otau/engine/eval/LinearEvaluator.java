package otau.engine.eval;

import otau.game.Board;

/**
 * The engine's evaluation: a weighted sum of {@link Features}, opening and endgame weights
 * blended by the stones still in play (a board emptying out plays like an endgame).
 *
 * <p>{@link #evaluate} computes the same sum as {@link Features#extract} followed by the dot
 * product, in one pass without the feature array: it runs at nearly every node of the search.
 * A test holds the two to the same numbers.
 */
public final class LinearEvaluator implements Evaluator {
    private static final int TUZDYK = Feature.TUZDYK_1.ordinal();
    private static final int STONES = Feature.STONES_1.ordinal();
    private static final int STARVATION_LINE = 12;

    private final Weights weights;
    private final int[] o;
    private final int[] e;

    public LinearEvaluator(Weights weights) {
        this.weights = weights;
        this.o = weights.openingArray();
        this.e = weights.endgameArray();
    }

    @Override
    public int evaluate(Board board) {
        final int[] wo = o;
        final int[] we = e;
        final int me = board.sideToMove();
        final int opp = 1 - me;
        final int mine = me * 9;
        final int theirs = opp * 9;
        final int storeDiff = board.store(me) - board.store(opp);
        int open = wo[0] * storeDiff;
        int end = we[0] * storeDiff;
        final int t0 = board.tuzdyk(0);
        final int t1 = board.tuzdyk(1);
        final int myTuzdyk = me == 0 ? t0 : t1;
        final int theirTuzdyk = me == 0 ? t1 : t0;
        if (myTuzdyk >= 0) {
            int i = TUZDYK + (myTuzdyk >= 9 ? myTuzdyk - 9 : myTuzdyk);
            open += wo[i];
            end += we[i];
        }
        if (theirTuzdyk >= 0) {
            int i = TUZDYK + (theirTuzdyk >= 9 ? theirTuzdyk - 9 : theirTuzdyk);
            open -= wo[i];
            end -= we[i];
        }
        final boolean myTuzdykFree = myTuzdyk < 0;
        final boolean theirTuzdykFree = theirTuzdyk < 0;
        final int myBlocked = theirTuzdyk < 0 ? 8 : theirTuzdyk >= 9 ? theirTuzdyk - 9 : theirTuzdyk;
        final int theirBlocked = myTuzdyk < 0 ? 8 : myTuzdyk >= 9 ? myTuzdyk - 9 : myTuzdyk;
        int mobility = 0;
        int exposed = 0;
        int myStones = 0;
        int theirStones = 0;
        int captureNow = 0;
        int captureThreat = 0;
        int tuzdykNow = 0;
        int tuzdykThreat = 0;
        for (int k = 0; k < 9; k++) {
            final int a = board.hole(mine + k);
            final int b = board.hole(theirs + k);
            final int d = a - b;
            open += wo[STONES + k] * d;
            end += we[STONES + k] * d;
            myStones += a;
            theirStones += b;
            if (a > 0) {
                mobility++;
                exposed += a & 1;
                int last = Features.landing(mine + k, a);
                if ((last >= 9) != (me == 1) && last != t0 && last != t1) {
                    int c = Features.countAtLanding(board, mine + k, a, last);
                    if ((c & 1) == 0) {
                        captureNow = Math.max(captureNow, c);
                    } else if (c == 3 && myTuzdykFree) {
                        int number = last >= 9 ? last - 9 : last;
                        if (number != 8 && number != myBlocked) {
                            tuzdykNow = 1;
                        }
                    }
                }
            }
            if (b > 0) {
                mobility--;
                exposed -= b & 1;
                int last = Features.landing(theirs + k, b);
                if ((last >= 9) != (opp == 1) && last != t0 && last != t1) {
                    int c = Features.countAtLanding(board, theirs + k, b, last);
                    if ((c & 1) == 0) {
                        captureThreat = Math.max(captureThreat, c);
                    } else if (c == 3 && theirTuzdykFree) {
                        int number = last >= 9 ? last - 9 : last;
                        if (number != 8 && number != theirBlocked) {
                            tuzdykThreat = 1;
                        }
                    }
                }
            }
        }
        final int starvation = Math.max(0, STARVATION_LINE - myStones) - Math.max(0, STARVATION_LINE - theirStones);
        open += wo[Feature.MOBILITY.ordinal()] * mobility
                + wo[Feature.CAPTURE_NOW.ordinal()] * captureNow
                + wo[Feature.CAPTURE_THREAT.ordinal()] * captureThreat
                + wo[Feature.TUZDYK_NOW.ordinal()] * tuzdykNow
                + wo[Feature.TUZDYK_THREAT.ordinal()] * tuzdykThreat
                + wo[Feature.EXPOSED.ordinal()] * exposed
                + wo[Feature.TEMPO.ordinal()]
                + wo[Feature.STARVATION.ordinal()] * starvation;
        end += we[Feature.MOBILITY.ordinal()] * mobility
                + we[Feature.CAPTURE_NOW.ordinal()] * captureNow
                + we[Feature.CAPTURE_THREAT.ordinal()] * captureThreat
                + we[Feature.TUZDYK_NOW.ordinal()] * tuzdykNow
                + we[Feature.TUZDYK_THREAT.ordinal()] * tuzdykThreat
                + we[Feature.EXPOSED.ordinal()] * exposed
                + we[Feature.TEMPO.ordinal()]
                + we[Feature.STARVATION.ordinal()] * starvation;
        final int phase = Math.min(Features.FULL_PHASE, myStones + theirStones);
        return (open * phase + end * (Features.FULL_PHASE - phase)) / Features.FULL_PHASE;
    }

    /** The same value by way of the feature vector: what tuning sees. */
    public int evaluateByFeatures(Board board) {
        int[] f = new int[Feature.COUNT];
        int phase = Features.extract(board, f);
        int open = 0;
        int end = 0;
        for (int i = 0; i < f.length; i++) {
            open += o[i] * f[i];
            end += e[i] * f[i];
        }
        return (open * phase + end * (Features.FULL_PHASE - phase)) / Features.FULL_PHASE;
    }

    @Override
    public Evaluator copy() {
        return this;
    }

    public Weights weights() {
        return weights;
    }
}
