package otau.ui.repertoire;

import java.time.Clock;
import otau.ui.database.DatabaseSession;
import otau.ui.workbench.Command;
import otau.ui.workbench.Workbench;

/** Adds Database → Repertoire Trainer: the drill in a window of its own, over the open database. */
public final class RepertoireFeature {
    private final Workbench wb;
    private final DatabaseSession session;
    private final Clock clock;
    private RepertoireTrainerWindow trainer;

    private RepertoireFeature(Workbench wb, DatabaseSession session, Clock clock) {
        this.wb = wb;
        this.session = session;
        this.clock = clock;
        wb.onCommand(Command.REPERTOIRE_TRAINER, this::showTrainer);
    }

    public static RepertoireFeature install(Workbench wb, DatabaseSession session, Clock clock) {
        return new RepertoireFeature(wb, session, clock);
    }

    public void showTrainer() {
        trainer().show();
    }

    /** The trainer's window, made on first use. */
    public RepertoireTrainerWindow trainer() {
        if (trainer == null) {
            trainer = new RepertoireTrainerWindow(wb, session, clock);
        }
        return trainer;
    }
}
