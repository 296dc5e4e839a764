package otau.ui.analysis;

import javafx.application.Platform;
import otau.model.GameNode;
import otau.ui.board.BoardModes;
import otau.ui.board.Overlay;
import otau.ui.workbench.Command;
import otau.ui.workbench.Workbench;

/**
 * Adds analysis to a workbench: the engine panel (side), the evaluation graph (bottom), the
 * evaluation bar beside the board, and the engine's command. In a board mode that allows
 * no engine arrows (a puzzle, a game against the engine) the engine pauses and the bar
 * hides; back in analysis the engine resumes if it was running.
 */
public final class AnalysisFeature {
    private final AnalysisSession session;
    private final AnalysisPanel panel;
    private final EvaluationBar bar = new EvaluationBar();
    private final EvaluationGraph graph;
    private final EngineFactory factory;
    private final PositionSolver solver;
    /** Set while the engine was stopped because the board's mode forbids it. */
    private boolean pausedByMode;
    private boolean hasGraph;

    private AnalysisFeature(Workbench wb, EngineFactory factory) {
        this.factory = factory;
        session = AnalysisSession.create(factory, Platform::runLater);
        AnalysisPreferences prefs = new AnalysisPreferences(wb.preferences());
        BoardModes modes = wb.boardModes();
        panel = new AnalysisPanel(session, wb.model(), modes, prefs);
        graph = new EvaluationGraph(wb.model(), session);
        solver = new PositionSolver(wb.model(), wb.executor());
        panel.showProofs(solver.badge());
        // The solver uses the cores the user gave the engine (Preferences or the panel's settings).
        solver.setThreads(() -> session.settings().threads());
        // A solve may run until stopped (Find the Shortest Win): Quit asks before stopping it.
        wb.addRunningWork(() -> solver.isRunning() ? java.util.List.of(otau.ui.I18n.get("command.solvePosition"))
                : java.util.List.of());
        // Offered once some feature plays games (play is installed apart from analysis).
        solver.setSolverGame(() -> wb.run(Command.PLAY_AGAINST_SOLVER), () -> wb.handles(Command.PLAY_AGAINST_SOLVER));
        wb.addSidePanel("analysis", "analysis.title", panel);
        // The graph shows only while it has something to draw (it took 40% of the height empty).
        Runnable showGraph = () -> {
            if (graph.drawableProperty().get()) {
                if (!hasGraph) {
                    wb.addBottomPanel("graph", "graph.title", graph);
                    hasGraph = true;
                }
            } else if (hasGraph) {
                wb.removePanel("graph");
                hasGraph = false;
            }
        };
        graph.drawableProperty().addListener((o, a, b) -> showGraph.run());
        showGraph.run();
        wb.setBoardSideBar(bar);
        bar.flippedProperty().bind(wb.board().flippedProperty());
        bar.visibleProperty().bind(modes.allowing(Overlay.EVAL_BAR));
        bar.managedProperty().bind(bar.visibleProperty());
        modes.allowing(Overlay.ENGINE_ARROWS).addListener((o, was, allowed) -> followMode(allowed));
        Runnable showBar = () -> {
            otau.game.Position shown = wb.model().currentPosition();
            if (shown.isGameOver()) {
                bar.showFinished(shown);
            } else {
                bar.show(barEvaluation(wb));
            }
        };
        session.snapshotProperty().addListener((o, a, b) -> showBar.run());
        wb.model().currentNodeProperty().addListener((o, a, b) -> showBar.run());
        wb.model().addTreeListener(events -> showBar.run());
        showBar.run();

        wb.onCommand(Command.ANALYSIS_TOGGLE, () -> {
            session.toggle();
            if (session.isRunning()) {
                wb.selectPanel("analysis");
            }
        }, modes.allowing(Overlay.ENGINE_ARROWS).not());
        // Not during a puzzle, a game against the engine, a drill or a lesson: the proof's first move
        // is the answer they ask for.
        wb.onCommand(Command.SOLVE_POSITION, () -> {
            solver.toggle();
            wb.selectPanel("analysis");
        }, modes.allowing(Overlay.ENGINE_ARROWS).not());
        wb.onWindowClosed(() -> {
            session.close();
            solver.abandon();
        });
    }

    private void followMode(boolean engineAllowed) {
        if (!engineAllowed && session.isRunning()) {
            pausedByMode = true;
            session.stop();
        } else if (engineAllowed && pausedByMode) {
            pausedByMode = false;
            session.start();
        }
    }

    /** True while the engine is stopped only because the board's mode forbids it. */
    public boolean isPausedByMode() {
        return pausedByMode;
    }

    /** The live result for the position shown, else the evaluation kept in the game. */
    private otau.game.record.Evaluation barEvaluation(Workbench wb) {
        AnalysisSnapshot s = session.snapshot();
        GameNode node = wb.model().currentNode();
        if (!s.isEmpty() && s.position().equals(node.position())) {
            return s.evaluation();
        }
        return node.evaluation();
    }

    public static AnalysisFeature install(Workbench wb) {
        return install(wb, EngineFactory.STANDARD);
    }

    public static AnalysisFeature install(Workbench wb, EngineFactory factory) {
        return new AnalysisFeature(wb, factory);
    }

    public AnalysisSession session() {
        return session;
    }

    /**
     * Offers "Save as etude" under a proof of Solve Position, handing the proof (position,
     * verdict, line) to {@code saver}.
     */
    public void offerSaveAsPuzzle(java.util.function.Consumer<otau.engine.solve.SolveResult> saver) {
        solver.setPuzzleSaver(saver);
    }

    /** The proof Solve Position shows for the position on the board, if it shows one. */
    public java.util.Optional<otau.engine.solve.SolveResult> proofShown() {
        return java.util.Optional.ofNullable(solver.proofOfPositionShown());
    }

    /** Analysis → Solve Position and the proved results it shows. */
    PositionSolver solver() {
        return solver;
    }

    public AnalysisPanel panel() {
        return panel;
    }

    public EvaluationBar bar() {
        return bar;
    }

    public EvaluationGraph graph() {
        return graph;
    }

    /** The engine the panel was made with (the review uses the same). */
    public EngineFactory engineFactory() {
        return factory;
    }
}
