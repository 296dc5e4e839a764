package otau.ui.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import otau.engine.BestMove;
import otau.engine.Engine;
import otau.engine.Limits;
import otau.engine.Score;
import otau.engine.SearchInfo;
import otau.engine.SearchListener;
import otau.game.Position;

/** An engine whose reports the test delivers by hand, whenever it likes. */
final class ScriptedEngine implements Engine {
    record Search(Position position, Limits limits, SearchListener listener, CompletableFuture<BestMove> future) {
        void report(int depth, int rank, int cp, Integer... pv) {
            listener.info(new SearchInfo(position, depth, depth, rank, Score.cp(cp), 1000L * depth, 50_000, 20, 0,
                    List.of(pv)));
        }
    }

    final List<Search> searches = new ArrayList<>();
    final List<String> options = new ArrayList<>();
    /** Every call in order: {@code option Name=v}, {@code stop}, {@code go}. */
    final List<String> calls = new ArrayList<>();
    int stops;
    boolean closed;

    @Override
    public String name() {
        return "Scripted";
    }

    @Override
    public void setOption(String name, String value) {
        options.add(name + "=" + value);
        calls.add("option " + name + "=" + value);
    }

    @Override
    public void newGame() {
    }

    @Override
    public CompletableFuture<BestMove> go(Position position, Limits limits, SearchListener listener) {
        Search s = new Search(position, limits, listener, new CompletableFuture<>());
        searches.add(s);
        calls.add("go");
        return s.future();
    }

    Search last() {
        return searches.get(searches.size() - 1);
    }

    @Override
    public void stop() {
        stops++;
        calls.add("stop");
    }

    @Override
    public void close() {
        closed = true;
    }
}
