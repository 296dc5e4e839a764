package otau.ui.puzzle;

import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;

/**
 * The user's own collections (opened, not found in the library's folders), in the order
 * opened, kept between runs in a {@link RememberedCollections} list that is written in the
 * background after each change.
 */
final class OwnCollections {
    private final BackgroundExecutor executor;
    private final StatusNotices notices;
    private final ObservableSet<Path> files = FXCollections.observableSet(new LinkedHashSet<>());
    /** Where the list is kept between runs. */
    private RememberedCollections remembered = RememberedCollections.none();
    /** Counts the writes: a write of an older list never wins. */
    private long version;

    OwnCollections(BackgroundExecutor executor, StatusNotices notices) {
        this.executor = executor;
        this.notices = notices;
    }

    void remember(RememberedCollections r) {
        this.remembered = r;
    }

    RememberedCollections remembered() {
        return remembered;
    }

    /** The files, normalised; observe it to know when one is added or removed. */
    ObservableSet<Path> files() {
        return files;
    }

    boolean contains(Path file) {
        return files.contains(normal(file));
    }

    /** Adds {@code file} and keeps the list, unless it is there already. */
    void add(Path file) {
        if (files.add(normal(file))) {
            save();
        }
    }

    void remove(Path file) {
        files.remove(normal(file));
        save();
    }

    /**
     * The list read at start: the remembered files still there ({@code stays}), then any the
     * user opened meanwhile. Written again when a file was opened meanwhile (it was written
     * alone) or some remembered file has gone.
     */
    void merge(List<Path> stays, boolean someGone) {
        Set<Path> kept = new LinkedHashSet<>(stays);
        boolean openedMeanwhile = !files.isEmpty();
        kept.addAll(files);
        files.clear();
        files.addAll(kept);
        if (openedMeanwhile || someGone) {
            save();
        }
    }

    List<Path> list() {
        return List.copyOf(files);
    }

    private void save() {
        long v = ++version;
        List<Path> list = List.copyOf(files);
        RememberedCollections to = remembered;
        executor.submit(BackgroundTask.of(I18n.get("puzzles.keepingLibrary"), ctx -> {
            to.write(v, list);
            return list.size();
        }).onFailure(e -> notices.showMessage(I18n.get("puzzles.libraryNotKept", FailureText.of(e)))));
    }

    static Path normal(Path p) {
        return p.toAbsolutePath().normalize();
    }
}
