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
 * @param ratings  the rating axis: whole-number ticks, a span of at least {@link #MIN_RATING_SPAN}
 */
record RatingChartData(List<double[]> points, double lower, double upper, double tickUnit, Instant first,
                       Instant last, Range ratings) {
    /** About this many numbered ticks on the x axis at most. */
    static final int MAX_TICKS = 10;
    /** The least span of the rating axis: two attempts 8 points apart are not drawn as a cliff. */
    static final double MIN_RATING_SPAN = 40;

    /** An axis' bounds and tick unit. */
    record Range(double lower, double upper, double tickUnit) {
    }

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
        return new RatingChartData(points, 1, upper, tick, rating.get(0).at(), rating.get(n - 1).at(),
                ratingRange(points));
    }

    /** Bounds on multiples of a round tick unit (5, 10, 20, 50, 100 …) around every rating. */
    private static Range ratingRange(List<double[]> points) {
        double lo = points.stream().mapToDouble(p -> p[1]).min().orElseThrow();
        double hi = points.stream().mapToDouble(p -> p[1]).max().orElseThrow();
        double span = Math.max(hi - lo, MIN_RATING_SPAN);
        double mid = (lo + hi) / 2;
        double tick = roundStep(span / 6);
        return new Range(Math.floor((mid - span / 2) / tick) * tick, Math.ceil((mid + span / 2) / tick) * tick, tick);
    }

    /** The least of 5, 10, 20, 50, 100, 200, 500 … that is at least {@code x}. */
    static double roundStep(double x) {
        double step = 5;
        for (int i = 0; step < x; i++) {
            step *= i % 3 == 2 ? 2.5 : 2;
        }
        return step;
    }
}
