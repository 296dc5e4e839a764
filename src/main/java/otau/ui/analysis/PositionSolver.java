package otau.ui.analysis;

import java.util.concurrent.atomic.AtomicBoolean;
import otau.engine.egtb.Tablebase;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.game.Position;
import otau.model.GameModel;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.TaskHandle;

/**
 * Analysis → Solve Position: runs the exact solver on the position shown, on the
 * workbench's executor, and shows what it proved in the {@link ProofBadge}. Running the
 * command again, the Stop button or moving to another position cancels it; a result is
 * shown only for the position it was computed for. Also keeps the badge's tablebase line
 * for the position shown.
 */
final class PositionSolver {
    /** Time limit of one solve; after it the badge says "unproven after 30 s". */
    static final double DEFAULT_SECONDS = 30;

    private final GameModel model;
    private final BackgroundExecutor executor;
    private final ProofBadge badge = new ProofBadge(this::stop);
    private double seconds = DEFAULT_SECONDS;
    private TaskHandle running;
    /** Stands for the solve whose callbacks may still change the badge; null when none. */
    private Object current;
    private AtomicBoolean cancel;
    private Position solving;
    /** Looked for off the FX thread once; null until then or when there is none. */
    private volatile Tablebase tablebase;

    PositionSolver(GameModel model, BackgroundExecutor executor) {
        this.model = model;
        this.executor = executor;
        model.currentPositionProperty().addListener((o, a, p) -> positionChanged(p));
        executor.submit(BackgroundTask.of(I18n.get("solve.tablebase.loading"), c -> Tablebase.findDefault())
                .onSuccess(t -> useTablebase(t)));
    }

    ProofBadge badge() {
        return badge;
    }

    void setSeconds(double seconds) {
        this.seconds = seconds;
    }

    /** Uses {@code table} for the tablebase line (tests give a small one). */
    void useTablebase(Tablebase table) {
        this.tablebase = table;
        badge.showTablebase(ProofTexts.tablebase(table, model.currentPosition()));
    }

    boolean isRunning() {
        return current != null;
    }

    /** The command: starts solving the position shown, or stops the solve under way. */
    void toggle() {
        if (current != null) {
            stop();
        } else {
            start();
        }
    }

    private void start() {
        Position p = model.currentPosition();
        if (Solver.whyNot(p) != null) {
            badge.showSolve(ProofBadge.State.UNPROVEN, I18n.get("solve.notRealGame", p.totalStones()));
            return;
        }
        AtomicBoolean flag = new AtomicBoolean();
        double limit = seconds;
        Tablebase table = tablebase;
        cancel = flag;
        solving = p;
        badge.showSolve(ProofBadge.State.RUNNING, I18n.get("solve.starting"));
        BackgroundTask<SolveResult> task = BackgroundTask.of(I18n.get("command.solvePosition"), context -> {
            SolveResult r = new Solver(table).solve(p, SolveGoal.DECIDE, limit, 1, 64,
                    progress -> context.message(ProofTexts.proving(progress)), flag);
            context.checkCancelled();
            return r;
        });
        Object token = new Object();
        current = token;
        task.onProgress((f, message) -> {
            if (current == token && message != null && !message.isEmpty()) {
                badge.showSolve(ProofBadge.State.RUNNING, message);
            }
        }).onSuccess(r -> {
            if (current == token) {
                finished();
                badge.showSolve(r.proven() ? ProofBadge.State.PROVEN : ProofBadge.State.UNPROVEN,
                        ProofTexts.result(r, limit));
            }
        }).onFailure(e -> {
            if (current == token) {
                finished();
                badge.showSolve(ProofBadge.State.UNPROVEN, I18n.get("solve.failed", e.getMessage()));
            }
        });
        TaskHandle handle = executor.submit(task);
        if (current == token) {
            running = handle;
        }
    }

    /** Cancels the solve under way and takes its badge away (nothing was proved that it could show). */
    void stop() {
        if (current != null) {
            cancel.set(true);
            if (running != null) {
                running.cancel();
            }
            finished();
        }
        badge.clearSolve();
    }

    private void finished() {
        running = null;
        current = null;
        cancel = null;
        solving = null;
    }

    private void positionChanged(Position p) {
        if (current != null && !p.equals(solving)) {
            stop();
        } else if (current == null) {
            badge.clearSolve();
        }
        badge.showTablebase(ProofTexts.tablebase(tablebase, p));
    }
}
