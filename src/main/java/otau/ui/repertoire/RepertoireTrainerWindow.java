package otau.ui.repertoire;

import java.time.Clock;
import java.util.Set;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import otau.game.Side;
import otau.ui.I18n;
import otau.ui.board.BoardMode;
import otau.ui.board.ModeSession;
import otau.ui.database.DatabaseSession;
import otau.ui.workbench.Workbench;

/**
 * The repertoire trainer in a window of its own beside the workbench. While it is open the
 * workbench's board is in {@link BoardMode#REPERTOIRE}: the engine panel pauses (its arrows,
 * evaluation bar and hover preview would answer the drill) and the board takes no moves;
 * closing the window gives the board back to analysis, with the engine resumed.
 */
public final class RepertoireTrainerWindow {
    private final Workbench wb;
    private final TrainerModel model;
    private final RepertoireTrainerView view;
    private final Stage stage = new Stage();
    private ModeSession mainBoard;

    public RepertoireTrainerWindow(Workbench wb, DatabaseSession session, Clock clock) {
        this.wb = wb;
        model = new TrainerModel(session, wb.executor(), clock);
        view = new RepertoireTrainerView(model);
        stage.initOwner(wb.stage());
        otau.ui.DialogPlacement.prepare(stage);
        stage.setTitle(I18n.get("trainer.title"));
        stage.setScene(new Scene(view, 760, 480));
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, e -> takeMainBoard());
        stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> giveBackMainBoard());
        // Another database opened meanwhile: drill its repertoire.
        session.databaseProperty().addListener((o, a, b) -> {
            if (stage.isShowing()) {
                model.start(model.sideProperty().get());
            }
        });
    }

    private void takeMainBoard() {
        if (mainBoard == null || mainBoard.isEnded()) {
            // No hole is playable: the drill's answers go to the trainer's own board.
            mainBoard = wb.boardModes().enter(BoardMode.REPERTOIRE, null, new SimpleObjectProperty<>(Set.of()),
                    () -> mainBoard = null);
        }
    }

    private void giveBackMainBoard() {
        if (mainBoard != null) {
            ModeSession s = mainBoard;
            mainBoard = null;
            s.leave();
        }
    }

    /**
     * Shows the window, starting (or going on with) the drill of White's or the chosen side;
     * false, with a word in the status line, when a game against the engine, a puzzle or a
     * lesson has the board: the drill would end it unasked.
     */
    public boolean show() {
        if (!stage.isShowing() && wb.boardModes().mode() != BoardMode.ANALYSIS) {
            wb.showMessage(I18n.get("trainer.busy"));
            return false;
        }
        if (!stage.isShowing()) {
            model.start(model.sideProperty().get() == null ? Side.WHITE : model.sideProperty().get());
        }
        stage.show();
        stage.toFront();
        return true;
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
