package otau.engine.solve;

import java.util.function.BooleanSupplier;
import otau.engine.egtb.Tablebase;
import otau.game.Board;
import otau.game.Position;

/**
 * What both exact searches hold alike: the question's root and attacker, the verdicts on
 * leaves (finished games, the tablebase), the board they search on, the stop signal and the
 * node count. The searches themselves ({@link ForcingSearch}, {@link ProofNumberSearch})
 * differ in everything else, down to their tables.
 */
abstract class ExactSearch implements ExactQuestion {
    protected final Position root;
    protected final int attacker;
    protected final LeafStatus leaves;
    protected final Board board;
    protected final BooleanSupplier stop;
    protected long nodes;

    ExactSearch(Position root, int attacker, int margin, Tablebase tablebase, BooleanSupplier stop) {
        this.root = root;
        this.attacker = attacker;
        this.leaves = new LeafStatus(attacker, margin, tablebase, root.totalStones());
        this.board = new Board(root);
        this.stop = stop;
    }

    @Override
    public final int attacker() {
        return attacker;
    }

    @Override
    public final long nodes() {
        return nodes;
    }

    @Override
    public final Position root() {
        return root;
    }
}
