package otau.ui.workbench;

import java.time.Duration;
import java.util.Objects;
import otau.model.GameModel;
import otau.model.files.AutosaveStore;
import otau.model.files.GameFileService;
import otau.model.files.RecentFiles;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.FxBackgroundExecutor;

/**
 * What the workbench window works with: the shared game model and the services around
 * it. The application uses {@link #standard}; tests pass temporary folders, a same-thread
 * executor and scripted prompts.
 *
 * @param prompts       the questions to the user, or null for the usual dialogs
 * @param autosaveDelay how long after an edit the working game is autosaved
 */
public record WorkbenchServices(GameModel model, GameFileService files, RecentFiles recentFiles,
                                AutosaveStore autosave, WorkbenchPreferences preferences,
                                BackgroundExecutor executor, UserPrompts prompts, Duration autosaveDelay) {
    public WorkbenchServices {
        Objects.requireNonNull(model);
        Objects.requireNonNull(files);
        Objects.requireNonNull(recentFiles);
        Objects.requireNonNull(autosave);
        Objects.requireNonNull(preferences);
        Objects.requireNonNull(executor);
        Objects.requireNonNull(autosaveDelay);
    }

    /**
     * Background work at once at most. Long jobs (a review, Find Puzzles, an import, a table
     * build) each hold one for their whole run; with two, two of them stalled every quick query
     * behind them (the explorer, the games browser, a study's save). Idle threads end.
     */
    public static final int BACKGROUND_THREADS = 16;

    /** The application's services: the user data directory, a background pool, dialogs. */
    public static WorkbenchServices standard(GameModel model) {
        RecentFiles recent = RecentFiles.standard();
        return new WorkbenchServices(model, new GameFileService(recent), recent, AutosaveStore.standard(),
                WorkbenchPreferences.standard(), new FxBackgroundExecutor(BACKGROUND_THREADS), null,
                Duration.ofSeconds(3));
    }
}
