package otau.ui.database;

import java.util.List;
import java.util.Objects;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import otau.db.GameDatabase;
import otau.db.GameFilter;
import otau.db.GameSort;
import otau.db.GameSummary;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;

/**
 * The games browser's state: filter, sort order, current page, total count and the rows of
 * the page. The database does the filtering, sorting and paging ({@link GameFilter},
 * {@link GameSort}, LIMIT/OFFSET), so a page costs the same with 100 games or 100,000.
 * Reads run on the executor; an answer to a request the user has since replaced is dropped.
 */
public final class GameBrowserModel {
    public static final int PAGE_SIZE = 200;

    private final DatabaseSession session;
    private final BackgroundExecutor executor;
    private final ReadOnlyObjectWrapper<GameFilter> filter = new ReadOnlyObjectWrapper<>(GameFilter.any());
    private final ReadOnlyObjectWrapper<GameSort> sort = new ReadOnlyObjectWrapper<>(GameSort.byId());
    private final ReadOnlyIntegerWrapper page = new ReadOnlyIntegerWrapper();
    private final ReadOnlyLongWrapper total = new ReadOnlyLongWrapper();
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ObservableList<GameSummary> rows = FXCollections.observableArrayList();
    private final ObservableList<GameSummary> readOnlyRows = FXCollections.unmodifiableObservableList(rows);
    private int request;
    /** The filter and contents the total was counted for; a page turn does not count again. */
    private Object countedFor;

    public GameBrowserModel(DatabaseSession session, BackgroundExecutor executor) {
        this.session = Objects.requireNonNull(session);
        this.executor = Objects.requireNonNull(executor);
        session.revisionProperty().addListener((o, a, b) -> reload());
    }

    /** Shows the games matching {@code f}, from the first page. */
    public void setFilter(GameFilter f) {
        filter.set(Objects.requireNonNull(f));
        page.set(0);
        reload();
    }

    /** Orders by {@code s}, from the first page. */
    public void setSort(GameSort s) {
        sort.set(Objects.requireNonNull(s));
        page.set(0);
        reload();
    }

    public void firstPage() {
        goToPage(0);
    }

    public void previousPage() {
        goToPage(page.get() - 1);
    }

    public void nextPage() {
        goToPage(page.get() + 1);
    }

    public void lastPage() {
        goToPage(pageCount() - 1);
    }

    /** Pages in all, at least 1 (an empty result is one empty page). */
    public int pageCount() {
        return (int) Math.max(1, (total.get() + PAGE_SIZE - 1) / PAGE_SIZE);
    }

    private void goToPage(int p) {
        int clamped = Math.max(0, Math.min(p, pageCount() - 1));
        if (clamped != page.get()) {
            page.set(clamped);
            reload();
        }
    }

    /** Reads the current page (and the count, when the filter or the contents changed) again. */
    public void reload() {
        GameDatabase db = session.current();
        int id = ++request;
        if (db == null) {
            rows.clear();
            total.set(0);
            countedFor = null;
            error.set(I18n.get("database.none"));
            return;
        }
        GameFilter f = filter.get();
        GameSort s = sort.get();
        int offset = page.get() * PAGE_SIZE;
        Object countKey = List.of(db, f, session.revisionProperty().get());
        boolean count = !countKey.equals(countedFor);
        loading.set(true);
        executor.submit(BackgroundTask.of(I18n.get("browser.loading"), ctx -> {
            long n = count ? db.games().count(f) : -1;
            ctx.checkCancelled();
            return new Page(n, db.games().search(f, s, PAGE_SIZE, offset));
        }).onSuccess(p -> {
            if (id != request) {
                return;
            }
            loading.set(false);
            error.set("");
            if (p.total >= 0) {
                total.set(p.total);
                countedFor = countKey;
            }
            rows.setAll(p.rows);
        }).onFailure(e -> {
            if (id == request) {
                loading.set(false);
                error.set(FailureText.of(e));
            }
        }));
    }

    private record Page(long total, List<GameSummary> rows) {
    }

    public ObservableList<GameSummary> rows() {
        return readOnlyRows;
    }

    public ReadOnlyObjectProperty<GameFilter> filterProperty() {
        return filter.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<GameSort> sortProperty() {
        return sort.getReadOnlyProperty();
    }

    /** The page shown, from 0. */
    public ReadOnlyIntegerProperty pageProperty() {
        return page.getReadOnlyProperty();
    }

    /** Games matching the filter. */
    public ReadOnlyLongProperty totalProperty() {
        return total.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    /** Why the last read failed, or empty. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /**
     * Names to suggest for a filter field: players or events of the open database starting
     * with {@code prefix}. Called by the field's auto-completion off the FX thread (the query
     * is serialised with the others on the database's connection).
     */
    public java.util.List<String> names(otau.db.GameBrowser.NameField field, String prefix) {
        GameDatabase db = session.current();
        if (db == null || prefix == null || prefix.isBlank()) {
            return java.util.List.of();
        }
        try {
            return db.games().names(field, prefix.strip(), 12);
        } catch (RuntimeException e) {
            // A suggestion that fails is only a suggestion not shown.
            return java.util.List.of();
        }
    }
}
