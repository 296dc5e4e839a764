package otau.review;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import otau.game.Position;

/** Reviews a main line: analyses each of its positions, then judges each move. */
public final class GameReviewer {
    /** Told after each position; may ask the review to stop. */
    public interface Progress {
        void done(int analysed, int total);

        default boolean isCancelled() {
            return false;
        }
    }

    private final PositionAnalyser analyser;
    private final ReviewCalculator calculator;

    public GameReviewer(PositionAnalyser analyser, Thresholds thresholds) {
        this.analyser = analyser;
        this.calculator = new ReviewCalculator(thresholds);
    }

    /**
     * @param line the start position, then the position after each move
     * @throws CancellationException when {@code progress} asked to stop
     */
    public ReviewResult review(List<Position> line, Progress progress) {
        if (line.isEmpty()) {
            throw new IllegalArgumentException("no positions to review");
        }
        List<PositionAnalysis> analysed = new ArrayList<>(line.size());
        for (Position p : line) {
            if (progress.isCancelled()) {
                throw new CancellationException();
            }
            analysed.add(analyser.analyse(p, progress::isCancelled));
            progress.done(analysed.size(), line.size());
        }
        return calculator.review(analysed);
    }
}
