package otau.engine.eval;

import otau.game.Board;

/** Computes the {@link Feature} values of a position: the one place both evaluation and tuning use. */
public final class Features {
    /** Stones in play at the start: the opening end of the phase scale. */
    public static final int FULL_PHASE = Board.TOTAL_STONES;
    private static final int STARVATION_LINE = 12;

    private Features() {
    }

    /** Fills {@code f} (length {@link Feature#COUNT}) and returns the phase: stones still in the holes, 0..162. */
    public static int extract(Board board, int[] f) {
        final int me = board.sideToMove();
        final int opp = 1 - me;
        final int mine = me * 9;
        final int theirs = opp * 9;
        f[Feature.STORE.ordinal()] = board.store(me) - board.store(opp);
        for (int k = 0; k < 8; k++) {
            f[Feature.TUZDYK_1.ordinal() + k] = 0;
        }
        final int t0 = board.tuzdyk(0);
        final int t1 = board.tuzdyk(1);
        final int myTuzdyk = me == 0 ? t0 : t1;
        final int theirTuzdyk = me == 0 ? t1 : t0;
        if (myTuzdyk >= 0) {
            f[Feature.TUZDYK_1.ordinal() + (myTuzdyk >= 9 ? myTuzdyk - 9 : myTuzdyk)]++;
        }
        if (theirTuzdyk >= 0) {
            f[Feature.TUZDYK_1.ordinal() + (theirTuzdyk >= 9 ? theirTuzdyk - 9 : theirTuzdyk)]--;
        }
        // A hole number (0..8) where each player may still make a tuzdyk: -1 for "nowhere"
        // is not needed; blocked[p] is the number p may not use (the other's tuzdyk), 8 always.
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
            int a = board.hole(mine + k);
            int b = board.hole(theirs + k);
            f[Feature.STONES_1.ordinal() + k] = a - b;
            myStones += a;
            theirStones += b;
            if (a > 0) {
                mobility++;
                exposed += a & 1;
                int last = landing(mine + k, a);
                // The last stone must fall on the opponent's side, in an ordinary hole.
                if ((last >= 9) != (me == 1) && last != t0 && last != t1) {
                    int c = countAtLanding(board, mine + k, a, last);
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
                int last = landing(theirs + k, b);
                if ((last >= 9) != (opp == 1) && last != t0 && last != t1) {
                    int c = countAtLanding(board, theirs + k, b, last);
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
        f[Feature.MOBILITY.ordinal()] = mobility;
        f[Feature.CAPTURE_NOW.ordinal()] = captureNow;
        f[Feature.CAPTURE_THREAT.ordinal()] = captureThreat;
        f[Feature.TUZDYK_NOW.ordinal()] = tuzdykNow;
        f[Feature.TUZDYK_THREAT.ordinal()] = tuzdykThreat;
        f[Feature.EXPOSED.ordinal()] = exposed;
        f[Feature.TEMPO.ordinal()] = 1;
        f[Feature.STARVATION.ordinal()] = Math.max(0, STARVATION_LINE - myStones)
                - Math.max(0, STARVATION_LINE - theirStones);
        return Math.min(FULL_PHASE, myStones + theirStones);
    }

    private static final int COUNTS = Board.MAX_COUNT + 1;
    /** LANDING[from * 256 + n]: where the last of n stones sown from hole index {@code from} falls. */
    private static final byte[] LANDING = new byte[Board.HOLES * COUNTS];

    static {
        for (int from = 0; from < Board.HOLES; from++) {
            for (int n = 1; n < COUNTS; n++) {
                LANDING[from * COUNTS + n] = (byte) ((n == 1 ? from + 1 : from + n - 1) % Board.HOLES);
            }
        }
    }

    /** Index of the hole that receives the last of {@code n} stones (n &ge; 1) sown from {@code from}. */
    static int landing(int from, int n) {
        return LANDING[from * COUNTS + n];
    }

    /** Stones in hole {@code last} once the move is sown (before any capture). */
    static int countAtLanding(Board board, int from, int n, int last) {
        if (n <= Board.HOLES) {
            return board.hole(last) + 1;
        }
        return (last == from ? 0 : board.hole(last)) + (n - 1) / Board.HOLES + 1;
    }
}
