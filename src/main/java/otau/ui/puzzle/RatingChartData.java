package otau.ui.puzzle;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import otau.puzzle.train.TrainingStats.RatingPoint;

/**
 * What the dashboard's rating chart draws: one point per attempt, numbered 1, 2, 3… from the
 * oldest, so that a day of thirty attempts reads as well as a year of them (on a time axis a
 * single day's attempts fall on one vertical line). The first and last attempt's times are
 * kept for the caption under the chart.
 *
 * @param points   x: the attempt's number (1 = the oldest), y: the rating after it
 * @param lower    the x axis' lower bound
 * @param upper    the x axis' upper bound (always above {@code lower})
 * @param tickUnit the x axis' tick unit: a whole number, about ten ticks at most
 * @param first    when the first attempt was made
 * @param last     when the last attempt was made
 */
record RatingChartData(List<double[]> points, double lower, double upper, double tickUnit, Instant first,
                       Instant last) {
    /** About this many numbered ticks on the x axis at most. */
    static final int MAX_TICKS = 10;

    RatingChartData {
        points = List.copyOf(points);
    }

    /** The chart of {@code rating} (oldest first), or null when there is no attempt to draw. */
    static RatingChartData of(List<RatingPoint> rating) {
        if (rating.isEmpty()) {
            return null;
        }
        List<double[]> points = new ArrayList<>(rating.size());
        for (int i = 0; i < rating.size(); i++) {
            points.add(new double[] {i + 1, rating.get(i).rating()});
        }
        int n = rating.size();
        // One attempt still gets a span, so the axis has room for its point.
        double upper = Math.max(n, 2);
        double tick = Math.max(1, Math.ceil((upper - 1) / MAX_TICKS));
        return new RatingChartData(points, 1, upper, tick, rating.get(0).at(), rating.get(n - 1).at());
    }
}
