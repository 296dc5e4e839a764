package otau.puzzle.train;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import otau.engine.solve.Verdict;
import otau.game.Move;
import otau.game.Position;
import otau.io.Phrase;
import otau.puzzle.Goal;
import otau.puzzle.LineFacts;
import otau.puzzle.Puzzle;
import otau.puzzle.SolutionNode;
import otau.puzzle.solve.PuzzleSolver;
import otau.puzzle.solve.ScoredMove;

/**
 * One try at one puzzle, move by move. Not thread-safe: the UI calls it from one thread
 * ({@link #play} may search for a refutation, so a UI runs it off the FX thread).
 *
 * <pre>
 *   SOLVER_TO_MOVE --play(right move, line goes on)--> SOLVER_TO_MOVE   (Correct: reply to show)
 *   SOLVER_TO_MOVE --play(right last move)-----------> SOLVED           (Solved)
 *   SOLVER_TO_MOVE --play(wrong move)----------------> WRONG            (Wrong: refutation to show)
 *   WRONG          --retry()-------------------------> SOLVER_TO_MOVE   (same position as before the mistake)
 *   SOLVER_TO_MOVE / WRONG --showSolution()----------> SOLUTION_SHOWN   (the rest of the main line)
 * </pre>
 * An illegal move changes nothing ({@link MoveResult.Illegal}). After {@link #cancel} (the
 * user left the puzzle) {@link #play} searches no more: it throws a
 * {@link CancellationException} and changes nothing.
 */
public final class PuzzleSession extends AttemptState {
    public enum State { SOLVER_TO_MOVE, WRONG, SOLVED, SOLUTION_SHOWN }

    /** The answer to a move. */
    public sealed interface MoveResult permits MoveResult.Correct, MoveResult.Wrong, MoveResult.Solved,
            MoveResult.Illegal, MoveResult.GivesUp, MoveResult.Unproven {
        /**
         * The move is right and the line goes on: show {@code after}, then (after a pause)
         * the opponent's {@code reply} leading to {@code afterReply}, the new position.
         * {@code composersMove} is false for an etude's move that keeps the result off the
         * written main line; {@code engineReply} is true when no proved line is known from
         * there (a draw etude's move proved not to lose, whether it wins still open), so the
         * reply is the engine's best move rather than the solver's longest resistance.
         */
        record Correct(Move move, Position after, Move reply, Position afterReply, boolean composersMove,
                boolean engineReply) implements MoveResult {
            public Correct(Move move, Position after, Move reply, Position afterReply) {
                this(move, after, reply, afterReply, true, false);
            }
        }

        /**
         * An etude's move gives up the stipulated result: the exact solver proved {@code now}
         * after it, and {@code line} (the opponent's move first) shows why. {@code now} is null
         * and {@code line} empty when only the stipulation's failure is proved: a win etude's
         * move after which the opponent cannot lose, whether it even wins still open. A retry
         * is allowed.
         */
        record GivesUp(Move move, Position after, Verdict now, List<Integer> line) implements MoveResult {
        }

        /**
         * An etude's move off the written line that the solver could not decide within
         * {@code seconds}: it is not counted as a mistake, but the attempt cannot go on from it.
         */
        record Unproven(Move move, Position after, double seconds) implements MoveResult {
        }

        /**
         * The move is wrong: {@code after} is the position it leads to, {@code refutation} the
         * opponent's best answer and the expected continuation (hole numbers, the opponent's
         * first), {@code refutationScore} how that ends for the solver. A retry is allowed.
         */
        record Wrong(Move move, Position after, List<Integer> refutation, String refutationScore)
                implements MoveResult {
        }

        /** The move completes the solution. */
        record Solved(Move move, Position after) implements MoveResult {
        }

        /** Not a legal move here; nothing changes. */
        record Illegal(int hole, Phrase reason) implements MoveResult {
        }
    }

    private static final int REFUTATION_PLIES = 6;

    private final PuzzleSolver solver;
    private final int depth;
    private List<SolutionNode> expected;
    private final List<Integer> played = new ArrayList<>();

    /**
     * @param solver searches the refutation of a wrong move
     * @param depth  its search depth in plies
     */
    public PuzzleSession(Puzzle puzzle, PuzzleSolver solver, int depth) {
        super(puzzle);
        this.solver = solver;
        this.depth = depth;
        this.expected = puzzle.solution();
    }

    /** The moves of the line played so far (solver moves and replies), wrong ones excluded. */
    public List<Integer> played() {
        return List.copyOf(played);
    }

    private void stopIfCancelled() {
        if (cancelled.get()) {
            throw new CancellationException("the puzzle was left");
        }
    }

    @Override
    public MoveResult play(int hole) {
        if (state != State.SOLVER_TO_MOVE) {
            throw new IllegalStateException("no move expected: the session is " + state);
        }
        stopIfCancelled();
        Phrase why = position.illegality(hole);
        if (why != null) {
            return new MoveResult.Illegal(hole, why);
        }
        Position after = position.play(hole);
        SolutionNode node = expected.stream().filter(n -> n.hole() == hole).findFirst().orElse(null);
        if (node == null && reachesGoalAtOnce(after)) {
            node = new SolutionNode(hole, List.of());
        }
        if (node == null) {
            List<Integer> refutation = List.of();
            String score = after.isGameOver() ? "game over: " + after.outcome() : "";
            if (!after.isGameOver()) {
                List<ScoredMove> replies = solver.analyse(after, depth);
                ScoredMove best = replies.get(0);
                refutation = best.pv().subList(0, Math.min(REFUTATION_PLIES, best.pv().size()));
                score = "the opponent's " + best.describe();
            }
            // Left during the search: the answer is for nobody, and the session stays as it was.
            stopIfCancelled();
            state = State.WRONG;
            wrongMoves++;
            return new MoveResult.Wrong(after.lastMove(), after, refutation, score);
        }
        played.add(hole);
        SolutionNode reply = node.mainNext();
        if (reply == null || after.isGameOver()) {
            position = after;
            state = State.SOLVED;
            return new MoveResult.Solved(after.lastMove(), after);
        }
        Position afterReply = after.play(reply.hole());
        played.add(reply.hole());
        position = afterReply;
        expected = reply.next();
        if (expected.isEmpty() || afterReply.isGameOver()) {
            state = State.SOLVED;
        }
        return new MoveResult.Correct(after.lastMove(), after, afterReply.lastMove(), afterReply);
    }

    /** A move off the written line that ends the game the way the goal asks is as good as the line's. */
    private boolean reachesGoalAtOnce(Position after) {
        if (!after.isGameOver()) {
            return false;
        }
        LineFacts facts = LineFacts.of(puzzle.start(), with(played, after.lastMove().hole()));
        return puzzle.goal().kind() != Goal.Kind.DRAW ? facts.solverWins() : facts.draw();
    }

    private static List<Integer> with(List<Integer> list, int hole) {
        List<Integer> l = new ArrayList<>(list);
        l.add(hole);
        return l;
    }

    @Override
    public List<Integer> solutionFromHere() {
        List<Integer> rest = new ArrayList<>();
        for (SolutionNode n = expected.isEmpty() ? null : expected.get(0); n != null; n = n.mainNext()) {
            rest.add(n.hole());
        }
        return rest;
    }

    /** After a wrong move: back to the position before it. */
    @Override
    public void retry() {
        if (state != State.WRONG) {
            throw new IllegalStateException("nothing to retry: the session is " + state);
        }
        state = State.SOLVER_TO_MOVE;
    }

    /** The hole to highlight: the solution's move here. Using a hint means the puzzle is not solved cleanly. */
    @Override
    public int hint() {
        if (state != State.SOLVER_TO_MOVE && state != State.WRONG) {
            throw new IllegalStateException("no hint once the session is " + state);
        }
        hintUsed = true;
        return expected.get(0).hole();
    }

    /** Gives up: the rest of the main line from the current position (the solver's move first). */
    @Override
    public List<Integer> showSolution() {
        if (state == State.SOLVED) {
            throw new IllegalStateException("the puzzle is already solved");
        }
        List<Integer> rest = solutionFromHere();
        state = State.SOLUTION_SHOWN;
        return rest;
    }
}
