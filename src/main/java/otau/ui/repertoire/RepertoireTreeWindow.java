package otau.ui.repertoire;

import java.util.function.Consumer;
import javafx.scene.Scene;
import javafx.stage.Stage;
import otau.game.Side;
import otau.ui.I18n;
import otau.ui.database.DatabaseSession;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.TaskHandle;
import otau.ui.workbench.Workbench;

/**
 * The repertoire tree in a window of its own beside the workbench, with its own board so the
 * user's game stays as it is. Imports and exports go through the workbench's progress line,
 * where they can be cancelled.
 */
public final class RepertoireTreeWindow {
    private final RepertoireTreeModel model;
    private final RepertoireTreeView view;
    private final Stage stage = new Stage();

    public RepertoireTreeWindow(Workbench wb, DatabaseSession session, Consumer<Side> drill) {
        this(wb, session, drill, null);
    }

    /** With other prompts than the window's dialogs (tests). */
    public RepertoireTreeWindow(Workbench wb, DatabaseSession session, Consumer<Side> drill,
                                RepertoirePrompts prompts) {
        BackgroundExecutor withProgress = new BackgroundExecutor() {
            @Override
            public <T> TaskHandle submit(BackgroundTask<T> task) {
                return wb.runWithProgress(task);
            }

            @Override
            public void shutdown() {
            }
        };
        model = new RepertoireTreeModel(session, wb.executor(), withProgress);
        view = new RepertoireTreeView(model, prompts != null ? prompts : new FxRepertoirePrompts(stage), drill);
        stage.initOwner(wb.stage());
        otau.ui.DialogPlacement.prepare(stage);
        stage.setTitle(I18n.get("rtree.title"));
        stage.setScene(new Scene(view, 980, 620));
        // Another database opened meanwhile: show its repertoire.
        session.databaseProperty().addListener((o, a, b) -> {
            if (stage.isShowing()) {
                model.load(model.sideProperty().get());
            }
        });
        // The explorer's ☆ menu or the trainer may have changed the repertoire meanwhile.
        session.revisionProperty().addListener((o, a, b) -> {
            if (stage.isShowing() && !model.busyProperty().get()) {
                model.reload();
            }
        });
    }

    /** Shows the window on {@code side}'s repertoire. */
    public void show(Side side) {
        model.load(side);
        stage.show();
        stage.toFront();
    }

    public RepertoireTreeModel model() {
        return model;
    }

    public RepertoireTreeView view() {
        return view;
    }

    public Stage stage() {
        return stage;
    }
}
