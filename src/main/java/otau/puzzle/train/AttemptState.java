package otau.puzzle.train;

import java.util.concurrent.atomic.AtomicBoolean;
import otau.game.Position;
import otau.puzzle.Puzzle;

/**
 * What every kind of attempt keeps and reports the same way: the puzzle, the position
 * reached, the state, the mistakes and hints counted, and the cancel flag.
 */
abstract class AttemptState implements AttemptSession {
    final Puzzle puzzle;
    Position position;
    PuzzleSession.State state = PuzzleSession.State.SOLVER_TO_MOVE;
    int wrongMoves;
    boolean hintUsed;
    /** Set from any thread when the user leaves the puzzle; searches poll it. */
    final AtomicBoolean cancelled = new AtomicBoolean();

    AttemptState(Puzzle puzzle) {
        this.puzzle = puzzle;
        this.position = puzzle.start();
    }

    @Override
    public Puzzle puzzle() {
        return puzzle;
    }

    @Override
    public Position position() {
        return position;
    }

    @Override
    public PuzzleSession.State state() {
        return state;
    }

    @Override
    public int wrongMoves() {
        return wrongMoves;
    }

    @Override
    public boolean hintUsed() {
        return hintUsed;
    }

    @Override
    public void cancel() {
        cancelled.set(true);
    }

    @Override
    public boolean isCancelled() {
        return cancelled.get();
    }
}
