package otau.model.files;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import otau.game.record.RecordWriter;
import otau.model.GameModel;
import otau.model.GameOrigin;
import otau.model.GameTreeListener;

/**
 * Autosaves the working game a short while after it is edited. Edits in a burst cause one
 * write: the first edit schedules a save after {@code delay}, later ones join it. The
 * record text is taken on the FX thread (where the model lives) and written on the
 * {@code io} executor (use one thread, so writes and clears stay in order). When the game
 * becomes clean again (saved, or undone to its saved state) the autosave is cleared.
 *
 * <p>After {@link #detach()} nothing is written or cleared any more, not even a save
 * scheduled before it.
 */
public final class Autosaver {
    /** Runs a task after a delay, on any thread. */
    @FunctionalInterface
    public interface Scheduler {
        void schedule(Runnable task, long delayMillis);

        static Scheduler of(ScheduledExecutorService executor) {
            return (task, delayMillis) -> executor.schedule(task, delayMillis, TimeUnit.MILLISECONDS);
        }
    }

    private final GameModel model;
    private final AutosaveStore store;
    private final Executor fxThread;
    private final Executor io;
    private final Scheduler scheduler;
    private final long delayMillis;
    private final Clock clock;
    private final Consumer<IOException> onError;
    private final GameTreeListener treeListener = events -> editHappened();
    private final ChangeListener<Boolean> cleanListener = this::modifiedChanged;
    private volatile boolean attached;
    private boolean scheduled;
    private Source source;
    private java.util.function.Function<java.nio.file.Path, java.util.function.Supplier<String>> fileDigests =
            file -> () -> null;

    /**
     * What is autosaved: the model's game unless a document of several games (a study)
     * holds it, whose whole text is then saved.
     */
    public interface Source {
        boolean isModified();

        /** The text to keep, taken on the FX thread. */
        String text();

        /** Where the work belongs, or null for new work. */
        GameOrigin origin();

        /**
         * The {@link TextDigest} of the text the origin's file had when the work was taken from
         * it or last saved there (null when not known), so that a recovery can check the file.
         * Called on the FX thread with the text, so that both are of the same moment; the digest
         * itself is worked out when the supplier is called, on the io thread.
         */
        default java.util.function.Supplier<String> originDigest(GameOrigin origin) {
            return () -> null;
        }
    }

    /**
     * @param fxThread runs a task on the model's thread ({@code Platform::runLater} in the application)
     * @param io       writes the file (a single-thread executor)
     * @param onError  told when a write fails (called on the io thread)
     */
    public Autosaver(GameModel model, AutosaveStore store, Executor fxThread, Executor io, Scheduler scheduler,
                     Duration delay, Clock clock, Consumer<IOException> onError) {
        this.model = Objects.requireNonNull(model);
        this.store = Objects.requireNonNull(store);
        this.fxThread = Objects.requireNonNull(fxThread);
        this.io = Objects.requireNonNull(io);
        this.scheduler = Objects.requireNonNull(scheduler);
        this.delayMillis = delay.toMillis();
        this.clock = Objects.requireNonNull(clock);
        this.onError = Objects.requireNonNull(onError);
        this.source = modelSource();
    }

    /** The digests of the files the lone game may come from (see {@link Source#originDigest}); FX thread. */
    public void setFileDigests(java.util.function.Function<java.nio.file.Path, java.util.function.Supplier<String>> digests) {
        this.fileDigests = Objects.requireNonNull(digests);
    }

    /** Autosaves {@code what} instead of the model's game (null: the model's game again). FX thread. */
    public void setSource(Source what) {
        this.source = what == null ? modelSource() : what;
    }

    private Source modelSource() {
        return new Source() {
            @Override
            public boolean isModified() {
                return model.isModified();
            }

            @Override
            public String text() {
                return RecordWriter.write(model.toRecord());
            }

            @Override
            public GameOrigin origin() {
                return model.origin();
            }

            @Override
            public java.util.function.Supplier<String> originDigest(GameOrigin origin) {
                return fileDigests.apply(origin.file());
            }
        };
    }

    /** Starts following the model's edits. */
    public void attach() {
        attached = true;
        model.addTreeListener(treeListener);
        model.modifiedProperty().addListener(cleanListener);
    }

    /** Stops following the model: no later edit, clean state or pending save writes anything. */
    public void detach() {
        attached = false;
        model.removeTreeListener(treeListener);
        model.modifiedProperty().removeListener(cleanListener);
    }

    /** Back to the saved state (saved, or undone to it): nothing is left to recover. */
    private void modifiedChanged(ObservableValue<? extends Boolean> obs, Boolean was, Boolean modified) {
        if (!modified && !source.isModified()) {
            io.execute(this::clearStore);
        }
    }

    /** Call on the FX thread after an edit; schedules one save within the delay. */
    public void editHappened() {
        if (scheduled || !attached) {
            return;
        }
        scheduled = true;
        scheduler.schedule(() -> fxThread.execute(this::saveNow), delayMillis);
    }

    /** On the FX thread: takes the game's text now and writes it on the io executor. */
    public void saveNow() {
        scheduled = false;
        if (!attached) {
            return;
        }
        if (!source.isModified()) {
            io.execute(this::clearStore);
            return;
        }
        String text = source.text();
        var origin = source.origin();
        java.util.function.Supplier<String> digest = origin == null ? () -> null : source.originDigest(origin);
        var when = clock.instant();
        io.execute(() -> {
            if (!attached) {
                return;
            }
            try {
                store.save(text, origin, digest.get(), when);
            } catch (IOException e) {
                onError.accept(e);
            }
        });
    }

    private void clearStore() {
        if (!attached) {
            return;
        }
        try {
            store.clear();
        } catch (IOException e) {
            onError.accept(e);
        }
    }
}
