package otau.ui.repertoire;

import java.time.Clock;
import javafx.scene.Scene;
import javafx.stage.Stage;
import otau.game.Side;
import otau.ui.I18n;
import otau.ui.database.DatabaseSession;
import otau.ui.database.DatabaseStyles;
import otau.ui.workbench.Workbench;

/** The repertoire trainer in a window of its own beside the workbench. */
public final class RepertoireTrainerWindow {
    private final TrainerModel model;
    private final RepertoireTrainerView view;
    private final Stage stage = new Stage();

    public RepertoireTrainerWindow(Workbench wb, DatabaseSession session, Clock clock) {
        model = new TrainerModel(session, wb.executor(), clock);
        view = new RepertoireTrainerView(model);
        stage.initOwner(wb.stage());
        stage.setTitle(I18n.get("trainer.title"));
        restyle(wb);
        wb.darkProperty().addListener((o, a, b) -> restyle(wb));
        stage.setScene(new Scene(view, 760, 480));
        // Another database opened meanwhile: drill its repertoire.
        session.databaseProperty().addListener((o, a, b) -> {
            if (stage.isShowing()) {
                model.start(model.sideProperty().get());
            }
        });
    }

    private void restyle(Workbench wb) {
        wb.style(view);
        DatabaseStyles.apply(view);
    }

    /** Shows the window, starting (or going on with) the drill of White's or the chosen side. */
    public void show() {
        if (!stage.isShowing()) {
            model.start(model.sideProperty().get() == null ? Side.WHITE : model.sideProperty().get());
        }
        stage.show();
        stage.toFront();
    }

    public TrainerModel model() {
        return model;
    }

    public RepertoireTrainerView view() {
        return view;
    }

    public Stage stage() {
        return stage;
    }
}
