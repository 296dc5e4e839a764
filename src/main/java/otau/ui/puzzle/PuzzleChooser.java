package otau.ui.puzzle;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;
import otau.puzzle.Puzzle;
import otau.puzzle.train.PuzzleFilter;
import otau.puzzle.train.PuzzleTrainer;
import otau.ui.I18n;
import otau.ui.puzzle.PuzzleLibrary.LoadedCollection;
import otau.ui.tasks.BackgroundTask;
import otau.ui.workbench.Workbench;

/**
 * The trainer's chooser: the collections read (in the background), the one chosen, the
 * theme and difficulty filters, and the puzzles that match them, easiest first.
 */
final class PuzzleChooser {
    private final Workbench wb;
    private final PuzzleServices services;
    private final PuzzlePrompts prompts;
    private final PuzzleTrainer trainer;
    private final ObservableList<LoadedCollection> collections = FXCollections.observableArrayList();
    private final ObjectProperty<LoadedCollection> selectedCollection = new SimpleObjectProperty<>(this, "collection");
    private final ObservableSet<String> themeFilter = FXCollections.observableSet();
    private final IntegerProperty minRating = new SimpleIntegerProperty(this, "minRating", TrainerController.MIN_RATING);
    private final IntegerProperty maxRating = new SimpleIntegerProperty(this, "maxRating", TrainerController.MAX_RATING);
    private final ObservableList<Puzzle> matching = FXCollections.observableArrayList();

    PuzzleChooser(Workbench wb, PuzzleServices services, PuzzlePrompts prompts, PuzzleTrainer trainer) {
        this.wb = wb;
        this.services = services;
        this.prompts = prompts;
        this.trainer = trainer;
        selectedCollection.addListener((o, a, b) -> refreshMatching());
        themeFilter.addListener((javafx.collections.SetChangeListener<String>) c -> refreshMatching());
        minRating.addListener((o, a, b) -> refreshMatching());
        maxRating.addListener((o, a, b) -> refreshMatching());
    }

    /** Reads the collections of the first folder of the services that has any (in the background). */
    void loadDefaultCollections() {
        PuzzleLibrary.firstWithCollections(services.folders()).ifPresent(folder ->
                wb.executor().submit(BackgroundTask.of(I18n.get("puzzles.loading", folder), ctx ->
                        PuzzleLibrary.readFolder(folder)).onSuccess(this::addCollections)
                        .onFailure(e -> wb.showMessage(I18n.get("puzzles.loadFailed", folder, e.getMessage())))));
    }

    /** Asks for a collection file and reads it. */
    void openCollection() {
        Path dir = selectedCollection.get() != null ? selectedCollection.get().file().getParent()
                : PuzzleLibrary.firstWithCollections(services.folders()).orElse(null);
        prompts.chooseCollectionToOpen(dir).ifPresent(this::openCollection);
    }

    /** Reads {@code file} (in the background) and selects it. */
    void openCollection(Path file) {
        wb.executor().submit(BackgroundTask.of(I18n.get("puzzles.loading", file.getFileName()), ctx ->
                new LoadedCollection(file, otau.puzzle.PuzzleCollection.read(file)))
                .onSuccess(c -> {
                    addCollections(List.of(c));
                    selectedCollection.set(find(file).orElse(c));
                })
                .onFailure(e -> prompts.showError(I18n.get("puzzles.openFailed"), e.getMessage())));
    }

    void addCollections(List<LoadedCollection> list) {
        for (LoadedCollection c : list) {
            Optional<LoadedCollection> old = find(c.file());
            old.ifPresent(collections::remove);
            collections.add(c);
            if (!c.collection().problems().isEmpty()) {
                wb.showMessage(I18n.get("puzzles.problems", c.file().getFileName(), c.collection().problems().size(),
                        c.collection().problems().get(0).toString()));
            }
        }
        refreshMatching();
    }

    private Optional<LoadedCollection> find(Path file) {
        return collections.stream().filter(c -> c.file().toAbsolutePath().normalize()
                .equals(file.toAbsolutePath().normalize())).findFirst();
    }

    /** The puzzles of the chosen collection, or of every collection when none is chosen. */
    List<Puzzle> pool() {
        List<Puzzle> pool = new ArrayList<>();
        if (selectedCollection.get() != null) {
            pool.addAll(selectedCollection.get().collection().puzzles());
        } else {
            collections.forEach(c -> pool.addAll(c.collection().puzzles()));
        }
        return pool;
    }

    PuzzleFilter filter() {
        int lo = Math.min(minRating.get(), maxRating.get());
        int hi = Math.max(minRating.get(), maxRating.get());
        return new PuzzleFilter(Set.copyOf(themeFilter), lo, hi);
    }

    void refreshMatching() {
        matching.setAll(trainer.select(pool(), filter()));
    }


    ObservableList<LoadedCollection> collections() {
        return collections;
    }

    ObjectProperty<LoadedCollection> selectedCollectionProperty() {
        return selectedCollection;
    }

    ObservableSet<String> themeFilter() {
        return themeFilter;
    }

    IntegerProperty minRatingProperty() {
        return minRating;
    }

    IntegerProperty maxRatingProperty() {
        return maxRating;
    }

    ObservableList<Puzzle> matching() {
        return matching;
    }
}
