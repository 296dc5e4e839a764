package otau.game.record;

import java.util.List;

/**
 * What a record file held: every game that could be read (in part, for a broken game:
 * see {@link GameRecord#problems()}) and every problem met, in file order.
 */
public record ReadResult(List<GameRecord> games, List<RecordProblem> problems) {
    public boolean isClean() {
        return problems.isEmpty();
    }
}
