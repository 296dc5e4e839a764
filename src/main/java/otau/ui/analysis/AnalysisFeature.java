package otau.ui.analysis;

import javafx.application.Platform;
import javafx.stage.WindowEvent;
import otau.model.GameNode;
import otau.ui.review.ReviewPanel;
import otau.ui.workbench.Command;
import otau.ui.workbench.WorkbenchWindow;

/**
 * Adds analysis to a workbench: the engine panel and the review panel (side), the
 * evaluation graph (bottom), the evaluation bar beside the board, and their commands.
 */
public final class AnalysisFeature {
    private final AnalysisSession session;
    private final AnalysisPanel panel;
    private final EvaluationBar bar = new EvaluationBar();
    private final EvaluationGraph graph;
    private final ReviewPanel review;
    private boolean hasGraph;

    private AnalysisFeature(WorkbenchWindow wb, EngineFactory factory) {
        session = AnalysisSession.create(factory, Platform::runLater);
        AnalysisPreferences prefs = new AnalysisPreferences(wb.preferences());
        panel = new AnalysisPanel(session, wb.model(), wb.board(), prefs);
        graph = new EvaluationGraph(wb.model(), session);
        review = new ReviewPanel(wb, factory, session::engineChoice, session::settings);
        wb.addSidePanel("analysis", "analysis.title", panel);
        wb.addSidePanel("review", "review.panel", review);
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
        Runnable showBar = () -> bar.show(barEvaluation(wb));
        session.snapshotProperty().addListener((o, a, b) -> showBar.run());
        wb.model().currentNodeProperty().addListener((o, a, b) -> showBar.run());
        wb.model().addTreeListener(events -> showBar.run());
        showBar.run();

        wb.onCommand(Command.ANALYSIS_TOGGLE, () -> {
            session.toggle();
            if (session.isRunning()) {
                wb.selectPanel("analysis");
            }
        });
        Runnable reviewGame = () -> {
            wb.selectPanel("review");
            review.startReview();
        };
        wb.onCommand(Command.REVIEW_GAME, reviewGame);
        // A finished game against the engine can be reviewed straight from its result dialog.
        wb.play().setReviewAction(reviewGame);
        wb.onCommand(Command.NEXT_MISTAKE, () -> review.goToMistake(true));
        wb.onCommand(Command.PREVIOUS_MISTAKE, () -> review.goToMistake(false));
        wb.onCommand(Command.RETRY_MISTAKES, () -> review.drill().start());
        wb.stage().addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> session.close());
    }

    /** The live result for the position shown, else the evaluation kept in the game. */
    private otau.game.record.Evaluation barEvaluation(WorkbenchWindow wb) {
        AnalysisSnapshot s = session.snapshot();
        GameNode node = wb.model().currentNode();
        if (!s.isEmpty() && s.position().equals(node.position())) {
            return s.evaluation();
        }
        return node.evaluation();
    }

    public static AnalysisFeature install(WorkbenchWindow wb) {
        return install(wb, EngineFactory.STANDARD);
    }

    public static AnalysisFeature install(WorkbenchWindow wb, EngineFactory factory) {
        return new AnalysisFeature(wb, factory);
    }

    public AnalysisSession session() {
        return session;
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

    public ReviewPanel review() {
        return review;
    }
}
