package otau.ui.explorer;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import otau.db.ExplorerFilter;
import otau.db.GameDatabase;
import otau.game.Position;
import otau.model.GameModel;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.database.DatabaseSession;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;

/**
 * What the opening explorer shows and does, without its layout: the source of the games and
 * the filter, the rows for the current position with the header and empty texts, and the
 * queries that keep them in step with the game ({@link ExplorerPanel} lays this out).
 *
 * <p>It follows the game: each change of position asks the database after the pause that
 * {@link Debounce} keeps (stepping quickly through a game asks only for where the user stops);
 * a change of database, source, filter or contents asks at once. The newest question wins: an
 * answer for a position the user has already left is dropped. It needs no FX toolkit, so it is
 * tested with a same-thread executor and {@link Debounce#NONE}.
 */
public final class ExplorerViewModel {
    /** Delays the query after a change of position; a new change starts the pause again. */
    public interface Debounce {
        /** Runs {@code action} once the pause is over, forgetting an earlier one still waiting. */
        void restart(Runnable action);

        /** Forgets the action waiting, if any. */
        void stop();

        /** Asks at once. */
        Debounce NONE = new Debounce() {
            @Override
            public void restart(Runnable action) {
                action.run();
            }

            @Override
            public void stop() {
            }
        };
    }

    private final GameModel model;
    private final DatabaseSession session;
    private final BackgroundExecutor executor;
    private final Debounce debounce;
    private final ObjectProperty<ExplorerSource> source = new SimpleObjectProperty<>(this, "source",
            ExplorerSource.REFERENCE);
    private final ObjectProperty<ExplorerFilter> filter = new SimpleObjectProperty<>(this, "filter",
            ExplorerFilter.none());
    private final ObservableList<ExplorerRow> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper header = new ReadOnlyStringWrapper(this, "header", "");
    private final ReadOnlyStringWrapper emptyText = new ReadOnlyStringWrapper(this, "emptyText", "");
    private final ReadOnlyStringWrapper filterSummary = new ReadOnlyStringWrapper(this, "filterSummary", "");
    private final ReadOnlyBooleanWrapper filtered = new ReadOnlyBooleanWrapper(this, "filtered");
    private final ReadOnlyObjectWrapper<List<Integer>> timeControls = new ReadOnlyObjectWrapper<>(this,
            "timeControls", List.of());
    private final ReadOnlyObjectWrapper<ExplorerData> shown = new ReadOnlyObjectWrapper<>(this, "shown");
    private int request;
    /** The filter's time controls are read again only after the database or its games change. */
    private boolean timeControlsStale = true;

    public ExplorerViewModel(GameModel model, DatabaseSession session, BackgroundExecutor executor,
                             Debounce debounce) {
        this.model = model;
        this.session = session;
        this.executor = executor;
        this.debounce = debounce;
        filter.addListener((o, a, b) -> {
            summarizeFilter();
            query();
        });
        summarizeFilter();
        model.currentPositionProperty().addListener((o, a, b) -> debounce.restart(this::query));
        session.databaseProperty().addListener((o, a, b) -> readAgain());
        source.addListener((o, a, b) -> {
            if (b != null) {
                readAgain();
            }
        });
        session.revisionProperty().addListener((o, a, b) -> readAgain());
        query();
    }

    /** The games or their database changed: the time controls too may have. */
    private void readAgain() {
        timeControlsStale = true;
        query();
    }

    /** Asks the database about the current position; the newest question wins. */
    public void query() {
        debounce.stop();
        int id = ++request;
        Position p = model.currentPosition();
        GameDatabase db = session.current();
        ExplorerSource from = source.get();
        if (db == null && from != ExplorerSource.MINE) {
            show(null, I18n.get("explorer.noDatabase"));
            return;
        }
        ExplorerFilter f = filter.get();
        boolean readTimeControls = timeControlsStale;
        executor.submit(BackgroundTask.of(I18n.get("explorer.reading"), ctx -> {
                    List<GameDatabase> dbs = from.databases(session);
                    // The repertoire belongs to the open database, whichever games are counted.
                    List<Integer> marked = db == null ? List.of() : db.repertoire().movesAt(p.sideToMove(), p.hash());
                    return new Answer(new ExplorerData(p, ExplorerSource.explore(dbs, p, f), marked,
                            ExplorerSource.indexPlies(dbs)),
                            readTimeControls ? ExplorerSource.timeControls(dbs) : null);
                })
                .onSuccess(a -> {
                    if (a.timeControls() != null && session.current() == db && source.get() == from) {
                        timeControlsStale = false;
                        timeControls.set(a.timeControls());
                    }
                    if (id == request && a.data().position().equals(model.currentPosition())) {
                        show(a.data(), null);
                    }
                })
                .onFailure(e -> {
                    if (id == request) {
                        show(null, FailureText.of(e));
                    }
                }));
    }

    /** What one query brings back: the position's data and the time controls the filter offers (null: not read). */
    private record Answer(ExplorerData data, List<Integer> timeControls) {
    }

    private void show(ExplorerData d, String problem) {
        shown.set(d);
        if (d == null) {
            header.set("");
            emptyText.set(problem);
            rows.clear();
            return;
        }
        long games = d.result().games();
        if (games == 0) {
            header.set(I18n.get("explorer.noGamesShort"));
            // Past the indexed plies "no games" would be a claim the database cannot make.
            emptyText.set(d.beyondIndex() ? I18n.get("explorer.notIndexed", d.indexPlies())
                    : I18n.get("explorer.noGames"));
        } else {
            header.set(d.result().gamesEnded() > 0
                    ? I18n.get("explorer.totalEnded", games, d.result().gamesEnded())
                    : I18n.get("explorer.total", games));
            emptyText.set(I18n.get("explorer.noMoves"));
        }
        rows.setAll(d.rows());
    }

    /** Says the header, the empty text and the filter again in the interface language (after a switch). */
    public void sayAgain() {
        summarizeFilter();
        if (shown.get() != null) {
            show(shown.get(), null);
        } else {
            query();
        }
    }

    private void summarizeFilter() {
        ExplorerFilter f = filter.get();
        filtered.set(!f.isEmpty());
        filterSummary.set(f.isEmpty() ? "" : I18n.get("explorer.filter.active", ExplorerFilterPane.summary(f)));
    }

    /** Plays the row's move in the game (undoable), if it is legal where the game now stands. */
    public void play(ExplorerRow row) {
        ExplorerData d = shown.get();
        if (d != null && d.position().equals(model.currentPosition())
                && model.currentPosition().isLegal(row.hole())) {
            model.playMove(row.hole());
        }
    }

    /** The games column: how many games played the move and their share of the position's games. */
    public String gamesText(ExplorerRow row) {
        if (row.stats() == null) {
            return "—";
        }
        ExplorerData d = shown.get();
        long total = d == null ? 0 : d.result().games();
        return total == 0 ? Long.toString(row.games())
                : I18n.get("explorer.gamesShare", row.games(), ResultBar.percent(100.0 * row.games() / total));
    }

    /** The rating column: the movers' average rating, rounded, or a dash when none is known. */
    public static String ratingText(ExplorerRow row) {
        if (row.stats() == null || row.stats().averageRating() == null) {
            return "—";
        }
        return Long.toString(Math.round(row.stats().averageRating()));
    }

    /**
     * Names containing {@code part} in the games the explorer counts, each once, in the first
     * database's order (off the FX thread: the completion's worker).
     */
    public List<String> suggestNames(String part) {
        try {
            TreeSet<String> names = new TreeSet<>();
            List<String> out = new ArrayList<>();
            for (GameDatabase db : source.get().databases(session)) {
                for (String n : db.players().suggest(part, ExplorerFilterPane.SUGGESTIONS)) {
                    if (names.add(n)) {
                        out.add(n);
                    }
                }
            }
            return out.subList(0, Math.min(out.size(), ExplorerFilterPane.SUGGESTIONS));
        } catch (RuntimeException e) {
            // A suggestion that fails is only a suggestion not shown.
            return List.of();
        }
    }

    /** The database whose "same player" list the filter edits: the open one, or My games (opened off the FX thread). */
    public Supplier<GameDatabase> samePlayerDatabase() {
        GameDatabase db = source.get() == ExplorerSource.MINE ? null : session.current();
        return () -> db != null ? db : session.myGames();
    }

    /** The players' names were edited: every view of the games reads again. */
    public void playersChanged() {
        session.bumpRevision();
    }

    /** The source's name as the toolbar shows it. */
    public String sourceLabel(ExplorerSource s) {
        return s.label(session);
    }

    /** Which games are counted: the open database, My games or both. */
    public ObjectProperty<ExplorerSource> sourceProperty() {
        return source;
    }

    /** What the counts are limited to (the filter pane's filter is bound to it). */
    public ObjectProperty<ExplorerFilter> filterProperty() {
        return filter;
    }

    /** The rows for the position shown. */
    public ObservableList<ExplorerRow> rows() {
        return rows;
    }

    /** How many games reach the position ("" when nothing is shown). */
    public ReadOnlyStringProperty headerProperty() {
        return header.getReadOnlyProperty();
    }

    /** What to say when there are no rows: no database, no games, past the index, or the failure. */
    public ReadOnlyStringProperty emptyTextProperty() {
        return emptyText.getReadOnlyProperty();
    }

    /** "Filtered: …" when the filter limits the counts, else "". */
    public ReadOnlyStringProperty filterSummaryProperty() {
        return filterSummary.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty filteredProperty() {
        return filtered.getReadOnlyProperty();
    }

    /** The time controls of the counted games, shortest first, for the filter's choice. */
    public ReadOnlyObjectProperty<List<Integer>> timeControlsProperty() {
        return timeControls.getReadOnlyProperty();
    }

    /** The position the rows are about, or null when nothing is shown. */
    public Position shownPosition() {
        ExplorerData d = shown.get();
        return d == null ? null : d.position();
    }
}
