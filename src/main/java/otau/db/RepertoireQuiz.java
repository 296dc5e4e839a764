package otau.db;

import java.util.List;
import otau.game.Position;
import otau.game.Side;

/**
 * A position to quiz: the user, playing {@code side}, is asked for their move.
 *
 * @param accepted the repertoire's moves here (holes); any of them is right
 * @param fresh    never asked before (otherwise a review that has fallen due)
 */
public record RepertoireQuiz(Side side, long key, Position position, List<Integer> accepted, boolean fresh) {
    public RepertoireQuiz {
        accepted = List.copyOf(accepted);
    }
}
