package otau.play;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Supplier;
import otau.engine.BestMove;
import otau.engine.Limits;
import otau.engine.Score;
import otau.engine.SearchListener;
import otau.engine.egtb.Tablebase;
import otau.engine.search.SearchEngine;
import otau.engine.solve.ProofMemory;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.engine.solve.Verdict;
import otau.game.Position;
import otau.game.Side;

/**
 * The exact solver as a training opponent. Before each move it solves the position (up to
 * {@code secondsPerMove}); where the result is proved it plays as {@link SolverMoves} says
 * (the shortest win, the longest resistance, a drawing move), and where it is not it plays
 * the engine's best move at full strength. Hints are the same choice for the player's side.
 * All thinking runs on one thread of its own; {@link #stop()} cuts it short.
 */
public final class SolverOpponent implements Opponent {
    /** The solver's name in game records. */
    public static final String PLAYER_NAME = "Otau solver";
    /**
     * Positions the exact distance search may visit per move: about 4 s where the budget is
     * spent (measured on a busy two-core machine); small endgames need a fraction of it.
     */
    public static final long DISTANCE_NODES = 2_000_000;
    static final long ENGINE_MS = 2_000;
    /** Each question's table, in MiB. */
    static final int TABLE_MIB = 64;

    private final Supplier<Tablebase> tablebase;
    private final double secondsPerMove;
    /** Threads for each solve; the workbench gives the engine's Threads setting. */
    private int threads = 1;
    private final Consumer<SolverMoves.Choice> onChoice;
    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "solver-opponent");
        t.setDaemon(true);
        return t;
    });
    private final SearchEngine engine = new SearchEngine();
    /**
     * The solves' tables, kept from move to move of a game: each position lies in the last
     * one's proof, so a win proved once is played on without proving it again.
     */
    private final ProofMemory memory = new ProofMemory(TABLE_MIB);
    private volatile AtomicBoolean cancel = new AtomicBoolean();
    /** Nodes the last solve searched (for the tests of the kept tables). */
    private volatile long lastSolveNodes;

    /**
     * @param tablebase      exact values for the solver's leaves (may give null), asked on the solver's thread
     * @param secondsPerMove the solver's time for one move (0: until stopped)
     * @param onChoice       told of each move chosen and why, on the solver's thread
     */
    public SolverOpponent(Supplier<Tablebase> tablebase, double secondsPerMove,
                          Consumer<SolverMoves.Choice> onChoice) {
        this.tablebase = tablebase;
        this.secondsPerMove = secondsPerMove;
        this.onChoice = onChoice;
    }

    /**
     * Solves each move with {@code threads} (1 unless told): the same choices where a solve is
     * decided, more of them decided in the time where the machine has the cores.
     */
    public SolverOpponent withThreads(int threads) {
        this.threads = Math.max(1, threads);
        return this;
    }

    /** The threads each move's solve takes. */
    public int threads() {
        return threads;
    }

    @Override
    public String playerName() {
        return PLAYER_NAME;
    }

    @Override
    public void newGame() {
        engine.newGame();
        memory.clear();
    }

    @Override
    public CompletableFuture<Integer> chooseMove(Position position, ClockState clock) {
        AtomicBoolean flag = new AtomicBoolean();
        // A hint still being solved is for a position the player has left: it would hold the
        // move's solve up behind it on the one thread.
        cancel.set(true);
        cancel = flag;
        return CompletableFuture.supplyAsync(() -> {
            SolverMoves.Choice c = choice(position, flag);
            if (c != null) {
                onChoice.accept(c);
            }
            return c == null ? 0 : c.move();
        }, thread);
    }

    @Override
    public CompletableFuture<Integer> hint(Position position) {
        return chooseMoveQuietly(position);
    }

    private CompletableFuture<Integer> chooseMoveQuietly(Position position) {
        AtomicBoolean flag = new AtomicBoolean();
        cancel = flag;
        return CompletableFuture.supplyAsync(() -> {
            SolverMoves.Choice c = choice(position, flag);
            return c == null ? 0 : c.move();
        }, thread);
    }

    /** A proved loss or draw for the solver's side is accepted, a proved win declined; else the engine judges. */
    @Override
    public CompletableFuture<DrawOffer.Decision> considerDraw(Position position, Side engineSide) {
        AtomicBoolean flag = new AtomicBoolean();
        cancel = flag;
        return CompletableFuture.supplyAsync(() -> {
            SolveResult r = solve(position, flag);
            if (r != null && r.verdict() != null) {
                return r.verdict() == Verdict.winFor(engineSide) ? DrawOffer.Decision.DECLINE_BETTER
                        : DrawOffer.Decision.ACCEPT;
            }
            BestMove best = engine.go(position, Limits.moveTime(ENGINE_MS), SearchListener.NONE).join();
            Score s = best.score() == null ? Score.cp(0) : best.score();
            return DrawOffer.judge(position.sideToMove() == engineSide ? s : new Score(-s.value()));
        }, thread);
    }

    /** The solver's move and why; the engine's when nothing is proved; null when the game is over. */
    SolverMoves.Choice choice(Position position, AtomicBoolean flag) {
        if (position.isGameOver()) {
            return null;
        }
        return choice(position, solve(position, flag), flag);
    }

    /**
     * The move for {@code r} (null: the solver does not take the position): the proved choice,
     * else the engine's best move, kept among the moves proved not to lose when the solve
     * proved that much (the engine's evaluation may prefer a move that loses).
     */
    SolverMoves.Choice choice(Position position, SolveResult r, AtomicBoolean flag) {
        if (r != null) {
            SolverMoves.Choice proved = new SolverMoves(DISTANCE_NODES, flag::get).choose(r);
            if (proved != null && position.isLegal(proved.move())) {
                return proved;
            }
        }
        if (flag.get()) {
            return null; // stopped: the answer is no longer wanted
        }
        BestMove best = engine.go(position, Limits.moveTime(ENGINE_MS), SearchListener.NONE).join();
        int move = best.move() != 0 && position.isLegal(best.move()) ? best.move() : position.legalMoves()[0];
        List<Integer> holding = r == null ? List.of() : r.holdingMoves();
        if (holding.isEmpty()) {
            return new SolverMoves.Choice(move, SolverMoves.Reason.ENGINE, -1);
        }
        return new SolverMoves.Choice(holding.contains(move) ? move : bestOf(position, holding, flag),
                SolverMoves.Reason.HOLDS_NO_LOSS, -1);
    }

    /**
     * The engine's choice among {@code moves}: each position after one searched for a share of
     * the time; once stopped, the best so far (the answer is no longer wanted).
     */
    private int bestOf(Position position, List<Integer> moves, AtomicBoolean flag) {
        int chosen = moves.get(0);
        int bestScore = Integer.MIN_VALUE;
        for (int h : moves) {
            if (flag.get()) {
                break;
            }
            Position child = position.play(h);
            int score;
            if (child.isGameOver()) {
                Side w = child.outcome().winner();
                score = w == null ? 0 : w == position.sideToMove() ? Score.MATE : -Score.MATE;
            } else {
                BestMove reply = engine.go(child, Limits.moveTime(Math.max(100, ENGINE_MS / moves.size())),
                        SearchListener.NONE).join();
                score = reply.score() == null ? 0 : -reply.score().value();
            }
            if (score > bestScore) {
                bestScore = score;
                chosen = h;
            }
        }
        return chosen;
    }

    /** The solver's result, or null for a position it does not take (not 162 stones). */
    private SolveResult solve(Position position, AtomicBoolean flag) {
        if (Solver.whyNot(position) != null) {
            return null;
        }
        SolveResult r = new Solver(tablebase.get()).remembering(memory).solve(position, SolveGoal.DECIDE, secondsPerMove,
                threads, TABLE_MIB, SolveListener.NONE, flag);
        lastSolveNodes = r.nodes();
        return r;
    }

    long lastSolveNodes() {
        return lastSolveNodes;
    }

    @Override
    public void stop() {
        cancel.set(true);
        engine.stop();
    }

    @Override
    public void close() {
        stop();
        thread.shutdownNow();
        engine.close();
    }
}
