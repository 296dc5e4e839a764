package otau.cli;

import java.io.PrintWriter;
import java.util.function.Consumer;

/**
 * How a command says that a tablebase was skipped (a damaged or truncated file, or a block found
 * damaged when first read): one line, {@code tablebase skipped: <file>: <why>; rebuild it with …},
 * on the command's error stream, from whichever thread met it.
 */
final class TablebaseNotices {
    private TablebaseNotices() {
    }

    /** The data folder's tablebase (or the one {@code -Dotau.egtb} names), null for none; a skipped one is named on {@code err}. */
    static otau.engine.egtb.Tablebase defaultTable(PrintWriter err) {
        return otau.engine.egtb.Tablebase.findDefault(printer(err));
    }

    static Consumer<String> printer(PrintWriter err) {
        return problem -> {
            synchronized (err) {
                err.println("tablebase skipped: " + problem);
                err.flush();
            }
        };
    }
}
