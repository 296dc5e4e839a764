package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import otau.engine.book.Book;
import otau.engine.book.BookMove;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code otau book show}: the book moves at a position, with their evaluations. */
@Command(name = "show", description = "Show the book moves from a position (default: the bundled book, start position).")
public final class BookShowCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--book", paramLabel = "FILE", description = "the book file (default: the bundled book)")
    Path file;

    @Mixin
    FenOption fen;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (file != null) {
            otau.io.FileProblems.requireReadableFile(file); // a folder is named as one, not "Is a directory"
        }
        Book book = file == null ? Book.bundled() : Book.load(file);
        out.printf(Locale.ROOT, "book: %s, %s, margin %.2f stones%n", Counts.of(book.size(), "position", "positions"),
                Counts.of(book.plies(), "ply", "plies"), book.margin() / 100.0);
        List<BookMove> moves = book.moves(fen.position);
        if (moves.isEmpty()) {
            out.println("no book moves from this position");
        }
        for (BookMove m : moves) {
            out.printf(Locale.ROOT, "%d  %+.2f  depth %d%s%n", m.hole(), m.whiteStones(), m.depth(),
                    m.main() ? "  main" : "");
        }
        return 0;
    }
}
