package otau.engine.egtb;

import java.util.SplittableRandom;
import otau.game.Position;
import otau.game.Side;

/** Random legal positions with few stones in the holes, for checks against exhaustive search. */
final class SmallPositions {
    private SmallPositions() {
    }

    /** The holes, tuzdyks and side to move of a random small position, White's store still to choose. */
    record Shape(int[] holes, int whiteTuzdyk, int blackTuzdyk, Side toMove) {
        int stones() {
            int n = 0;
            for (int h : holes) {
                n += h;
            }
            return n;
        }

        /** Lowest White store that keeps both stores below 82 with 162 stones in all. */
        int lowestWhiteStore() {
            return Math.max(0, 81 - stones());
        }

        int highestWhiteStore() {
            return Math.min(81, 162 - stones());
        }

        Position withWhiteStore(int whiteStore) {
            int[] white = java.util.Arrays.copyOfRange(holes, 0, 9);
            int[] black = java.util.Arrays.copyOfRange(holes, 9, 18);
            return Position.of(white, black, whiteStore, 162 - stones() - whiteStore,
                    whiteTuzdyk < 0 ? 0 : whiteTuzdyk - 8, blackTuzdyk < 0 ? 0 : blackTuzdyk + 1, toMove, 1);
        }
    }

    static Shape random(SplittableRandom random, int maxStones) {
        int config = random.nextInt(TablebaseLayout.CONFIGS);
        int wt = TablebaseLayout.whiteTuzdyk(config);
        int bt = TablebaseLayout.blackTuzdyk(config);
        int n = random.nextInt(maxStones + 1);
        int[] holes = new int[18];
        // Stones bunched into a few holes, as in real endgames, as often as spread out.
        int[] free = new int[18];
        int count = 0;
        for (int i = 0; i < 18; i++) {
            if (i != wt && i != bt) {
                free[count++] = i;
            }
        }
        int spread = 1 + random.nextInt(count);
        for (int s = 0; s < n; s++) {
            holes[free[random.nextInt(spread)]]++;
        }
        if (random.nextBoolean()) {
            // mirror the rows, so both rows get the bunched stones
            int[] m = new int[18];
            for (int i = 0; i < 18; i++) {
                m[i] = holes[(i + 9) % 18];
            }
            holes = m;
            int w = bt < 0 ? -1 : bt + 9;
            int b = wt < 0 ? -1 : wt - 9;
            wt = w;
            bt = b;
        }
        return new Shape(holes, wt, bt, random.nextBoolean() ? Side.WHITE : Side.BLACK);
    }
}
