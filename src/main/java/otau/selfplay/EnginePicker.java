package otau.selfplay;

import otau.engine.Limits;
import otau.engine.SearchListener;
import otau.engine.search.SearchConfig;
import otau.engine.search.SearchEngine;
import otau.game.Position;

/**
 * A self-play player backed by the real search at a small node budget: much stronger than
 * {@link GreedyMaterialPicker} and still quick (a few thousand nodes a move), so demo
 * databases hold games worth exploring. Each picker owns its engine; close it when done.
 */
public final class EnginePicker extends NamedPicker implements AutoCloseable {
    /** Nodes a move for demo games: decent play at a fraction of a second per game. */
    public static final long DEFAULT_NODES = 5_000;

    private final SearchEngine engine;
    private final long nodes;

    public EnginePicker(long nodes, String name) {
        super(name);
        if (nodes < 1) {
            throw new IllegalArgumentException("the node budget must be at least 1, not " + nodes);
        }
        this.engine = new SearchEngine(SearchConfig.standard());
        // A small table is plenty for a few thousand nodes and keeps two pickers light.
        engine.setOption("Hash", "4");
        this.nodes = nodes;
    }

    @Override
    public int pick(Position position) {
        int move = engine.go(position, Limits.nodes(nodes), SearchListener.NONE).join().move();
        if (move == 0) {
            throw new IllegalArgumentException("no legal move in " + position);
        }
        return move;
    }

    @Override
    public void close() {
        engine.close();
    }
}
