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
        List<PositionAnalysis> reached = new ArrayList<>(line.size());
        reached.add(null);
        for (Position p : line) {
            if (progress.isCancelled()) {
                throw new CancellationException();
            }
            analysed.add(analyser.analyse(p, progress::isCancelled));
            int i = analysed.size() - 1;
            if (i > 0) {
                // The best move loses nothing; any other move is scored at the horizon of the best line.
                PositionAnalysis before = analysed.get(i - 1);
                boolean best = p.lastMove().hole() == before.bestMove();
                reached.add(best ? analysed.get(i)
                        : analyser.analyseAfterMove(p, before.depth(), progress::isCancelled));
            }
            progress.done(analysed.size(), line.size());
        }
        return calculator.review(analysed, reached);
    }
}
