package otau.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import otau.engine.BestMove;
import otau.engine.Engine;
import otau.engine.Limits;
import otau.engine.Score;
import otau.engine.SearchInfo;
import otau.engine.SearchListener;
import otau.engine.search.SearchEngine;
import otau.game.Position;

/**
 * The engine playing at one {@link StrengthLevel}: a search limited to the level's depth with
 * its best few moves scored (MultiPV), then {@link MoveChooser} picks among them. Being an
 * {@link Engine}, a level plays in matches ({@code builtin:level4}) exactly as it plays
 * against a person.
 *
 * <p>Given the same seed and the same positions in the same order, it plays the same moves
 * (depth-limited searches on one thread are repeatable; a time limit that cuts a search
 * short is the one thing that is not).
 */
public final class LevelEngine implements Engine {
    private final StrengthLevel level;
    private final SearchEngine search;
    private final Random random;
    private final BookChooser book;

    public LevelEngine(StrengthLevel level, long seed) {
        this(level, seed, new SearchEngine(), otau.engine.book.Book::empty);
    }

    /** Playing the opening from {@code book} while it has main moves (see {@link BookChooser}). */
    public LevelEngine(StrengthLevel level, long seed, otau.engine.book.Book book) {
        this(level, seed, new SearchEngine(), () -> book);
    }

    /** As above, with the book asked for at each move (one still loading answers empty). */
    public LevelEngine(StrengthLevel level, long seed, java.util.function.Supplier<otau.engine.book.Book> book) {
        this(level, seed, new SearchEngine(), book);
    }

    LevelEngine(StrengthLevel level, long seed, SearchEngine search) {
        this(level, seed, search, otau.engine.book.Book::empty);
    }

    private LevelEngine(StrengthLevel level, long seed, SearchEngine search,
                        java.util.function.Supplier<otau.engine.book.Book> book) {
        this.level = level;
        this.search = search;
        this.random = new Random(seed);
        this.book = new BookChooser(book);
    }

    public StrengthLevel level() {
        return level;
    }

    @Override
    public String name() {
        return level.playerName();
    }

    /** Hash and Threads go to the search; MultiPV is the level's own business and is ignored. */
    @Override
    public void setOption(String name, String value) {
        if (name.equals(MULTI_PV)) {
            return;
        }
        search.setOption(name, value);
    }

    @Override
    public void newGame() {
        search.newGame();
    }

    @Override
    public CompletableFuture<BestMove> go(Position position, Limits limits, SearchListener listener) {
        // Both draws happen here, in call order, so a game's choices do not depend on thread timing.
        boolean blind = random.nextDouble() < level.blindSpotChance();
        Random choice = new Random(random.nextLong());
        int depth = blind ? level.blindSpotDepth() : level.depth();
        otau.engine.book.BookMove fromBook = book.choose(position, choice);
        if (fromBook != null) {
            int forMover = position.sideToMove() == otau.game.Side.WHITE ? fromBook.whiteEval() : -fromBook.whiteEval();
            BestMove answer = new BestMove(position, fromBook.hole(), new Score(forMover), fromBook.depth(), 0, 0);
            listener.bestMove(answer);
            return CompletableFuture.completedFuture(answer);
        }
        search.setOption(MULTI_PV, Integer.toString(Math.min(level.candidates(), SearchEngine.MAX_MULTI_PV)));
        Collector collector = new Collector(listener);
        return search.go(position, limitsFor(limits, depth, level.thinkMs()), collector).thenApply(best -> {
            BestMove answer = best;
            List<Candidate> candidates = collector.candidates();
            if (best.move() != 0 && !candidates.isEmpty()) {
                int move = MoveChooser.choose(candidates, level, choice);
                int score = candidates.stream().filter(c -> c.move() == move).findFirst().orElseThrow().score();
                answer = new BestMove(position, move, new Score(score), best.depth(), best.nodes(), best.timeMs());
            }
            listener.bestMove(answer);
            return answer;
        });
    }

    /**
     * The limits of one move: the caller's time (clock or move time) with the level's depth;
     * with no limit at all (or "infinite") the level's thinking time, since a level never
     * thinks until stopped.
     */
    static Limits limitsFor(Limits given, int depth, long thinkMs) {
        Limits l = given.isUnbounded() ? Limits.moveTime(thinkMs) : given;
        if (depth > 0 && (l.depth() <= 0 || l.depth() > depth)) {
            l = l.withDepth(depth);
        }
        return l;
    }

    @Override
    public void stop() {
        search.stop();
    }

    @Override
    public void close() {
        search.close();
    }

    /** Keeps the scored lines of the deepest completed iteration; the inner best move is not passed on. */
    private static final class Collector implements SearchListener {
        private final SearchListener outer;
        private final List<Candidate> lines = new ArrayList<>();
        private int depth;

        Collector(SearchListener outer) {
            this.outer = outer;
        }

        @Override
        public synchronized void info(SearchInfo info) {
            if (info.depth() != depth) {
                depth = info.depth();
                lines.clear();
            }
            if (!info.pv().isEmpty()) {
                lines.add(new Candidate(info.pv().get(0), info.score().value()));
            }
            outer.info(info);
        }

        @Override
        public void bestMove(BestMove bestMove) {
        }

        @Override
        public void message(String text) {
            outer.message(text);
        }

        synchronized List<Candidate> candidates() {
            return List.copyOf(lines);
        }
    }
}
