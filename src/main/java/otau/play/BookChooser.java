package otau.play;

import java.util.List;
import java.util.Random;
import otau.engine.book.Book;
import otau.engine.book.BookMove;
import otau.game.Position;

/**
 * Varied openings for the levels: in a position whose moves are all in the opening book, one
 * of its main moves (within the book's margin of the best), drawn with a weight that falls with
 * the stones it gives away against the best, so the best is the likeliest and none is far off.
 */
final class BookChooser {
    private final java.util.function.Supplier<Book> book;

    /** @param book the book to play from; asked at each move (it may still be loading: empty until then) */
    BookChooser(java.util.function.Supplier<Book> book) {
        this.book = book;
    }

    /** The book move chosen, or null where the book has no say (out of it, or not expanded). */
    BookMove choose(Position position, Random random) {
        Book book = this.book.get();
        var entry = book.entry(position);
        if (entry == null || !entry.expanded()) {
            return null;
        }
        List<BookMove> main = book.moves(position).stream().filter(BookMove::main).toList();
        if (main.isEmpty()) {
            return null;
        }
        int best = main.get(0).whiteEval();
        double[] weights = new double[main.size()];
        double total = 0;
        for (int i = 0; i < main.size(); i++) {
            double stonesWorse = Math.abs(best - main.get(i).whiteEval()) / 100.0;
            weights[i] = 1 / (1 + stonesWorse * stonesWorse);
            total += weights[i];
        }
        double r = random.nextDouble() * total;
        for (int i = 0; i < main.size(); i++) {
            r -= weights[i];
            if (r < 0) {
                return main.get(i);
            }
        }
        return main.get(main.size() - 1);
    }
}
