package otau.ui.explorer;

import java.util.function.Supplier;
import javafx.util.Duration;
import otau.engine.book.Book;
import otau.ui.database.DatabaseFeature;
import otau.ui.workbench.Command;
import otau.ui.workbench.Workbench;

/**
 * Adds the opening explorer to a workbench: the panel beside the board over the database
 * that {@link DatabaseFeature} holds open with the opening book under it, its repertoire
 * menu, and Database → Opening Explorer. The explorer uses the database; the database knows nothing of it.
 */
public final class ExplorerFeature {
    /** The explorer's pause after a change of position before it asks the database. */
    public static final Duration DEBOUNCE = Duration.millis(120);

    private final RepertoireActions repertoire;
    private final ExplorerPanel panel;

    private ExplorerFeature(Workbench wb, DatabaseFeature database, Duration debounce, Supplier<Book> book) {
        var session = database.session();
        repertoire = new RepertoireActions(wb.model(), session, wb.executor(), wb::showMessage);
        repertoire.setShowTree(() -> wb.run(Command.REPERTOIRE_TREE));
        panel = new ExplorerPanel(wb.model(), session, wb.executor(), repertoire, debounce, database::showGamesAt, book);
        wb.addSidePanel("explorer", "explorer.title", panel);
        wb.onCommand(Command.EXPLORER, () -> wb.selectPanel("explorer"));
    }

    public static ExplorerFeature install(Workbench wb, DatabaseFeature database) {
        return install(wb, database, DEBOUNCE);
    }

    public static ExplorerFeature install(Workbench wb, DatabaseFeature database, Duration debounce) {
        return install(wb, database, debounce, Book::bundled);
    }

    /** With another opening book than the one shipped in the jar (tests). */
    public static ExplorerFeature install(Workbench wb, DatabaseFeature database, Duration debounce,
                                          Supplier<Book> book) {
        return new ExplorerFeature(wb, database, debounce, book);
    }

    public ExplorerPanel panel() {
        return panel;
    }

    public RepertoireActions repertoire() {
        return repertoire;
    }
}
