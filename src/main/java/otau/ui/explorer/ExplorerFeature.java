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
        wb.addSidePanel("explorer", "explorer.title", hiddenWhileTheBoardIsBusy(wb, panel));
        wb.onCommand(Command.EXPLORER, () -> wb.selectPanel("explorer"));
    }

    /**
     * The panel, hidden (a note in its place) while a mode that hides the engine has the board: a
     * game against it, a puzzle, a lesson, a drill. Its statistics and book moves would give their
     * moves away, and a click on a row would play into a game the mode owns.
     */
    private static javafx.scene.Node hiddenWhileTheBoardIsBusy(Workbench wb, ExplorerPanel panel) {
        javafx.beans.binding.BooleanBinding busy = wb.boardModes().allowing(otau.ui.board.Overlay.ENGINE_ARROWS).not();
        javafx.scene.control.Label note = new javafx.scene.control.Label();
        note.setText(otau.ui.I18n.get("explorer.hiddenByMode"));
        note.setId("explorer-hidden");
        note.setWrapText(true);
        note.setPadding(new javafx.geometry.Insets(12));
        javafx.scene.layout.StackPane.setAlignment(note, javafx.geometry.Pos.TOP_LEFT);
        panel.visibleProperty().bind(busy.not());
        note.visibleProperty().bind(busy);
        return new javafx.scene.layout.StackPane(panel, note);
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
