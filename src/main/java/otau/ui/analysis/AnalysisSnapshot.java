package otau.ui.analysis;

import java.util.List;
import otau.game.Position;
import otau.game.record.Evaluation;
import otau.review.WinChance;

/** The lines known for one position, best first, as one consistent picture for the view. */
public record AnalysisSnapshot(Position position, String engineName, List<AnalysisLine> lines) {
    public AnalysisSnapshot {
        lines = List.copyOf(lines);
    }

    public boolean isEmpty() {
        return lines.isEmpty();
    }

    /** The best line's depth, 0 when there is none yet. */
    public int depth() {
        return lines.isEmpty() ? 0 : lines.get(0).depth();
    }

    public long nodes() {
        return lines.isEmpty() ? 0 : lines.get(0).nodes();
    }

    public long nps() {
        return lines.isEmpty() ? 0 : lines.get(0).nps();
    }

    /** The best line's score in the stored form (White's view), or null when there is none. */
    public Evaluation evaluation() {
        if (lines.isEmpty()) {
            return null;
        }
        AnalysisLine best = lines.get(0);
        return WinChance.evaluation(best.score(), position.sideToMove(), best.depth());
    }
}
