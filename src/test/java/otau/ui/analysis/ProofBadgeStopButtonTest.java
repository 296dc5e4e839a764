package otau.ui.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * While a solve runs its badge's text changes every second (the depth, the nodes, the clock):
 * the Stop button beside it stays where it is, so that a click aimed at it lands on it.
 */
@ExtendWith(ApplicationExtension.class)
class ProofBadgeStopButtonTest {
    private ProofBadge badge;

    @Start
    void start(Stage stage) {
        badge = new ProofBadge(() -> { }, i -> { }, () -> { }, () -> { }, () -> { }, () -> { }, () -> { });
        stage.setScene(new Scene(new StackPane(badge), 460, 200));
        // The stage is shared with the JVM's other test classes: give it this scene's size.
        stage.sizeToScene();
        stage.show();
    }

    private double stopX(FxRobot robot, String text) {
        double[] x = new double[1];
        robot.interact(() -> {
            badge.showSolve(ProofBadge.State.RUNNING, text);
            badge.applyCss();
            badge.layout();
            Node stop = badge.lookup("#solve-stop");
            x[0] = stop.localToScene(stop.getLayoutBounds()).getMinX();
        });
        return x[0];
    }

    @Test
    void theStopButtonKeepsItsPlaceAsTheTextChanges(FxRobot robot) {
        double shortText = stopX(robot, "Proving");
        double longer = stopX(robot, "Proving: White wins? Depth 31, 12,345,678 nodes");
        double wrapped = stopX(robot, "Proving: White wins? Depth 31, 12,345,678 nodes; Black wins? Depth 29, 9,876,543 nodes");
        assertEquals(shortText, longer, 0.5);
        assertEquals(shortText, wrapped, 0.5);
        // At the row's right end.
        double[] right = new double[2];
        robot.interact(() -> {
            Node stop = badge.lookup("#solve-stop");
            right[0] = stop.localToScene(stop.getLayoutBounds()).getMaxX();
            right[1] = badge.localToScene(badge.getLayoutBounds()).getMaxX();
        });
        assertEquals(right[1], right[0], 1.0, "the button's right edge on the badge's");
    }

    /**
     * The longest progress text, the Russian one while the shortest win is sought, wraps whole in
     * the badge's width: no word is cut off with an ellipsis.
     */
    @Test
    void theLongestProgressTextWrapsWhole(FxRobot robot) throws java.io.IOException {
        otau.ui.I18n.setLanguage(otau.ui.Language.RUSSIAN);
        try {
            String text = ProofTexts.shortestWinProgress(otau.engine.solve.Verdict.BLACK_WINS, otau.game.Side.WHITE, 35);
            String[] shown = new String[1];
            robot.interact(() -> {
                badge.showSolve(ProofBadge.State.RUNNING, text);
                badge.applyCss();
                badge.layout();
                javafx.scene.control.Labeled label = (javafx.scene.control.Labeled) badge.lookup("#solve-badge");
                shown[0] = ((javafx.scene.text.Text) label.lookup(".text")).getText();
            });
            org.junit.jupiter.api.Assertions.assertTrue(text.contains("17"), text);
            assertEquals(text, shown[0].replace("\n", " ").replaceAll(" +", " ").strip());
            otau.ui.Screenshots.save(robot, badge.getScene().getRoot(), "solve-badge-shortest-win-ru.png");
        } finally {
            otau.ui.I18n.setLanguage(otau.ui.Language.ENGLISH);
        }
    }
}
