package otau.engine.book;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.function.BooleanSupplier;
import otau.engine.BestMove;
import otau.engine.Engine;
import otau.engine.EngineException;
import otau.engine.Limits;
import otau.engine.SearchListener;
import otau.game.Position;
import otau.game.Side;

/**
 * Builds an opening book by expanding the game tree from a root, ply by ply and best line
 * first: every move of an expanded position is searched, and the moves within the margin of
 * the best are expanded in turn, until the ply limit. A position reached by transposition is
 * searched and expanded once.
 */
public final class BookBuilder {
    private final Engine engine;
    private final Limits limits;
    private final int plies;
    private final int margin;
    private int maxPositions = Integer.MAX_VALUE;
    private BookProgress progress = BookProgress.NONE;
    private BooleanSupplier cancelled = () -> false;

    private final Map<Long, BookEntry> entries = new HashMap<>();
    private boolean complete;

    /**
     * @param engine the engine to search with (the builder does not close it)
     * @param limits the search of each position (a depth or a move time)
     * @param plies  how deep from the root positions are expanded
     * @param margin moves within this many centi-stones of the best are expanded
     */
    public BookBuilder(Engine engine, Limits limits, int plies, int margin) {
        if (plies < 1 || plies > Book.MAX_PLIES) {
            throw new IllegalArgumentException("plies must be 1.." + Book.MAX_PLIES + ", not " + plies);
        }
        if (margin < 0 || margin > Book.MAX_MARGIN) {
            throw new IllegalArgumentException("margin must be 0.." + Book.MAX_MARGIN + " centi-stones, not " + margin);
        }
        if (limits.isUnbounded()) {
            throw new IllegalArgumentException("each position needs a search limit (a depth or a time)");
        }
        this.engine = engine;
        this.limits = limits;
        this.plies = plies;
        this.margin = margin;
    }

    /** Stops once this many positions are evaluated (the lines searched so far stay whole). */
    public BookBuilder maxPositions(int max) {
        this.maxPositions = max;
        return this;
    }

    public BookBuilder progress(BookProgress listener) {
        this.progress = listener;
        return this;
    }

    /** Checked between searches: when it answers true the build stops with what it has. */
    public BookBuilder cancelWhen(BooleanSupplier cancel) {
        this.cancelled = cancel;
        return this;
    }

    /** False when the build stopped early (cancelled, interrupted or at the position limit). */
    public boolean complete() {
        return complete;
    }

    public Book build(Position root) {
        entries.clear();
        complete = false;
        evaluate(root);
        List<Position> frontier = List.of(root);
        Set<Long> expanded = new HashSet<>();
        for (int ply = 0; ply < plies && !frontier.isEmpty(); ply++) {
            List<Position> next = new ArrayList<>();
            Set<Long> queued = new HashSet<>();
            for (int i = 0; i < frontier.size(); i++) {
                Position position = frontier.get(i);
                if (!expanded.add(position.hash())) {
                    continue;
                }
                List<Position> children = new ArrayList<>();
                for (int hole : position.legalMoves()) {
                    if (shouldStop()) {
                        return result();
                    }
                    Position child = position.play(hole);
                    evaluate(child);
                    children.add(child);
                }
                markExpanded(position);
                for (Position child : withinMargin(position, children)) {
                    if (!expanded.contains(child.hash()) && queued.add(child.hash())) {
                        next.add(child);
                    }
                }
                progress.update(entries.size(), ply, frontier.size() - i - 1);
            }
            frontier = next;
        }
        complete = true;
        return result();
    }

    private Book result() {
        return Book.of(entries.values(), margin, plies);
    }

    private boolean shouldStop() {
        return entries.size() >= maxPositions || cancelled.getAsBoolean() || Thread.currentThread().isInterrupted();
    }

    /** The children best first for the side to move at {@code parent}, cut at the margin. */
    private List<Position> withinMargin(Position parent, List<Position> children) {
        int sign = parent.sideToMove() == Side.WHITE ? 1 : -1;
        List<Position> sorted = new ArrayList<>(children);
        sorted.sort(Comparator.comparingInt(c -> -sign * entries.get(c.hash()).whiteEval()));
        if (sorted.isEmpty()) {
            return sorted;
        }
        int best = entries.get(sorted.get(0).hash()).whiteEval();
        return sorted.stream().filter(c -> !c.isGameOver())
                .filter(c -> Math.abs(best - entries.get(c.hash()).whiteEval()) <= margin).toList();
    }

    private void markExpanded(Position position) {
        BookEntry e = entries.get(position.hash());
        entries.put(position.hash(), new BookEntry(e.key(), e.whiteEval(), e.depth(), e.flags() | BookEntry.EXPANDED));
    }

    private void evaluate(Position position) {
        if (entries.containsKey(position.hash())) {
            return; // a transposition: searched once
        }
        int whiteEval;
        int depth;
        if (position.isGameOver()) {
            whiteEval = finalScore(position);
            depth = 0;
        } else {
            BestMove best = search(position);
            int sideEval = best.score() == null ? 0 : best.score().value();
            whiteEval = position.sideToMove() == Side.WHITE ? sideEval : -sideEval;
            depth = Math.min(255, Math.max(0, best.depth()));
        }
        entries.put(position.hash(), new BookEntry(position.hash(), whiteEval, depth, 0));
    }

    /** A finished game scores its store difference, as stones for White. */
    private static int finalScore(Position position) {
        var outcome = position.outcome();
        return 100 * (outcome.whiteStore() - outcome.blackStore());
    }

    private BestMove search(Position position) {
        try {
            engine.newGame(); // each score depends on its position only, not on the order of the build
            return engine.go(position, limits, SearchListener.NONE).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            engine.stop();
            throw new EngineException("book build interrupted");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw cause instanceof EngineException ee ? ee : new EngineException("search failed: " + cause);
        }
    }
}
