package otau.ui.preferences;

import java.util.Locale;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import otau.engine.egtb.BuildEstimate;
import otau.engine.egtb.DefaultTablebase;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;

/**
 * The tablebase part of Preferences: what the data folder holds, the size to build with what
 * it costs (its size on disk, exact, and its CPU time, estimated from a measured rate; said
 * before anything starts), and Build, which runs in the background with its progress and a
 * Cancel here and in the status line. The window can be closed while it runs.
 */
final class TablebaseSection extends VBox {
    static final int MIN_STONES = 4;
    static final int MAX_STONES = 10;

    final Label status = new Label();
    final Spinner<Integer> stones;
    final Label estimate = new Label();
    final Button build = new Button(I18n.get("egtb.build"));
    final Button cancel = new Button(I18n.get("egtb.cancel"));
    final ProgressBar progress = new ProgressBar();
    private final BackgroundExecutor executor;
    private final TablebaseBuilds builds;

    TablebaseSection(TablebaseBuilds builds, BackgroundExecutor executor) {
        this.builds = builds;
        this.executor = executor;
        setSpacing(6);
        getStyleClass().add("tablebase-section");
        status.setId("egtb-status");
        status.setWrapText(true);
        status.setText(I18n.get("egtb.status.looking"));
        stones = new Spinner<>(MIN_STONES, MAX_STONES, DefaultTablebase.STONES);
        stones.setId("egtb-stones");
        stones.setPrefWidth(90);
        estimate.setId("egtb-estimate");
        estimate.setWrapText(true);
        estimate.getStyleClass().add("hint");
        build.setId("egtb-build");
        cancel.setId("egtb-cancel");
        progress.setId("egtb-progress");
        progress.progressProperty().bind(builds.progressProperty());
        progress.setMaxWidth(Double.MAX_VALUE);
        // On a row of its own: beside the size and Build it pushed them out of a narrow window (ky).
        HBox running = new HBox(8, progress, cancel);
        running.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(progress, javafx.scene.layout.Priority.ALWAYS);
        for (javafx.scene.Node n : new javafx.scene.Node[] {running, progress, cancel}) {
            n.visibleProperty().bind(builds.runningProperty());
            n.managedProperty().bind(n.visibleProperty());
        }
        build.disableProperty().bind(builds.runningProperty());
        stones.disableProperty().bind(builds.runningProperty());
        build.setOnAction(e -> builds.start(stones.getValue()));
        cancel.setOnAction(e -> builds.cancel());
        stones.valueProperty().addListener((o, a, b) -> showEstimate());
        builds.completedProperty().addListener(new javafx.beans.value.WeakChangeListener<>(onBuilt));

        Label size = new Label(I18n.get("egtb.stones"));
        HBox choose = new HBox(8, size, stones, build);
        choose.setAlignment(Pos.CENTER_LEFT);
        size.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        build.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        cancel.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        getChildren().addAll(status, choose, running, estimate);
        showEstimate();
        refresh();
    }

    /**
     * A build finished: the folder is read again. Held here and given to the builds weakly: they
     * live as long as the application, and a strong listener kept every Preferences window
     * ever opened (and read the folder once for each of them after every build).
     */
    private final javafx.beans.value.ChangeListener<Number> onBuilt = (o, a, b) -> refresh();

    /** Looks at the folder again, off the FX thread. */
    void refresh() {
        executor.submit(BackgroundTask.of(I18n.get("egtb.status.looking"), c -> TablebaseStatus.read(builds.folder()))
                .onSuccess(this::show)
                .onFailure(e -> status.setText(I18n.get("egtb.status.none", builds.folder()))));
    }

    private void show(TablebaseStatus s) {
        if (s.present() && !s.usable()) {
            TableRefusal why = TableRefusal.of(s.problem());
            status.setText(I18n.get("egtb.status.damaged", why.file(), why.what()));
            // The size to build again is the damaged table's.
            if (s.stones() >= MIN_STONES && s.stones() <= MAX_STONES) {
                stones.getValueFactory().setValue(s.stones());
            }
            return;
        }
        status.setText(s.present()
                ? I18n.get("egtb.status.present", s.stones(), megabytes(s.bytes()), s.folder())
                : I18n.get("egtb.status.none", s.folder()));
    }

    private void showEstimate() {
        BuildEstimate e = BuildEstimate.of(stones.getValue());
        estimate.setText(I18n.get("egtb.estimate", megabytes(e.bytes()), String.format(Locale.ROOT, "%.0f", e.cpuSeconds()),
                String.format(Locale.ROOT, "%.1f", BuildEstimate.measuredRate() / 1e6)));
    }

    private static String megabytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f", bytes / 1e6);
    }
}
