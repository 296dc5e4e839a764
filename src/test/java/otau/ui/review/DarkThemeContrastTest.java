package otau.ui.review;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.paint.Color;
import javafx.scene.shape.Shape;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import otau.game.record.Evaluation;
import otau.ui.EnglishInterface;
import otau.ui.Screenshots;
import otau.ui.analysis.AnalysisFeature;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/** In the dark theme the review panel's notes and the evaluation graph stand out from their background. */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class DarkThemeContrastTest {
    /** The dark panel colour of workbench-dark.css. */
    private static final Color DARK_PANEL = Color.web("#22262c");

    @Test
    void reviewTextAndTheGraphAreReadableInTheDark(FxRobot robot) throws IOException {
        Path dir = otau.TempFolders.create("otau-dark");
        WorkbenchWindow[] wb = new WorkbenchWindow[1];
        robot.interact(() -> {
            wb[0] = WorkbenchTestWindows.create(new Stage(), dir);
            AnalysisFeature analysis = AnalysisFeature.install(wb[0]);
            ReviewFeature.install(wb[0], analysis);
            var m = wb[0].model();
            m.playMove(6);
            m.setEvaluation(m.currentNode(), Evaluation.ofCentiStones(120, 12));
            m.playMove(6);
            m.setEvaluation(m.currentNode(), Evaluation.ofCentiStones(-40, 12));
            wb[0].darkProperty().set(true);
            wb[0].stage().show();
            wb[0].selectPanel("review");
        });
        robot.interact(() -> wb[0].root().applyCss());
        Label note = robot.lookup(".review-panel .review-note").queryAs(Label.class);
        double c = contrast((Color) note.getTextFill(), DARK_PANEL);
        assertTrue(c >= 4.5, "review note contrast " + c + " (" + note.getTextFill() + ")");
        Node line = robot.lookup(".evaluation-graph .chart-series-area-line").query();
        double g = contrast((Color) ((Shape) line).getStroke(), DARK_PANEL);
        assertTrue(g >= 4.5, "graph line contrast " + g);
        Screenshots.save(robot, wb[0].root(), "workbench-dark-review.png");
    }

    /** The WCAG contrast ratio of two colours. */
    static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * lin(c.getRed()) + 0.7152 * lin(c.getGreen()) + 0.0722 * lin(c.getBlue());
    }

    private static double lin(double v) {
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }
}
