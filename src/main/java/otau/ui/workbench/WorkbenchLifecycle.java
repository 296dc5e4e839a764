package otau.ui.workbench;

import java.io.IOException;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javafx.application.Platform;
import otau.game.record.GameRecord;
import otau.model.GameModel;
import otau.model.files.Autosaver;
import otau.model.files.Recovery;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.ProblemLines;

/**
 * The workbench from showing to closing: recovering what an earlier run left unsaved,
 * autosaving the working game on its own thread, and closing only when the user allows it
 * and the work is written or dropped (then the settings are written, the autosave settled
 * and the background threads stopped).
 */
final class WorkbenchLifecycle {
    private final WorkbenchServices services;
    private final GameModel model;
    private final UserPrompts prompts;
    private final Consumer<String> message;
    private final GameFileActions files;
    private Autosaver autosaver;
    private Autosaver.Source source;
    private ScheduledExecutorService autosaveThread;
    private boolean closed;
    private boolean closing;
    private final Following followed = new Following();

    private java.util.function.Supplier<List<String>> runningWork = List::of;

    WorkbenchLifecycle(WorkbenchServices services, UserPrompts prompts, GameFileActions files,
                       Consumer<String> message) {
        this.files = files;
        this.services = services;
        this.model = services.model();
        this.prompts = prompts;
        this.message = message;
    }

    /**
     * Offers the work that earlier sessions left unsaved (one autosave per instance that
     * ended without saving), newest first. The first one recovered takes the board; any
     * further ones stay on disk for the next start.
     */
    void offerRecovery() {
        List<Recovery> leftovers = services.autosave().leftovers();
        int kept = 0;
        boolean recovered = false;
        for (Recovery r : leftovers) {
            if (recovered) {
                kept++;
            } else if (prompts.offerRecovery(r) == UserPrompts.RecoveryChoice.DISCARD) {
                discard(r);
            } else {
                recovered = recover(r);
            }
        }
        if (kept > 0) {
            message.accept(I18n.get("recovery.more", kept));
        }
    }

    /** Puts the recovered work on the board; false when none of its text could be read. */
    private boolean recover(Recovery r) {
        DocumentOpener opener = files.opener();
        if (opener != null && opener.recognises(r.recordText())) {
            opener.recover(r.recordText(), r.originFile(), r.fileDigest());
        } else {
            var read = r.read();
            if (read.games().isEmpty()) {
                // The leftover stays on disk: it is offered again, and no edit overwrites it.
                prompts.showError(I18n.get("recovery.failed"), String.join("\n",
                        read.problems().stream().map(ProblemLines::of).toList()));
                return false;
            }
            GameRecord game = read.games().get(0);
            if (r.origin() != null) {
                // Saving back goes ahead only while the file still holds the text the game was taken from.
                services.files().expect(r.origin().file(), r.fileDigest());
            }
            model.replaceGame(game, r.origin(), "Recover unsaved work");
        }
        try {
            services.autosave().adopt(r);
        } catch (IOException e) {
            message.accept(I18n.get("autosave.failed", FailureText.of(e)));
            return true;
        }
        message.accept(I18n.get("recovery.done", FxUserPrompts.describe(r)));
        return true;
    }

    private void discard(Recovery r) {
        try {
            services.autosave().discard(r);
        } catch (IOException e) {
            message.accept(I18n.get("autosave.failed", FailureText.of(e)));
        }
    }

    void startAutosave() {
        ScheduledThreadPoolExecutor thread = new ScheduledThreadPoolExecutor(1, t -> {
            Thread th = new Thread(t, "otau-autosave");
            th.setDaemon(true);
            return th;
        });
        // At closing, a save still waiting for its delay is dropped: closing settles the autosave itself.
        thread.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        autosaveThread = thread;
        autosaver = new Autosaver(model, services.autosave(), Platform::runLater, autosaveThread,
                Autosaver.Scheduler.of(autosaveThread), services.autosaveDelay(), Clock.systemUTC(),
                e -> Platform.runLater(() -> message.accept(I18n.get("autosave.failed", FailureText.of(e)))));
        autosaver.setSource(source);
        autosaver.setFileDigests(services.files()::digestLater);
        autosaver.attach();
    }

    /**
     * Autosaves the open document's whole text instead of the lone game (null: the game
     * again), and saves again whenever the document changes.
     */
    void follow(OpenDocument doc) {
        followed.follow(doc == null ? null : doc.changes(), () -> {
            if (autosaver != null) {
                autosaver.editHappened();
            }
        });
        if (doc == null) {
            source = null;
        } else {
            source = new Autosaver.Source() {
                @Override
                public boolean isModified() {
                    return doc.isModified();
                }

                @Override
                public String text() {
                    return doc.autosaveText();
                }

                @Override
                public otau.model.GameOrigin origin() {
                    return doc.file() == null ? null : new otau.model.GameOrigin(doc.file(), 0);
                }

                @Override
                public java.util.function.Supplier<String> originDigest(otau.model.GameOrigin origin) {
                    return doc.fileDigest();
                }
            };
        }
        if (autosaver != null) {
            autosaver.setSource(source);
            autosaver.editHappened();
        }
    }

    /**
     * Closes if the user allows it: unsaved work prompts Save / Don't save / Cancel, and a
     * save still being written is waited for first. After "Save" it closes only once the file
     * is written (the status line shows the write's progress meanwhile); a failed write shows
     * its problem and leaves the window open with the work and its autosave. Closing runs
     * {@code closeWindow} (settings, other windows, hiding), then settles the autosave and
     * stops the background work. Returns true when it closed at once.
     */
    boolean close(Runnable closeWindow) {
        if (closed) {
            return true;
        }
        if (closing) {
            return false;
        }
        closing = true;
        files.whenQuitAllowed(() -> {
            // Work under way (an import, Find Puzzles, a build) would be cut off: asked last,
            // once any save the questions started has been written.
            List<String> running = runningWork.get();
            if (!running.isEmpty() && !prompts.confirmStopRunningWork(running)) {
                quitCancelled();
                return;
            }
            finishClosing(closeWindow);
        }, this::quitCancelled);
        return closed;
    }

    private final List<Runnable> onQuitCancelled = new java.util.ArrayList<>();

    /** See {@link Workbench#onQuitCancelled}. */
    void onQuitCancelled(Runnable action) {
        onQuitCancelled.add(java.util.Objects.requireNonNull(action));
    }

    private void quitCancelled() {
        closing = false;
        onQuitCancelled.forEach(Runnable::run);
    }

    /** The titles of the background work under way, asked about before quitting stops it. */
    void setRunningWork(java.util.function.Supplier<List<String>> running) {
        runningWork = running;
    }

    private void finishClosing(Runnable closeWindow) {
        closed = true;
        closing = false;
        closeWindow.run();
        stopAutosave();
        services.executor().shutdown();
    }

    /**
     * The work was written or the user chose "Don't save": the autosave has nothing left to
     * keep. Its thread is stopped first (an autosave being written is let finish), then it is
     * cleared and this instance's slot released.
     */
    private void stopAutosave() {
        if (autosaver != null) {
            autosaver.detach();
        }
        if (autosaveThread != null) {
            autosaveThread.shutdown();
            try {
                autosaveThread.awaitTermination(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        clearAutosave();
        try {
            services.autosave().close();
        } catch (IOException e) {
            // Only the lock file stays behind; the next start ignores it.
        }
    }

    private void clearAutosave() {
        try {
            services.autosave().clear();
        } catch (IOException e) {
            message.accept(I18n.get("autosave.failed", FailureText.of(e)));
        }
    }
}
