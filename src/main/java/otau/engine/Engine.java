package otau.engine;

import java.util.concurrent.CompletableFuture;
import otau.game.Position;

/**
 * A searching engine: the one in this process ({@link otau.engine.search.SearchEngine}) or an
 * external program speaking TKP ({@link otau.engine.tkp.ProcessEngine}). No method blocks
 * for a search: {@link #go} returns at once and the answer arrives through the listener and
 * the returned future.
 */
public interface Engine extends AutoCloseable {
    /** The standard option names of FORMATS.md §3. */
    String HASH = "Hash";
    String THREADS = "Threads";
    String MULTI_PV = "MultiPV";

    String name();

    /**
     * Sets an option ({@link #HASH} in MiB, {@link #THREADS}, {@link #MULTI_PV}); it applies from
     * the next search.
     *
     * @throws IllegalArgumentException for an unknown name or a bad value
     */
    void setOption(String name, String value);

    /** Forgets everything game-specific (hash table, move-ordering statistics). */
    void newGame();

    /**
     * Starts searching {@code position}; a search still running is stopped first. Reports go to
     * {@code listener}, ending with exactly one {@link SearchListener#bestMove} on success.
     *
     * @return completes with the best move, or exceptionally with an {@link EngineException}
     */
    CompletableFuture<BestMove> go(Position position, Limits limits, SearchListener listener);

    /** Asks the running search (if any) to finish now and answer its best move. */
    void stop();

    /** Stops any search and releases threads or the external process. */
    @Override
    void close();
}
