package otau.engine;

/**
 * Receives what a search reports. Calls come from the engine's own threads, one at a time
 * per search; a listener must not block for long.
 */
public interface SearchListener {
    void info(SearchInfo info);

    void bestMove(BestMove bestMove);

    /** Anything else worth showing (an external engine's {@code info string}, a failure). */
    default void message(String text) {
    }

    SearchListener NONE = new SearchListener() {
        @Override
        public void info(SearchInfo info) {
        }

        @Override
        public void bestMove(BestMove bestMove) {
        }
    };
}
