package otau.ui.workbench;

import java.io.IOException;
import java.time.Clock;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javafx.application.Platform;
import otau.game.record.GameRecord;
import otau.model.GameModel;
import otau.model.files.Autosaver;
import otau.model.files.Recovery;
import otau.ui.I18n;

/**
 * The workbench from showing to closing: recovering what an earlier run left unsaved,
 * autosaving the working game on its own thread, and closing only when the user allows it
 * (then the settings are written and the background threads stopped).
 */
final class WorkbenchLifecycle {
    private final WorkbenchServices services;
    private final GameModel model;
    private final UserPrompts prompts;
    private final BooleanSupplier confirmDiscard;
    private final Consumer<String> message;
    private final GameFileActions files;
    private Autosaver autosaver;
    private Autosaver.Source source;
    private ScheduledExecutorService autosaveThread;
    private boolean closed;

    WorkbenchLifecycle(WorkbenchServices services, UserPrompts prompts, GameFileActions files,
                       Consumer<String> message) {
        this.files = files;
        this.confirmDiscard = files::confirmDiscard;
        this.services = services;
        this.model = services.model();
        this.prompts = prompts;
        this.message = message;
    }

    /** If an earlier session left unsaved work, asks whether to recover it. */
    void offerRecovery() {
        Optional<Recovery> pending = services.autosave().pendingRecovery();
        if (pending.isEmpty()) {
            return;
        }
        Recovery r = pending.get();
        if (prompts.offerRecovery(r) == UserPrompts.RecoveryChoice.DISCARD) {
            clearAutosave();
            return;
        }
        DocumentOpener opener = files.opener();
        if (opener != null && opener.recognises(r.recordText())) {
            opener.recover(r.recordText(), r.originFile());
            message.accept(I18n.get("recovery.done", FxUserPrompts.describe(r)));
            return;
        }
        var read = r.read();
        if (read.games().isEmpty()) {
            prompts.showError(I18n.get("recovery.failed"), String.join("\n",
                    read.problems().stream().map(Object::toString).toList()));
            return;
        }
        GameRecord game = read.games().get(0);
        model.replaceGame(game, r.origin(), "Recover unsaved work");
        message.accept(I18n.get("recovery.done", FxUserPrompts.describe(r)));
    }

    void startAutosave() {
        autosaveThread = Executors.newSingleThreadScheduledExecutor(t -> {
            Thread th = new Thread(t, "otau-autosave");
            th.setDaemon(true);
            return th;
        });
        autosaver = new Autosaver(model, services.autosave(), Platform::runLater, autosaveThread,
                Autosaver.Scheduler.of(autosaveThread), services.autosaveDelay(), Clock.systemUTC(),
                e -> Platform.runLater(() -> message.accept(I18n.get("autosave.failed", e.getMessage()))));
        autosaver.setSource(source);
        autosaver.attach();
    }

    /**
     * Autosaves the open document's whole text instead of the lone game (null: the game
     * again), and saves again whenever the document changes.
     */
    void follow(OpenDocument doc) {
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
            };
            doc.changes().addListener(o -> {
                if (autosaver != null && files.document() == doc) {
                    autosaver.editHappened();
                }
            });
        }
        if (autosaver != null) {
            autosaver.setSource(source);
            autosaver.editHappened();
        }
    }

    /**
     * Closes if the user allows it (unsaved work prompts Save / Don't save / Cancel); runs
     * {@code beforeClosing} (settings, other windows) and then stops the background work.
     * Returns false when the user cancelled.
     */
    boolean close(Runnable beforeClosing) {
        if (closed) {
            return true;
        }
        boolean wasModified = files.isModified();
        if (!confirmDiscard.getAsBoolean()) {
            return false;
        }
        closed = true;
        beforeClosing.run();
        if (autosaver != null) {
            autosaver.detach();
        }
        if (wasModified && files.isModified()) {
            // "Don't save": the user chose to drop the work, so nothing is offered next time.
            clearAutosave();
        }
        if (autosaveThread != null) {
            autosaveThread.shutdown();
        }
        services.executor().shutdown();
        return true;
    }

    private void clearAutosave() {
        try {
            services.autosave().clear();
        } catch (IOException e) {
            message.accept(I18n.get("autosave.failed", e.getMessage()));
        }
    }
}
