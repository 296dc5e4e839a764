package otau;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import otau.game.Fen;
import otau.game.Position;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;

/**
 * Lines of any length for the tests of deep trees. In {@link #START} each side has one stone
 * in hole 1; a single stone moves to the next hole (RULES.md), so White 1, Black 1, White 2,
 * Black 2 … White 9, Black 9 walks both stones round and back to the same position after 18
 * plies, never landing on an even count, so nothing is captured and the game never ends.
 */
public final class LongLines {
    public static final String START = "1,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0 80 80 w 1";
    /** Stack for {@link #onSmallStack}: far too small for one frame a ply, plenty for a loop. */
    private static final long STACK_BYTES = 256 * 1024;

    private LongLines() {
    }

    public static Position start() {
        return Fen.read(START);
    }

    /** The hole of ply {@code i} (0-based) of the endless line. */
    public static int hole(int ply) {
        return ply % 18 / 2 + 1;
    }

    public static List<Integer> holes(int plies) {
        List<Integer> holes = new ArrayList<>(plies);
        for (int i = 0; i < plies; i++) {
            holes.add(hole(i));
        }
        return holes;
    }

    /** A game of {@code plies} plies from {@link #START}, with its FEN tags. */
    public static GameRecord game(int plies) {
        GameRecord g = new GameRecord(start());
        g.tags().put("SetUp", "1");
        g.tags().put("FEN", START);
        RecordNode n = g.root();
        for (int i = 0; i < plies; i++) {
            n = n.addChild(hole(i));
        }
        return g;
    }

    /** The node after {@code ply} plies of the main line. */
    public static RecordNode at(GameRecord g, int ply) {
        RecordNode n = g.root();
        for (int i = 0; i < ply; i++) {
            n = n.mainChild();
        }
        return n;
    }

    /**
     * Runs {@code work} on a thread with a small stack, so that code that recurses once a ply
     * fails with StackOverflowError however large the test JVM's own stack is.
     */
    public static <T> T onSmallStack(Callable<T> work) {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                result.set(work.call());
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "small-stack", STACK_BYTES);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
        if (failure.get() != null) {
            throw new AssertionError("failed on a small stack: " + failure.get(), failure.get());
        }
        return result.get();
    }
}
