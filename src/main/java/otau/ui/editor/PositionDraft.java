package otau.ui.editor;

import java.util.ArrayList;
import java.util.List;
import otau.game.Position;
import otau.game.Side;
import otau.ui.I18n;
import otau.ui.board.HoleRef;

/**
 * The position being set up in the board editor: any counts, both stores, the tuzdyks,
 * the side to move and the move number. The tuzdyk rules are enforced as the user edits
 * (each change returns why it is refused, or null); the 162-stone total is not, since a
 * position is built hole by hole, but {@link #isConsistent()} gates starting a game.
 */
public final class PositionDraft {
    public static final int TOTAL = 162;

    private final int[] holes = new int[18];
    private final int[] stores = new int[2];
    /** Number of the opponent's hole that is each player's tuzdyk (index by Side), 0 for none. */
    private final int[] tuzdyks = new int[2];
    private Side toMove = Side.WHITE;
    private int moveNumber = 1;
    private final List<Runnable> listeners = new ArrayList<>();

    public PositionDraft(Position p) {
        load(p);
    }

    /** Called after every change. */
    public void addListener(Runnable r) {
        listeners.add(r);
    }

    private void changed() {
        listeners.forEach(Runnable::run);
    }

    /** Takes over {@code p} entirely. */
    public void load(Position p) {
        for (int i = 0; i < 18; i++) {
            holes[i] = p.holeAt(i);
        }
        for (Side s : Side.values()) {
            stores[s.index()] = p.store(s);
            tuzdyks[s.index()] = p.tuzdyk(s);
        }
        toMove = p.sideToMove();
        moveNumber = p.moveNumber();
        changed();
    }

    /** Empties every hole and store and removes the tuzdyks; White to move, move 1. */
    public void clear() {
        java.util.Arrays.fill(holes, 0);
        java.util.Arrays.fill(stores, 0);
        java.util.Arrays.fill(tuzdyks, 0);
        toMove = Side.WHITE;
        moveNumber = 1;
        changed();
    }

    public int count(HoleRef h) {
        return holes[h.index()];
    }

    /** Sets a hole's stones (clamped to 0..162); refused on a tuzdyk, which is always empty. */
    public String setCount(HoleRef h, int n) {
        if (isTuzdyk(h)) {
            return I18n.get("editor.tuzdykEmpty", holeName(h));
        }
        int v = Math.max(0, Math.min(TOTAL, n));
        if (holes[h.index()] != v) {
            holes[h.index()] = v;
            changed();
        }
        return null;
    }

    public String add(HoleRef h, int delta) {
        return setCount(h, count(h) + delta);
    }

    public int store(Side s) {
        return stores[s.index()];
    }

    public void setStore(Side s, int n) {
        int v = Math.max(0, Math.min(TOTAL, n));
        if (stores[s.index()] != v) {
            stores[s.index()] = v;
            changed();
        }
    }

    /** Whether {@code h} is a tuzdyk (of the player who owns the other row). */
    public boolean isTuzdyk(HoleRef h) {
        return tuzdyks[h.side().opposite().index()] == h.number();
    }

    /** The number of the opponent's hole that is {@code owner}'s tuzdyk, or 0. */
    public int tuzdyk(Side owner) {
        return tuzdyks[owner.index()];
    }

    /**
     * Makes {@code h} a tuzdyk of the player opposite its row, or stops it being one. A
     * new tuzdyk's stones go to its owner's store, so the total stays as it was. Returns
     * why it cannot be done (one tuzdyk a player, never hole 9, not the same number as the
     * opponent's), or null.
     */
    public String toggleTuzdyk(HoleRef h) {
        Side owner = h.side().opposite();
        if (isTuzdyk(h)) {
            tuzdyks[owner.index()] = 0;
            changed();
            return null;
        }
        String refused = tuzdykProblem(h);
        if (refused != null) {
            return refused;
        }
        // Capped as a typed store is: a draft already over 162 stays a draft, never an impossible store.
        stores[owner.index()] = Math.min(TOTAL, stores[owner.index()] + holes[h.index()]);
        holes[h.index()] = 0;
        tuzdyks[owner.index()] = h.number();
        changed();
        return null;
    }

    /** Why {@code h} cannot become a tuzdyk now, or null when it can (or already is one). */
    public String tuzdykProblem(HoleRef h) {
        Side owner = h.side().opposite();
        if (isTuzdyk(h)) {
            return null;
        }
        if (tuzdyks[owner.index()] != 0) {
            return I18n.get("editor.tuzdykOnePerPlayer", sideName(owner),
                    holeName(new HoleRef(h.side(), tuzdyks[owner.index()])));
        }
        if (h.number() == 9) {
            return I18n.get("editor.tuzdykNine");
        }
        if (tuzdyks[h.side().index()] == h.number()) {
            return I18n.get("editor.tuzdykSameNumber", sideName(h.side()), h.number());
        }
        return null;
    }

    public Side toMove() {
        return toMove;
    }

    public void setToMove(Side s) {
        if (s != toMove) {
            toMove = s;
            changed();
        }
    }

    public int moveNumber() {
        return moveNumber;
    }

    public void setMoveNumber(int n) {
        int v = Math.max(1, n);
        if (v != moveNumber) {
            moveNumber = v;
            changed();
        }
    }

    /** Stones in the holes and both stores. */
    public int total() {
        int t = stores[0] + stores[1];
        for (int c : holes) {
            t += c;
        }
        return t;
    }

    /** True when the position may be played: exactly 162 stones (FORMATS §1). */
    public boolean isConsistent() {
        return total() == TOTAL;
    }

    /** What is wrong with the total, or null when it is right. */
    public String problem() {
        int t = total();
        if (t < TOTAL) {
            return I18n.get("editor.missing", t, TOTAL - t);
        }
        if (t > TOTAL) {
            return I18n.get("editor.extra", t, t - TOTAL);
        }
        return null;
    }

    /** The draft as a position, whatever its total (for showing it). */
    public Position toPosition() {
        int[] white = new int[9];
        int[] black = new int[9];
        System.arraycopy(holes, 0, white, 0, 9);
        System.arraycopy(holes, 9, black, 0, 9);
        return Position.of(white, black, stores[0], stores[1], tuzdyks[Side.WHITE.index()],
                tuzdyks[Side.BLACK.index()], toMove, moveNumber);
    }

    /** The position to study; only when {@link #isConsistent()}. */
    public Position toPlayablePosition() {
        if (!isConsistent()) {
            throw new IllegalStateException(problem());
        }
        return toPosition();
    }

    static String sideName(Side s) {
        return I18n.get(s == Side.WHITE ? "side.white" : "side.black");
    }

    static String holeName(HoleRef h) {
        return I18n.get("board.hole", sideName(h.side()), h.number());
    }
}
