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

    /**
     * The data folder's tablebase (or the one {@code -Dotau.egtb} names), every block checked,
     * null for none; a skipped one is named on {@code err}.
     */
    static otau.engine.egtb.Tablebase defaultTable(PrintWriter err) {
        return checkedWhole(otau.engine.egtb.Tablebase.findDefault(printer(err)));
    }

    /**
     * {@code table} once every block has passed its checksum, else null: a command that proves
     * reads the whole table first (a tenth of a second for 169 MB), so a damaged table is
     * refused before the proof starts, as a table named with {@code --egtb} is, rather than
     * used for the blocks that happen to be intact. The failing block was already told to the
     * listener the table was opened with.
     */
    static otau.engine.egtb.Tablebase checkedWhole(otau.engine.egtb.Tablebase table) {
        if (table == null) {
            return null;
        }
        try {
            table.checkAll();
            return table;
        } catch (java.io.IOException e) {
            return null;
        }
    }

    static Consumer<otau.io.Phrase> printer(PrintWriter err) {
        return problem -> {
            synchronized (err) {
                err.println("tablebase skipped: " + problem.english());
                err.flush();
            }
        };
    }
}
