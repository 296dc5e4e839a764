package otau.review;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import otau.engine.book.Book;
import otau.game.Position;

/**
 * Reviews a main line: analyses each of its positions, then judges each move. With an
 * opening book its main moves are never marked, and (under a time budget) the positions it
 * has expanded are read from it instead of searched; with an opening theory
 * ({@link #withTheory}) neither are the moves people have established.
 */
public final class GameReviewer {
    /** Told after each position; may ask the review to stop. */
    public interface Progress {
        void done(int analysed, int total);

        default boolean isCancelled() {
            return false;
        }
    }

    private final PositionAnalyser analyser;
    private final ReviewCalculator calculator;
    private final BookKnowledge book;
    private final boolean readBook;
    private final Thresholds thresholds;

    /** Without an opening book: every position is searched. */
    public GameReviewer(PositionAnalyser analyser, Thresholds thresholds) {
        this(analyser, thresholds, Book.empty(), false);
    }

    /**
     * @param book     whose main moves are never marked
     * @param readBook whether the positions the book has expanded are read from it instead of
     *                 searched (a time budget; a fixed depth searches every position to it)
     */
    public GameReviewer(PositionAnalyser analyser, Thresholds thresholds, Book book, boolean readBook) {
        this(analyser, thresholds, new BookKnowledge(book), readBook, OpeningTheory.empty());
    }

    private GameReviewer(PositionAnalyser analyser, Thresholds thresholds, BookKnowledge book, boolean readBook,
                         OpeningTheory theory) {
        this.analyser = analyser;
        this.book = book;
        this.readBook = readBook;
        this.thresholds = thresholds;
        this.calculator = new ReviewCalculator(thresholds, book, theory);
    }

    /**
     * This reviewer, also leaving unmarked the moves {@code theory} holds established (the
     * engine's verdict is still shown with them).
     */
    public GameReviewer withTheory(OpeningTheory theory) {
        return new GameReviewer(analyser, thresholds, book, readBook, theory);
    }

    private boolean fromBook(Position p) {
        return readBook && book.knows(p);
    }

    /**
     * @param line the start position, then the position after each move
     * @throws CancellationException when {@code progress} asked to stop
     */
    public ReviewResult review(List<Position> line, Progress progress) {
        if (line.isEmpty()) {
            throw new IllegalArgumentException("no positions to review");
        }
        List<PositionAnalysis> analysed = new ArrayList<>(line.size());
        List<PositionAnalysis> reached = new ArrayList<>(line.size());
        reached.add(null);
        for (Position p : line) {
            if (progress.isCancelled()) {
                throw new CancellationException();
            }
            analysed.add(fromBook(p) ? book.analysis(p) : analyser.analyse(p, progress::isCancelled));
            int i = analysed.size() - 1;
            if (i > 0) {
                // The best move loses nothing; any other move is scored at the horizon of the best
                // line (in the book, at the book's own depth).
                PositionAnalysis before = analysed.get(i - 1);
                boolean best = p.lastMove().hole() == before.bestMove();
                reached.add(fromBook(before.position()) ? book.reached(p)
                        : best ? analysed.get(i)
                        : analyser.analyseAfterMove(p, before.depth(), progress::isCancelled));
            }
            progress.done(analysed.size(), line.size());
        }
        return calculator.review(analysed, reached);
    }
}
