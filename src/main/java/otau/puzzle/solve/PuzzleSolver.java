package otau.puzzle.solve;

import java.util.List;
import otau.game.Position;

/**
 * What puzzle generation, verification and the trainer need from a search: every legal move
 * scored, best first. Implementations: {@link StoreDifferenceSearch} (alpha-beta over the board with
 * store difference as the measure) and an adapter over the engine.
 */
public interface PuzzleSolver {
    /**
     * Scores every legal move of {@code position} searched to {@code depth} plies (the move
     * itself included), best first; empty when the game is over.
     */
    List<ScoredMove> analyse(Position position, int depth);

    /** The solver's name for records and messages. */
    String name();
}
