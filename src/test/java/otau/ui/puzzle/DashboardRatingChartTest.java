package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.puzzle.train.Attempt;
import otau.ui.EnglishInterface;
import otau.ui.Screenshots;
import otau.ui.workbench.Command;

/**
 * The dashboard's "Rating after each attempt": readable whether the attempts were made within
 * an hour or over more than a year. Oracle: the ratings the test stores, in the order it stores
 * them, and the drawn line measured on the screen.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class DashboardRatingChartTest {
    private PuzzleTestSetup t;

    @Start
    void start(Stage stage) throws IOException {
        t = new PuzzleTestSetup(stage);
        stage.show();
    }

    /** Stores {@code n} attempts {@code step} seconds apart from 1 March 2025 10:00 UTC; returns the ratings after each. */
    private List<Double> attempts(int n, long step) {
        Instant at = Instant.parse("2025-03-01T10:00:00Z");
        List<Double> after = new ArrayList<>();
        double rating = 1500;
        for (int i = 0; i < n; i++) {
            // Up and down in a pattern no formula of the chart knows.
            double next = rating + (i % 3 == 2 ? -17 : 11 + i % 5);
            t.store.addAttempt(new Attempt(i % 2 == 0 ? "t-win" : "t-capture", at.plusSeconds(i * step), i % 3 != 2,
                    rating, next, 800));
            after.add(next);
            rating = next;
        }
        return after;
    }

    private PuzzleDashboardView open(FxRobot robot) throws Exception {
        robot.interact(() -> t.window.run(Command.PUZZLE_DASHBOARD));
        PuzzleDashboardView view = t.feature.dashboardView();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> view.statsProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        return view;
    }

    /** The rating axis holds every point, on whole-number ticks, with a span of 40 points at least. */
    private static void assertRatingAxisHolds(List<Double> expected, PuzzleDashboardView view) {
        NumberAxis y = (NumberAxis) view.rating.getYAxis();
        double lo = expected.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double hi = expected.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        assertTrue(y.getLowerBound() <= lo && hi <= y.getUpperBound(), y.getLowerBound() + ".." + y.getUpperBound());
        assertTrue(y.getUpperBound() - y.getLowerBound() >= 40, "span " + (y.getUpperBound() - y.getLowerBound()));
        assertTrue(List.of(5.0, 10.0, 20.0, 50.0, 100.0, 200.0, 500.0).contains(y.getTickUnit()), "tick " + y.getTickUnit());
        assertEquals(0, y.getLowerBound() % y.getTickUnit(), 1e-9, "ticks on round numbers");
    }

    private static void assertPointsAre(List<Double> expected, PuzzleDashboardView view) {
        assertRatingAxisHolds(expected, view);
        List<XYChart.Data<Number, Number>> drawn = view.rating.getData().get(0).getData();
        assertEquals(expected.size(), drawn.size(), "one point per attempt");
        for (int i = 0; i < drawn.size(); i++) {
            assertEquals(i + 1, drawn.get(i).getXValue().doubleValue(), "attempt number " + (i + 1));
            assertEquals(expected.get(i), drawn.get(i).getYValue().doubleValue(), 1e-9, "rating after attempt " + (i + 1));
        }
    }

    /** The drawn line's width on the screen over the plot area's width. */
    private static double lineShare(PuzzleDashboardView view) {
        Node line = view.rating.lookup(".chart-series-line");
        Node plot = view.rating.lookup(".chart-plot-background");
        Bounds l = line.localToScene(line.getBoundsInLocal());
        Bounds p = plot.localToScene(plot.getBoundsInLocal());
        return l.getWidth() / p.getWidth();
    }

    @Test
    void twelveAttemptsWithinAnHourSpreadAcrossTheChart(FxRobot robot) throws Exception {
        List<Double> expected = attempts(12, 300);
        PuzzleDashboardView view = open(robot);
        assertPointsAre(expected, view);
        NumberAxis x = (NumberAxis) view.rating.getXAxis();
        assertEquals(1, x.getLowerBound());
        assertEquals(12, x.getUpperBound());
        assertEquals(2, x.getTickUnit(), "about ten ticks: (12 - 1) / 10 rounded up");
        // On a time axis these twelve fell on one vertical line, a pixel or two wide.
        double share = lineShare(view);
        assertTrue(share > 0.95, "the line spans the plot: " + share);
        assertEquals("All attempts on Mar 1, 2025", view.span.getText());
        Screenshots.save(robot, view, "puzzle-dashboard-one-day.png");
    }

    @Test
    void twoHundredAttemptsOverMoreThanAYearKeepAboutTenTicks(FxRobot robot) throws Exception {
        List<Double> expected = attempts(200, 172_800);
        PuzzleDashboardView view = open(robot);
        assertPointsAre(expected, view);
        NumberAxis x = (NumberAxis) view.rating.getXAxis();
        assertEquals(200, x.getUpperBound());
        assertEquals(20, x.getTickUnit(), "(200 - 1) / 10 rounded up");
        assertTrue(lineShare(view) > 0.95);
        // 199 steps of two days after 1 March 2025 (10:00 UTC, the same date from UTC-10 to UTC+13): 3 April 2026.
        assertEquals("Attempts from Mar 1, 2025 to Apr 3, 2026", view.span.getText());
    }

    @Test
    void aSingleAttemptIsAMarkedPoint(FxRobot robot) throws Exception {
        List<Double> expected = attempts(1, 0);
        PuzzleDashboardView view = open(robot);
        assertPointsAre(expected, view);
        NumberAxis x = (NumberAxis) view.rating.getXAxis();
        assertTrue(x.getUpperBound() > x.getLowerBound());
        assertTrue(view.rating.getCreateSymbols(), "a point, since a line needs two");
        Node symbol = view.rating.getData().get(0).getData().get(0).getNode();
        assertTrue(symbol != null && symbol.isVisible(), "the single attempt is drawn");
    }
}
