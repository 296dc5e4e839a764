package otau.db;

import java.time.Instant;
import java.util.List;

/**
 * The verdict on an answer and when the position comes back.
 *
 * @param expected the repertoire's moves as record tokens, for showing after a miss
 */
public record QuizAnswer(boolean correct, List<String> expected, ReviewState state, Instant nextDue) {
    public QuizAnswer {
        expected = List.copyOf(expected);
    }
}
