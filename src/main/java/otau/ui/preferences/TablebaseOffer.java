package otau.ui.preferences;

import java.util.Locale;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.stage.Modality;
import otau.engine.egtb.BuildEstimate;
import otau.engine.egtb.DefaultTablebase;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundTask;
import otau.ui.workbench.Workbench;

/**
 * The workbench's one offer to build the tablebase: when the data folder has none, a small
 * window that blocks nothing (not modal) says what it is for and what it costs, with "Build"
 * and "Not now". It is offered once ever ({@value #OFFERED}); afterwards Preferences builds it.
 * Nothing is computed unless the user says so.
 */
public final class TablebaseOffer {
    /** Set once the offer was shown, whatever the answer. */
    public static final String OFFERED = "egtb.offered";
    /** How long the offer waits after the main window shows on a first start. */
    static final javafx.util.Duration SETTLE = javafx.util.Duration.seconds(1);

    private TablebaseOffer() {
    }

    /**
     * Says, in the window's corner, why the data folder's table is not used, when the engine or
     * the solver first reaches for it (a damaged header at once, a damaged block when it is
     * first read), so that a damaged table is never passed over in silence.
     */
    public static void warnWhenRefused(Workbench wb) {
        DefaultTablebase.onRefused(refusalShownIn(wb));
    }

    /** Shows a refusal told from any thread as a problem of {@code wb}'s (status line and corner). */
    static java.util.function.Consumer<otau.io.Phrase> refusalShownIn(Workbench wb) {
        return problem -> javafx.application.Platform.runLater(() -> {
            TableRefusal why = TableRefusal.of(problem);
            wb.showProblem(I18n.get("egtb.refused.title"), I18n.get("egtb.refused.text", why.file(), why.what()));
        });
    }

    /** Looks at the data folder off the FX thread and shows the offer if it is due. */
    public static void offerOnce(Workbench wb, TablebaseBuilds builds) {
        if (wb.preferences().getBoolean(OFFERED, false)) {
            return;
        }
        wb.executor().submit(BackgroundTask.of(I18n.get("egtb.status.looking"), c -> TablebaseStatus.read(builds.folder()))
                .onSuccess(status -> {
                    if (status.present() || builds.runningProperty().get()) {
                        return;
                    }
                    showOnceSettled(wb, builds);
                })
                .onFailure(e -> { }));
    }

    /**
     * Shows the offer over the main window once it is up (the look-up may finish before) and
     * has settled: under some window managers it gets its size only after it shows, and a
     * dialog opened before that was centred on the passing size and stayed there.
     */
    private static void showOnceSettled(Workbench wb, TablebaseBuilds builds) {
        if (!wb.stage().isShowing()) {
            wb.stage().addEventHandler(javafx.stage.WindowEvent.WINDOW_SHOWN, new javafx.event.EventHandler<>() {
                @Override
                public void handle(javafx.stage.WindowEvent e) {
                    wb.stage().removeEventHandler(javafx.stage.WindowEvent.WINDOW_SHOWN, this);
                    showOnceSettled(wb, builds);
                }
            });
            return;
        }
        javafx.animation.PauseTransition settle = new javafx.animation.PauseTransition(SETTLE);
        settle.setOnFinished(f -> {
            if (wb.stage().isShowing() && !builds.runningProperty().get()) {
                show(wb, builds);
            }
        });
        settle.play();
    }

    /** The offer's window (shown and returned; tests look into it). */
    static Dialog<ButtonType> show(Workbench wb, TablebaseBuilds builds) {
        wb.preferences().put(OFFERED, true);
        wb.preferences().save();
        BuildEstimate e = BuildEstimate.of(DefaultTablebase.STONES);
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.initOwner(wb.stage());
        dialog.initModality(Modality.NONE);
        // Centred on the workbench like every other dialog (the toolkit's own guess is off-centre under some window managers).
        otau.ui.DialogPlacement.prepare(dialog);
        dialog.setTitle(I18n.get("egtb.offer.title"));
        dialog.setHeaderText(I18n.get("egtb.offer.header"));
        dialog.setContentText(I18n.get("egtb.offer.text", DefaultTablebase.STONES, String.format(Locale.ROOT, "%.0f", e.bytes() / 1e6),
                String.format(Locale.ROOT, "%.0f", e.cpuSeconds())));
        ButtonType build = new ButtonType(I18n.get("egtb.offer.build"), ButtonBar.ButtonData.OK_DONE);
        ButtonType later = new ButtonType(I18n.get("egtb.offer.later"), ButtonBar.ButtonData.CANCEL_CLOSE);
        dialog.getDialogPane().getButtonTypes().setAll(build, later);
        dialog.getDialogPane().setId("egtb-offer");
        dialog.getDialogPane().setPrefWidth(480);
        dialog.setOnHidden(ev -> {
            if (dialog.getResult() == build) {
                builds.start(DefaultTablebase.STONES);
            }
        });
        dialog.show();
        return dialog;
    }
}
