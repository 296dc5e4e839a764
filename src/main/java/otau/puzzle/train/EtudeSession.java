package otau.puzzle.train;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;
import otau.engine.Limits;
import otau.engine.SearchListener;
import otau.engine.egtb.Tablebase;
import otau.engine.search.SearchConfig;
import otau.engine.search.SearchEngine;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.ProofMemory;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.engine.solve.Verdict;
import otau.game.Position;
import otau.io.Phrase;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.SolutionNode;

/**
 * One try at an etude ({@code [Goal "win"]} / {@code [Goal "draw"]}, no move count): the user
 * may play any move that keeps the stipulated result, as the exact solver proves it, and the
 * opponent answers as the composer wrote while the user is on the composer's line, else with
 * the solver's longest resistance. The attempt succeeds when the game
 * ends with the result reached, or when the composer's whole main line has been played. A
 * move that gives the result up is refuted with the solver's line.
 *
 * <p>A move is judged by the half of the result the stipulation needs, asked first: a win
 * etude's move is right once the solver's win is proved and gives the win up once it is
 * disproved (even while draw or loss is still open); a draw etude's move is right once the
 * opponent's win is disproved, even while whether the solver even wins (a cook) is open. Then
 * no proved line is known: the opponent answers with the engine's best move, and the hint is
 * a reply the disproof knows to keep the draw, when it knows one. Show solution then plays the
 * draw out ({@link #startPlayingOut()}): each such move proved as it is played, to the game's end.
 *
 * <p>A move on the composer's line is taken on the composer's word when the solver cannot
 * decide it in time (the etude was proved when it was written); any other undecided move is
 * reported as {@link PuzzleSession.MoveResult.Unproven} and not counted as a mistake.
 */
public final class EtudeSession extends AttemptState {
    /** The solve of a move on the composer's line only looks for the longest resistance: short. */
    static final double COMPOSERS_MOVE_SECONDS = 3;
    /** The engine's search for a reply where no proved line is known: a fraction of a second. */
    static final long REPLY_NODES = 300_000;

    /** Each solve's table a question, in MiB; kept from move to move. */
    static final int TABLE_MIB = 32;

    private final Supplier<Tablebase> tablebase;
    /**
     * The solves' tables, kept from move to move: each move's position lies in the last one's
     * proof, so what was proved there answers it at once (a play-out's step most of all).
     */
    private final ProofMemory memory = new ProofMemory(TABLE_MIB);
    private final double seconds;
    /** Each solve also stops after about this many nodes; 0: only the time limit. */
    private final long nodeLimit;
    /** Threads for each solve (see {@link Solver#solve}); the workbench gives the engine's Threads setting. */
    private int threads = 1;
    /** The composer's line from here, or null once the play has left it. */
    private List<SolutionNode> expected;
    /** The solver's proved line from here (the solver's move first), used off the composer's line. */
    private List<Integer> proved = List.of();
    /** {@code proved} is one move that keeps the draw, with no proved line after it. */
    private boolean provedIsOneHoldingMove;
    private Cook cook;
    private boolean drawCookSeen;
    /** Show solution is playing a kept draw out move by move: the end counts as shown, not solved. */
    private boolean playingOut;
    /** Nodes the last move's solve searched (for the tests of the kept tables). */
    private long lastSolveNodes;

    /**
     * What the user's move proved beyond the stipulation: a win in a draw etude (the move and
     * the solver's shortest winning line after it), or, as the first move of a win etude, a
     * winning move other than the composer's (a second solution).
     *
     * @param from       the position the move was played in
     * @param drawEtude  true: a win where a draw was asked; false: a second winning first move
     * @param line       the move, then (for a draw etude) the solver's winning line, hole numbers
     */
    public record Cook(Position from, boolean drawEtude, List<Integer> line) {
        public Cook {
            line = List.copyOf(line);
        }
    }

    /**
     * @param tablebase exact values at the solver's leaves (gives null when there is none);
     *                  asked for on the searching thread
     * @param seconds   time the solver has to decide a move off the composer's line
     */
    public EtudeSession(Puzzle puzzle, Supplier<Tablebase> tablebase, double seconds) {
        this(puzzle, tablebase, seconds, 0);
    }

    /** The same with a node limit on each solve as well: a budget that does not depend on the machine. */
    public EtudeSession(Puzzle puzzle, Supplier<Tablebase> tablebase, double seconds, long nodeLimit) {
        super(requireEtude(puzzle));
        this.tablebase = tablebase;
        this.seconds = seconds;
        this.nodeLimit = nodeLimit;
        this.expected = puzzle.solution();
    }

    /**
     * Solves each move with {@code threads}: the same judgements, a hard move's sooner where the
     * machine has the cores, so fewer are left undecided in the time. Under a node budget one
     * thread all the same: that budget is there so that a move is judged alike on every machine,
     * and two questions side by side would share it differently.
     */
    public EtudeSession withThreads(int threads) {
        this.threads = Math.max(1, threads);
        return this;
    }

    /** The threads each move's solve takes. */
    public int threads() {
        return nodeLimit > 0 ? 1 : threads;
    }

    private static Puzzle requireEtude(Puzzle puzzle) {
        if (!isEtude(puzzle)) {
            throw new IllegalArgumentException("puzzle " + puzzle.id() + " is not an etude: its goal is " + puzzle.goal());
        }
        return puzzle;
    }

    /** A win or draw stipulation in a real position (162 stones), which the solver can judge move by move. */
    public static boolean isEtude(Puzzle p) {
        Goal.Kind k = p.goal().kind();
        return (k == Goal.Kind.WIN || k == Goal.Kind.DRAW) && Solver.whyNot(p.start()) == null;
    }

    /** True while the play follows the composer's main line. */
    public boolean onComposersLine() {
        return expected != null;
    }

    @Override
    public PuzzleSession.MoveResult play(int hole) {
        if (state != PuzzleSession.State.SOLVER_TO_MOVE) {
            throw new IllegalStateException("no move expected: the session is " + state);
        }
        cook = null;
        Phrase why = position.illegality(hole);
        if (why != null) {
            return new PuzzleSession.MoveResult.Illegal(hole, why);
        }
        Position after = position.play(hole);
        SolutionNode composers = expected == null ? null
                : expected.stream().filter(n -> n.hole() == hole).findFirst().orElse(null);
        if (after.isGameOver()) {
            if (keepsGoal(Verdict.of(after.outcome()))) {
                position = after;
                state = reached();
                return new PuzzleSession.MoveResult.Solved(after.lastMove(), after);
            }
            state = PuzzleSession.State.WRONG;
            countMistake();
            return new PuzzleSession.MoveResult.GivesUp(after.lastMove(), after, Verdict.of(after.outcome()), List.of());
        }
        boolean winEtude = puzzle.goal().kind() == Goal.Kind.WIN;
        Solver solver = new Solver(tablebase.get()).withNodeLimit(nodeLimit).remembering(memory);
        // A play-out needs only that each move keeps the stipulation: no time on the cook question.
        SolveResult r = (playingOut ? solver.stipulationOnly() : solver).solve(after,
                SolveGoal.forStipulation(winEtude, false),
                composers != null ? Math.min(seconds, COMPOSERS_MOVE_SECONDS) : seconds, threads(), TABLE_MIB, SolveListener.NONE,
                cancelled);
        lastSolveNodes = r.nodes();
        Boolean holds = r.stipulationHolds(puzzle.solver(), winEtude);
        if (Boolean.FALSE.equals(holds)) {
            state = PuzzleSession.State.WRONG;
            countMistake();
            // Only the solver's win may be disproved so far (draw or loss open): no result, no line.
            return new PuzzleSession.MoveResult.GivesUp(after.lastMove(), after, r.proven() ? r.verdict() : null,
                    r.proven() ? r.mainLine() : List.of());
        }
        noteCook(hole, after, r, composers != null);
        int reply;
        boolean engineReplies = false;
        if (composers != null && composers.mainNext() != null) {
            // On the composer's line the answer is the composer's: the etude as written (its
            // result holds against every reply, and the file's line is what Hint and Show
            // Solution follow). The solver's own line is kept only where it answers the same.
            reply = composers.mainNext().hole();
            boolean solversToo = r.proven() && !r.mainLine().isEmpty() && r.mainLine().get(0) == reply;
            // A reply the solver did not choose may be weaker than its own: a win found after it is
            // no cook of the etude, so none is said from here on.
            composersReplyTaken |= !solversToo;
            proved = solversToo ? r.mainLine().subList(1, r.mainLine().size()) : List.of();
            provedIsOneHoldingMove = false;
        } else if (r.proven() && !r.mainLine().isEmpty()) {
            reply = r.mainLine().get(0);
            proved = r.mainLine().subList(1, r.mainLine().size());
            provedIsOneHoldingMove = false;
        } else if (composers != null) {
            position = after;
            state = reached();
            return new PuzzleSession.MoveResult.Solved(after.lastMove(), after);
        } else if (Boolean.TRUE.equals(holds)) {
            // The draw is kept, whether the solver even wins is open: no proved line to follow,
            // but the disproof knows replies to the engine's move that keep the draw (the hint).
            reply = engineReply(after);
            engineReplies = true;
            List<Integer> keep = r.holdingReplies().getOrDefault(reply, List.of());
            proved = keep.isEmpty() ? List.of() : List.of(keep.get(0));
            provedIsOneHoldingMove = true;
        } else {
            state = PuzzleSession.State.WRONG;
            return new PuzzleSession.MoveResult.Unproven(after.lastMove(), after, seconds);
        }
        SolutionNode composersReply = composers == null ? null : composers.next().stream()
                .filter(n -> n.hole() == reply).findFirst().orElse(null);
        expected = composersReply == null ? null : composersReply.next();
        Position afterReply = after.play(reply);
        position = afterReply;
        boolean lineDone = expected != null && expected.isEmpty();
        if (afterReply.isGameOver() ? keepsGoal(Verdict.of(afterReply.outcome())) : lineDone) {
            state = reached();
        }
        return new PuzzleSession.MoveResult.Correct(after.lastMove(), after, afterReply.lastMove(), afterReply,
                composers != null, engineReplies);
    }

    /** The engine's best move for the opponent, which cannot win here but tries its best. */
    private static int engineReply(Position after) {
        try (SearchEngine engine = new SearchEngine(SearchConfig.standard())) {
            int move = engine.go(after, Limits.nodes(REPLY_NODES), SearchListener.NONE).get().move();
            return move != 0 ? move : after.legalMoves()[0];
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted while the engine chose a reply");
        } catch (ExecutionException e) {
            throw new IllegalStateException("the engine failed on " + after + ": " + e.getCause().getMessage(), e);
        }
    }

    /** Nodes the last move's solve searched. */
    long lastSolveNodes() {
        return lastSolveNodes;
    }

    /** The cook the last move proved, or null (a draw etude's win is told once, where it is first found). */
    public Cook lastCook() {
        return cook;
    }

    /** A composer's reply other than the solver's own was played (see {@link #noteCook}). */
    private boolean composersReplyTaken;

    private void noteCook(int hole, Position after, SolveResult r, boolean composersMove) {
        if (!r.proven() || r.verdict() != Verdict.winFor(puzzle.solver())) {
            return;
        }
        if (puzzle.goal().kind() == Goal.Kind.DRAW && !drawCookSeen && !composersReplyTaken) {
            drawCookSeen = true;
            List<Integer> line = new ArrayList<>();
            line.add(hole);
            line.addAll(r.mainLine());
            cook = new Cook(position, true, line);
        } else if (puzzle.goal().kind() == Goal.Kind.WIN && !composersMove && position.equals(puzzle.start())) {
            cook = new Cook(position, false, List.of(hole));
        }
    }

    /** A move that gives the result up is the user's mistake, unless Show solution played it. */
    private void countMistake() {
        if (!playingOut) {
            wrongMoves++;
        }
    }

    /** The state once the goal is reached: solved, or a solution shown when Show solution played it. */
    private PuzzleSession.State reached() {
        return playingOut ? PuzzleSession.State.SOLUTION_SHOWN : PuzzleSession.State.SOLVED;
    }

    /**
     * Gives up where the solution from here is one move that keeps the draw with no proved line
     * after it ({@link #solutionIsOneHoldingMove()}): from now on the caller plays the move of
     * {@link #solutionFromHere()} with {@link #play} each turn, so each is proved as it is
     * played and the opponent answers, until the game ends ({@link #isFinished()}) or no next
     * move is proved ({@link #stopPlayingOut()}). Each of those solves asks only the stipulation
     * (the opponent's win), not whether the solver wins. The attempt counts as a shown solution,
     * not as solved.
     */
    public void startPlayingOut() {
        if (!solutionIsOneHoldingMove()
                || (state != PuzzleSession.State.SOLVER_TO_MOVE && state != PuzzleSession.State.WRONG)) {
            throw new IllegalStateException("nothing to play out: the session is " + state);
        }
        state = PuzzleSession.State.SOLVER_TO_MOVE;
        hintUsed = true;
        playingOut = true;
    }

    /** True once Show solution plays a kept draw out move by move ({@link #startPlayingOut()}). */
    public boolean playingOut() {
        return playingOut;
    }

    /** Ends a play-out where no next move is proved: the attempt is a shown solution. */
    public void stopPlayingOut() {
        if (playingOut && !isFinished()) {
            state = PuzzleSession.State.SOLUTION_SHOWN;
        }
    }

    /** A win etude needs the solver's win; a draw etude at least a draw. */
    private boolean keepsGoal(Verdict v) {
        return v.meetsStipulation(puzzle.solver(), puzzle.goal().kind() == Goal.Kind.WIN);
    }

    @Override
    public void retry() {
        if (state != PuzzleSession.State.WRONG) {
            throw new IllegalStateException("nothing to retry: the session is " + state);
        }
        state = PuzzleSession.State.SOLVER_TO_MOVE;
    }

    @Override
    public int hint() {
        if (state != PuzzleSession.State.SOLVER_TO_MOVE && state != PuzzleSession.State.WRONG) {
            throw new IllegalStateException("no hint once the session is " + state);
        }
        List<Integer> line = solutionFromHere();
        if (line.isEmpty()) {
            throw new IllegalStateException("no proved move is known here");
        }
        hintUsed = true;
        return line.get(0);
    }

    @Override
    public List<Integer> solutionFromHere() {
        if (expected == null) {
            return List.copyOf(proved);
        }
        List<Integer> rest = new ArrayList<>();
        for (SolutionNode n = expected.isEmpty() ? null : expected.get(0); n != null; n = n.mainNext()) {
            rest.add(n.hole());
        }
        return rest;
    }

    @Override
    public boolean solutionIsOneHoldingMove() {
        return expected == null && provedIsOneHoldingMove && !proved.isEmpty();
    }

    @Override
    public List<Integer> showSolution() {
        if (state == PuzzleSession.State.SOLVED) {
            throw new IllegalStateException("the etude is already solved");
        }
        List<Integer> rest = solutionFromHere();
        state = PuzzleSession.State.SOLUTION_SHOWN;
        return rest;
    }
}
