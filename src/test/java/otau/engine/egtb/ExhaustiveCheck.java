package otau.engine.egtb;

import java.util.SplittableRandom;
import otau.game.Position;

/** Exhaustive results and random small positions for tests in other packages. */
public final class ExhaustiveCheck {
    private ExhaustiveCheck() {
    }

    /** 1, 0 or -1 for the side to move, by exhaustive search of every reachable position. */
    public static int result(Position p) {
        return ExhaustiveResult.of(p);
    }

    /** A random legal position with at most {@code maxStones} stones in the holes and 162 in all. */
    public static Position randomSmall(SplittableRandom random, int maxStones) {
        SmallPositions.Shape s = SmallPositions.random(random, maxStones);
        int low = s.lowestWhiteStore();
        return s.withWhiteStore(low + random.nextInt(s.highestWhiteStore() - low + 1));
    }
}
