package otau.ui.repertoire;

import java.time.Clock;
import otau.ui.database.DatabaseSession;
import otau.ui.workbench.Command;
import otau.ui.workbench.Workbench;

/**
 * Adds Database → Repertoire Tree (the lines of each side, edited as a tree, with their gaps)
 * and Database → Repertoire Trainer (the drill), each in a window of its own over the open database.
 */
public final class RepertoireFeature {
    private final Workbench wb;
    private final DatabaseSession session;
    private final Clock clock;
    private RepertoireTrainerWindow trainer;
    private RepertoireTreeWindow tree;
    private RepertoirePrompts treePrompts;

    private RepertoireFeature(Workbench wb, DatabaseSession session, Clock clock) {
        this.wb = wb;
        this.session = session;
        this.clock = clock;
        wb.onCommand(Command.REPERTOIRE_TRAINER, this::showTrainer);
        wb.onCommand(Command.REPERTOIRE_TREE, this::showTree);
    }

    public static RepertoireFeature install(Workbench wb, DatabaseSession session, Clock clock) {
        return new RepertoireFeature(wb, session, clock);
    }

    public void showTrainer() {
        trainer().show();
    }

    /** Shows the repertoire tree, on White's repertoire the first time. */
    public void showTree() {
        RepertoireTreeWindow w = tree();
        w.show(w.stage().isShowing() || w.model().treeProperty().get() != null
                ? w.model().sideProperty().get() : otau.game.Side.WHITE);
    }

    /** Drills {@code side}'s repertoire in the trainer's window. */
    public void drill(otau.game.Side side) {
        if (trainer().show()) {
            trainer().model().start(side);
        }
    }

    /** Other prompts than the tree window's dialogs, for tests; before the window is first made. */
    public void setTreePrompts(RepertoirePrompts prompts) {
        this.treePrompts = prompts;
    }

    /** The tree's window, made on first use. */
    public RepertoireTreeWindow tree() {
        if (tree == null) {
            tree = new RepertoireTreeWindow(wb, session, this::drill, treePrompts);
        }
        return tree;
    }

    /** The trainer's window, made on first use. */
    public RepertoireTrainerWindow trainer() {
        if (trainer == null) {
            trainer = new RepertoireTrainerWindow(wb, session, clock);
        }
        return trainer;
    }
}
