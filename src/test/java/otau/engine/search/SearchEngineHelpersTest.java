package otau.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import otau.engine.BestMove;
import otau.engine.SearchInfo;
import otau.engine.SearchListener;
import org.junit.jupiter.api.Test;

class SearchEngineHelpersTest {
    @Test
    void aHelperThreadsFailureIsReportedNotSwallowed() {
        List<String> messages = new ArrayList<>();
        SearchListener listener = new SearchListener() {
            @Override
            public void info(SearchInfo info) {
            }

            @Override
            public void bestMove(BestMove bestMove) {
            }

            @Override
            public void message(String text) {
                messages.add(text);
            }
        };
        // Oracle: the helpers given, one finished, one failed by hand.
        List<Future<?>> helpers = List.of(CompletableFuture.completedFuture(null),
                CompletableFuture.failedFuture(new IllegalStateException("index 40 out of the board")));
        assertEquals(1, SearchEngine.awaitHelpers(helpers, listener));
        assertEquals(1, messages.size(), messages::toString);
        assertTrue(messages.get(0).startsWith("helper thread failed: ")
                && messages.get(0).contains("index 40 out of the board"), messages::toString);
    }
}
