package otau.ui.puzzle;

import java.util.Map;
import javafx.collections.FXCollections;
import javafx.collections.ObservableMap;
import otau.puzzle.Puzzle;
import otau.puzzle.train.ProgressStore;
import otau.puzzle.train.PuzzleResult;
import otau.puzzle.train.Thumb;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;

/**
 * What the user's progress says of each puzzle, by id: its latest result and its thumb.
 * Read and written in the background; a thumb given is shown at once.
 */
final class PuzzleMarks {
    private final BackgroundExecutor executor;
    private final StatusNotices notices;
    private final ProgressStore store;
    private final ObservableMap<String, PuzzleResult> results = FXCollections.observableHashMap();
    private final ObservableMap<String, Thumb> thumbs = FXCollections.observableHashMap();

    PuzzleMarks(BackgroundExecutor executor, StatusNotices notices, ProgressStore store) {
        this.executor = executor;
        this.notices = notices;
        this.store = store;
    }

    ObservableMap<String, PuzzleResult> results() {
        return results;
    }

    ObservableMap<String, Thumb> thumbs() {
        return thumbs;
    }

    private record Read(Map<String, PuzzleResult> results, Map<String, Thumb> thumbs) {
    }

    /** Reads the results and the thumbs again; {@code then} runs once they are shown. */
    void refresh(Runnable then) {
        executor.submit(BackgroundTask.of(I18n.get("puzzles.readingProgress"), ctx ->
                        new Read(store.results(), store.thumbs()))
                .onSuccess(read -> {
                    results.clear();
                    results.putAll(read.results());
                    thumbs.clear();
                    thumbs.putAll(read.thumbs());
                    then.run();
                })
                .onFailure(e -> notices.showMessage(FailureText.of(e))));
    }

    /** Gives {@code p} the thumb {@code t} (null: none), shown at once and stored in the background. */
    void setThumb(Puzzle p, Thumb t) {
        if (t == null) {
            thumbs.remove(p.id());
        } else {
            thumbs.put(p.id(), t);
        }
        String id = p.id();
        executor.submit(BackgroundTask.of(I18n.get("puzzles.thumbSaving"), ctx -> {
            store.setThumb(id, t);
            return id;
        }).onFailure(e -> notices.showMessage(FailureText.of(e))));
    }
}
