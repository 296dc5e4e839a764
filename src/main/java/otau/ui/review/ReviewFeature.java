package otau.ui.review;

import otau.ui.analysis.AnalysisFeature;
import otau.ui.workbench.Command;
import otau.ui.workbench.Workbench;

/**
 * Adds game review to a workbench: the review panel (side) and the commands Review Game,
 * next/previous mistake and Retry Mistakes. It reviews with the engine panel's engine and
 * settings, so it is installed after analysis; play reaches it through
 * {@link Command#REVIEW_GAME}.
 */
public final class ReviewFeature {
    private final ReviewPanel panel;

    private ReviewFeature(Workbench wb, AnalysisFeature analysis) {
        var session = analysis.session();
        panel = new ReviewPanel(wb, analysis.engineFactory(), session::engineChoice, session::settings);
        wb.addSidePanel("review", "review.panel", panel);
        // Not while a puzzle, a game against the engine, a lesson or a drill has the board: the
        // review's lines and marks would give their answers away (a finished game has left it).
        javafx.beans.binding.BooleanBinding boardBusy = panel.boardBusy();
        wb.onCommand(Command.REVIEW_GAME, () -> {
            wb.selectPanel("review");
            panel.startReview();
        }, boardBusy);
        wb.onCommand(Command.NEXT_MISTAKE, panel::nextMistake);
        wb.onCommand(Command.PREVIOUS_MISTAKE, () -> panel.goToMistake(false));
        wb.onCommand(Command.RETRY_MISTAKES, () -> {
            wb.selectPanel("review");
            panel.startDrill();
        }, boardBusy);
    }

    public static ReviewFeature install(Workbench wb, AnalysisFeature analysis) {
        return new ReviewFeature(wb, analysis);
    }

    public ReviewPanel panel() {
        return panel;
    }
}
