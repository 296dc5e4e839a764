package otau.engine.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import otau.engine.egtb.Tablebase;
import otau.game.Board;
import otau.game.Position;
import otau.game.Side;

/**
 * Decides the game-theoretic result of a position under RULES.md, endless play being a
 * draw. It asks two exact questions, each a {@link ForcingSearch}: "can White force a
 * win?" and "can Black force a win?". A yes to either is that side's win; no to both is
 * a draw; whatever is still open when the time runs out or the caller cancels is reported
 * as open, never guessed.
 *
 * <p>With one thread the questions take turns, one deepening iteration each (so that a
 * quick answer to either is found quickly); with two or more they run side by side. Threads
 * beyond one a running question help it on its table ({@link SharedTableHelpers}): all of
 * them for the single question of {@link SolveGoal#WIN}, the rest evenly otherwise.
 *
 * <p>Over 400 lines: one solve's stages (the two questions and their turns, the shortest
 * win, the check for a second winning first move, the best margin, the lines) share the
 * caller's time, cancel flag, tablebase and method through {@link Question}, an inner class;
 * the searches themselves live in their own classes.
 */
public final class Solver {
    /** Longest main line extracted for a report. */
    private static final int LINE_LIMIT = 400;
    private static final int MAX_DEPTH = 250;
    /** Slices in a row for the more promising question before the other gets one. */
    private static final int FAVOURED_TURNS = 3;
    /** The least the shortest-win minimisation may search (else as many nodes as the proof took). */
    static final long MIN_MINIMISE_NODES = 2_000_000;
    /**
     * The minimisation's budget where a person waits for the answer (`otau solve`, Solve
     * Position): up to about 15 s on one core, within which every one of the composed bench's 32
     * wins is minimised exactly (measurements.md).
     */
    public static final long THOROUGH_SHORTEST_WIN_NODES = 60_000_000;
    /** Nodes for each first move the proof left open, in the check for a second winning move. */
    public static final long FIRST_MOVE_NODES = 1_000_000;

    /**
     * Threads for a solve that asks for none: two where this process may use two cores or more
     * ({@link Runtime#availableProcessors()} follows the CPU affinity and quota the process was
     * started with, so a run held to one core keeps one thread). A second thread took the club
     * bench's wins for the side to move from 7.9 to 2.8 s of proofs with one question asked (a
     * helper on its table), and changed little with both questions side by side, on a 2-core
     * machine (measurements.md, "Solver: two threads by default"); more were not measured on
     * cores of their own.
     */
    public static int standardThreads() {
        return Math.min(2, Runtime.getRuntime().availableProcessors());
    }

    private final Tablebase tablebase;
    private final SolveMethod method;
    private final long nodeLimit;
    private final long firstMoveNodes;
    private final long shortestWinNodes;
    /** The cook check also under {@link SolveGoal#DECIDE} and {@link SolveGoal#BEST}. */
    private final boolean firstMovesAlways;
    /** Under {@link SolveGoal#WIN} or {@link SolveGoal#DRAW}, only the stipulated question is asked. */
    private final boolean stipulationOnly;
    /** The tables kept from earlier solves (the two questions', the shortest win's), or null: fresh ones each solve. */
    private final ProofMemory memory;

    /** @param tablebase exact values at the leaves, or null */
    public Solver(Tablebase tablebase) {
        this(tablebase, SolveMethod.PROOF_NUMBER);
    }

    /**
     * @param tablebase exact values at the leaves, or null
     * @param method    how each question is searched
     */
    public Solver(Tablebase tablebase, SolveMethod method) {
        this(tablebase, method, 0, FIRST_MOVE_NODES, false, MIN_MINIMISE_NODES, false, null);
    }

    private Solver(Tablebase tablebase, SolveMethod method, long nodeLimit, long firstMoveNodes,
                   boolean firstMovesAlways, long shortestWinNodes, boolean stipulationOnly, ProofMemory memory) {
        this.tablebase = tablebase;
        this.method = method;
        this.nodeLimit = nodeLimit;
        this.firstMoveNodes = firstMoveNodes;
        this.firstMovesAlways = firstMovesAlways;
        this.shortestWinNodes = shortestWinNodes;
        this.stipulationOnly = stipulationOnly;
        this.memory = memory;
    }

    /**
     * The same solver letting the search for the shortest win, after a proof, spend up to
     * {@code nodes} nodes (or as many as the proof took, if more; default
     * {@link #MIN_MINIMISE_NODES}) before it settles for "win in at most N".
     */
    public Solver withShortestWinNodes(long nodes) {
        return new Solver(tablebase, method, nodeLimit, firstMoveNodes, firstMovesAlways, nodes, stipulationOnly, memory);
    }

    /**
     * The same solver giving each first move that a proved win left open {@code nodes} nodes in
     * the check for a second winning move (default {@link #FIRST_MOVE_NODES}).
     */
    public Solver withFirstMoveNodes(long nodes) {
        return new Solver(tablebase, method, nodeLimit, nodes, firstMovesAlways, shortestWinNodes, stipulationOnly, memory);
    }

    /**
     * The same solver checking, whatever the goal, the other first moves of a side to move
     * that is proved to win (which of them win too), and of a draw (which of them hold it too):
     * the workbench's Solve Position has no stipulation, but whether the winning or drawing
     * move is the only one is what a coach asks next.
     */
    public Solver withFirstMoveCheck() {
        return new Solver(tablebase, method, nodeLimit, firstMoveNodes, true, shortestWinNodes, stipulationOnly, memory);
    }

    /**
     * The same solver stopping each solve after about {@code nodes} nodes (both questions
     * together) as well as at the time limit: a budget that does not depend on the machine's
     * load, for measurements. 0: no node limit.
     */
    public Solver withNodeLimit(long nodes) {
        return new Solver(tablebase, method, nodes, firstMoveNodes, firstMovesAlways, shortestWinNodes, stipulationOnly, memory);
    }

    /**
     * The same solver asking, under {@link SolveGoal#WIN} or {@link SolveGoal#DRAW}, only the
     * stipulated question: once it is decided the solve ends, and the other question, which
     * would only complete the result (a draw stipulation's cook), is left open, and every thread
     * works on the stipulated question. For a caller that needs the stipulation alone, move after
     * move (the trainer playing a draw out).
     */
    public Solver stipulationOnly() {
        return new Solver(tablebase, method, nodeLimit, firstMoveNodes, firstMovesAlways, shortestWinNodes, true, memory);
    }

    /**
     * The same solver searching each question (df-pn) and the shortest win on {@code memory}'s
     * tables, which keep what this solve proves for the next: for a caller that solves position
     * after position of one game (the trainer, Play Against the Solver, Solve Position, an
     * etude's line). The solve's own table size then does not apply to the two questions.
     */
    public Solver remembering(ProofMemory memory) {
        return new Solver(tablebase, method, nodeLimit, firstMoveNodes, firstMovesAlways, shortestWinNodes,
                stipulationOnly, memory);
    }

    /** A position the solver cannot take, or null: it needs the 162 stones of a real game. */
    public static String whyNot(Position position) {
        if (position.totalStones() != Board.TOTAL_STONES) {
            return "the position holds " + position.totalStones() + " stones, not 162: the solver decides real games only";
        }
        return null;
    }

    /**
     * Solves {@code position}.
     *
     * @param seconds  time limit (0 or less: no limit but {@code cancel})
     * @param threads  1: the questions take turns; 2 or more: side by side (goal WIN: one question,
     *                 all threads on it); beyond one a question, helpers on its table
     * @param hashMiB  table memory for each question
     * @param cancel   set from any thread to stop; the result then says what was proved
     */
    public SolveResult solve(Position position, SolveGoal goal, double seconds, int threads, int hashMiB,
                             SolveListener listener, AtomicBoolean cancel) {
        String why = whyNot(position);
        if (why != null) {
            throw new IllegalArgumentException(why);
        }
        long start = System.nanoTime();
        long deadline = seconds > 0 ? otau.engine.TimeBudget.deadline(start, otau.engine.TimeBudget.nanos(seconds)) : Long.MAX_VALUE;
        Question[] both = new Question[2];
        BooleanSupplier stop = () -> cancel.get() || System.nanoTime() > deadline
                || nodeLimit > 0 && both[1] != null && both[0].nodes() + both[1].nodes() > nodeLimit;
        Side mover = position.sideToMove();
        Side other = mover.opposite();
        Question mine = new Question(position, mover, 1, hashMiB, stop);
        Question theirs = new Question(position, other, 1, hashMiB, stop);
        both[0] = mine;
        both[1] = theirs;
        AtomicLong iterations = new AtomicLong();
        Runnable report = () -> listener.progress(progress(position, mine, theirs, start));
        // One question alone: the stipulated one, where the other is not asked.
        boolean oneQuestion = goal == SolveGoal.WIN || stipulationOnly && goal == SolveGoal.DRAW;
        boolean sideBySide = threads >= 2 && !oneQuestion;
        // Threads beyond one a question running help that question on its table.
        int helpers = sideBySide ? threads / 2 - 1 : oneQuestion ? threads - 1 : 0;
        mine.addHelpers(helpers);
        theirs.addHelpers(helpers);
        if (position.isGameOver()) {
            mine.decideFinished();
            theirs.decideFinished();
        } else if (sideBySide) {
            Thread t = new Thread(() -> theirs.run(report, () -> mine.status == ProofTable.PROVEN), "solver-other");
            t.setDaemon(true);
            t.start();
            mine.run(report, () -> theirs.status == ProofTable.PROVEN);
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        } else {
            List<Question> order = switch (goal) {
                case WIN -> List.of(mine, theirs);
                case DRAW -> List.of(theirs, mine);
                default -> List.of(mine, theirs);
            };
            boolean strict = goal == SolveGoal.WIN || goal == SolveGoal.DRAW;
            if (strict) {
                // The stipulated question first, to the end; the other only to complete the verdict.
                Question first = order.get(0);
                first.run(report, () -> false);
                if (!stipulationOnly && !(first == mine && first.status == ProofTable.PROVEN)) {
                    order.get(1).run(report, () -> order.get(0).status == ProofTable.PROVEN);
                }
            } else {
                interleave(mine, theirs, report, stop);
            }
        }
        iterations.incrementAndGet();
        long decidedMillis = (System.nanoTime() - start) / 1_000_000;
        Verdict verdict = null;
        Question winner = null;
        if (mine.status == ProofTable.PROVEN) {
            verdict = Verdict.winFor(mover);
            winner = mine;
        } else if (theirs.status == ProofTable.PROVEN) {
            verdict = Verdict.winFor(other);
            winner = theirs;
        } else if (mine.status == ProofTable.DISPROVEN && theirs.status == ProofTable.DISPROVEN) {
            verdict = Verdict.DRAW;
        }
        List<Integer> line = List.of();
        int plies = 0;
        boolean tablebaseEnd = false;
        Integer margin = null;
        int marginAtLeast = 0;
        SolveResult.WinLength length = null;
        int notWithin = 0;
        long minimiseNodes = 0;
        List<SolveProgress.RootMove> firstMoves = List.of();
        if (winner != null && winner.search != null) {
            line = new ArrayList<>(winner.search.line(LINE_LIMIT));
            // The proof's height bounds the win where its longest path ends in finished games;
            // through a tablebase win only the line shown is known.
            boolean bounded = winner.search.heightBoundsTheWin();
            plies = bounded ? winner.search.proofLength() : line.size();
            length = bounded ? SolveResult.WinLength.AT_MOST : SolveResult.WinLength.NOT_MINIMISED;
            BooleanSupplier inTime = () -> cancel.get() || System.nanoTime() > deadline;
            long budget = Math.max(shortestWinNodes, mine.nodes() + theirs.nodes());
            // 1 MiB a 2 M nodes of budget (16 MiB for the default 60 M; a table is the power of two
            // at or below): a table the cache and the TLB hold better cost 6 % more nodes and
            // saved 6-10 % of the time on both benches against one the budget could fill (128
            // MiB; see measurements.md). At most half a question's table, since the questions'
            // two tables are still held.
            int tableMiB = (int) Math.min(Math.min(Math.max(1, hashMiB / 2), 128), Math.max(4, budget >> 21));
            if (winner == mine && (goal == SolveGoal.WIN || goal == SolveGoal.DRAW || firstMovesAlways)) {
                // The cook check before the shortest win: a second winning first move says more
                // of an etude than the count of its moves, and at --cook-nodes a move it is cheap,
                // where the shortest win may take whatever time a long proof left.
                listener.afterProof(verdict, SolveListener.AfterProof.FIRST_MOVES);
                firstMoves = firstMoves(position, mine, hashMiB, inTime, SolveProgress.MoveStatus.WINS,
                        SolveProgress.MoveStatus.DOES_NOT_WIN, threads);
            }
            listener.afterProof(verdict, SolveListener.AfterProof.SHORTEST_WIN);
            Verdict proved = verdict;
            // Where the proof's longest path ends in finished games its height is a proved upper
            // bound the minimisation need not search again.
            // A memory lends the bounds its earlier searches found for this winner.
            ShortestWin.Bounds kept = memory == null ? null : memory.lendBounds(winner.side, tableMiB);
            ShortestWin shortest = new ShortestWin(position, winner.side.index(), tablebase,
                    kept != null ? kept : new ShortestWin.Bounds(tableMiB), minimiseBudget(inTime, budget))
                    .reporting((ruledOut, n) -> listener.shortestWinProgress(proved, ruledOut, n))
                    .certifiedBy(winner.search);
            try {
                int exact = shortest.minimise(ShortestWin.MAX_PLIES);
                if (exact > 0) {
                    line = shortest.line(exact);
                    plies = exact;
                    length = SolveResult.WinLength.EXACT;
                }
            } catch (ForcingSearch.Stopped e) {
                notWithin = shortest.lowerBound();
            } finally {
                if (kept != null) {
                    memory.giveBack(winner.side);
                }
            }
            minimiseNodes = shortest.nodes();
            if (length != SolveResult.WinLength.EXACT) {
                // The line read from the proof's table stops short of the end where the table
                // has a gap or reaches a tablebase position: the rest is searched, within the
                // proved bound when there is one, and within the solve's time.
                int bound = length == SolveResult.WinLength.AT_MOST ? plies : ShortestWin.MAX_PLIES;
                line = LineCompletion.complete(position, line, winner.side.index(), bound, tablebase, hashMiB, budget,
                        inTime);
                if (length == SolveResult.WinLength.NOT_MINIMISED) {
                    plies = line.size();
                }
                tablebaseEnd = endsInTablebase(position, line);
            }
            marginAtLeast = 1;
            if (goal == SolveGoal.BEST) {
                listener.afterProof(verdict, SolveListener.AfterProof.MARGIN);
                int[] m = bestMargin(position, winner.side, hashMiB, stop);
                marginAtLeast = m[0];
                margin = m[1] < 0 ? null : m[1];
            }
        } else if (winner != null) {
            marginAtLeast = 1;
            length = SolveResult.WinLength.EXACT; // the game is over: no moves to win
        }
        if (verdict == Verdict.DRAW && mine.search != null && theirs.search != null) {
            line = drawLine(position, mine.search, theirs.search);
            if (firstMovesAlways && !position.isGameOver()) {
                // A draw's first moves: which others hold the draw too (a draw etude's first move
                // is seldom the only one); the other side's question after each. Only on request:
                // the trainer and the collection's checks solve draws move after move.
                listener.afterProof(verdict, SolveListener.AfterProof.FIRST_MOVES);
                BooleanSupplier inTime = () -> cancel.get() || System.nanoTime() > deadline;
                firstMoves = firstMoves(position, theirs, hashMiB, inTime, SolveProgress.MoveStatus.LOSES,
                        SolveProgress.MoveStatus.DRAWS, threads);
            }
        }
        List<Integer> holding = verdict == null && theirs.status == ProofTable.DISPROVEN && theirs.search != null
                ? holdingMoves(new Board(position), theirs.search) : List.of();
        java.util.Map<Integer, List<Integer>> replies = verdict == null && mine.status == ProofTable.DISPROVEN
                && mine.search != null ? holdingReplies(position, mine.search) : java.util.Map.of();
        List<SolveResult.FirstMoveSoFar> soFar = verdict == null && mine.status == ProofTable.UNKNOWN
                && theirs.status == ProofTable.UNKNOWN && !position.isGameOver()
                ? firstMovesSoFar(position, mine.search, theirs.search) : List.of();
        Question white = mover == Side.WHITE ? mine : theirs;
        Question black = mover == Side.WHITE ? theirs : mine;
        long nodes = mine.nodes() + theirs.nodes();
        return new SolveResult(position, verdict,
                white.status == ProofTable.PROVEN, white.status == ProofTable.DISPROVEN,
                black.status == ProofTable.PROVEN, black.status == ProofTable.DISPROVEN,
                plies, List.copyOf(line), tablebaseEnd, margin, marginAtLeast, nodes,
                (System.nanoTime() - start) / 1_000_000, white.depth, black.depth, cancel.get(),
                length, notWithin, minimiseNodes, firstMoves, firstMoveNodes, decidedMillis, holding, replies, soFar);
    }

    /**
     * What the two questions' tables hold of each first move of the side to move (either may
     * be null: not asked); empty when they hold nothing of any. Read from the tables as the
     * cook check reads them: a proof or a disproof there holds whatever the path to it.
     */
    private static List<SolveResult.FirstMoveSoFar> firstMovesSoFar(Position position, ExactQuestion moverWins,
                                                                     ExactQuestion opponentWins) {
        Board board = new Board(position);
        int mask = board.legalMoveMask();
        List<SolveResult.FirstMoveSoFar> moves = new ArrayList<>();
        boolean anyKnown = false;
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) == 0) {
                continue;
            }
            board.play(m);
            Boolean wins = decided(moverWins == null ? ProofTable.UNKNOWN : moverWins.known(board));
            Boolean loses = decided(opponentWins == null ? ProofTable.UNKNOWN : opponentWins.known(board));
            board.undo();
            anyKnown |= wins != null || loses != null;
            moves.add(new SolveResult.FirstMoveSoFar(m + 1, wins, loses));
        }
        return anyKnown ? moves : List.of();
    }

    private static Boolean decided(int status) {
        return status == ProofTable.PROVEN ? Boolean.TRUE : status == ProofTable.DISPROVEN ? Boolean.FALSE : null;
    }

    /**
     * For each first move of the side to move, whose win {@code moverWins} disproved: the
     * other side's replies after which it knows the side to move does not win (see
     * {@link #holdingMoves}). Moves that end the game are left out.
     */
    private static java.util.Map<Integer, List<Integer>> holdingReplies(Position position, ExactQuestion moverWins) {
        Board board = new Board(position);
        int mask = board.legalMoveMask();
        java.util.Map<Integer, List<Integer>> replies = new java.util.HashMap<>();
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) != 0) {
                board.play(m);
                if (!board.isGameOver()) {
                    List<Integer> holding = holdingMoves(board, moverWins);
                    if (!holding.isEmpty()) {
                        replies.put(m + 1, holding);
                    }
                }
                board.undo();
            }
        }
        return replies;
    }

    /**
     * The first moves of the side to move on {@code board} after which {@code opponentWins}
     * (the other side's question) knows the other side does not win: a leaf, or a disproof its
     * table holds. A disproof that leaned on the path's repetitions is not kept in the table,
     * so a holding move may be missing, never a wrong one listed.
     */
    private static List<Integer> holdingMoves(Board board, ExactQuestion opponentWins) {
        int mask = board.legalMoveMask();
        List<Integer> moves = new ArrayList<>();
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) != 0) {
                board.play(m);
                if (opponentWins.known(board) == ProofTable.DISPROVEN) {
                    moves.add(m + 1);
                }
                board.undo();
            }
        }
        return moves;
    }

    /** Stops the minimisation at the time limit, on cancel, or after {@code nodes} of its own. */
    private static BooleanSupplier minimiseBudget(BooleanSupplier inTime, long nodes) {
        long[] polls = new long[1];
        // ShortestWin polls every 4,096 nodes: count the polls rather than reach into it.
        return () -> inTime.getAsBoolean() || ++polls[0] * 4096 > nodes;
    }

    /**
     * What each first move of the side to move does, for the cook check, on {@code question}'s
     * table: the winner's own question for a win, the other side's for a draw. The proof's own
     * table first, then for each move still open a df-pn question of its own (on that table),
     * stopped after {@link #withFirstMoveNodes} nodes (an open move is reported open, never as
     * not winning). A move after which {@code question}'s attacker is proved to win is {@code
     * proved}, one after which it is proved not to is {@code disproved}.
     */
    private List<SolveProgress.RootMove> firstMoves(Position position, Question question, int hashMiB,
                                                     BooleanSupplier inTime, SolveProgress.MoveStatus proved,
                                                     SolveProgress.MoveStatus disproved, int threads) {
        int[] known = question.search.rootMoveStatus();
        List<Integer> legal = new ArrayList<>();
        for (int m = 0; m < 9; m++) {
            if (known[m] >= 0) {
                legal.add(m);
            }
        }
        SolveProgress.RootMove[] moves = new SolveProgress.RootMove[9];
        // Each move's search is its own: with more threads they are taken in turn from one list,
        // all on the proof's table, which threads may share as helpers do.
        InParallel.run(legal.size(), threads, "solver-first-moves", i -> {
            int m = legal.get(i);
            moves[m] = firstMove(position, question, m, known[m], hashMiB, inTime, proved, disproved);
        });
        List<SolveProgress.RootMove> result = new ArrayList<>();
        for (int m : legal) {
            result.add(moves[m]);
        }
        return List.copyOf(result);
    }

    /** What first move {@code m} does, {@code status} being what the proof's table already knows of it. */
    private SolveProgress.RootMove firstMove(Position position, Question question, int m, int status, int hashMiB,
                                             BooleanSupplier inTime, SolveProgress.MoveStatus proved,
                                             SolveProgress.MoveStatus disproved) {
        boolean outOfTime = false;
        if (status == ProofTable.UNKNOWN && inTime.getAsBoolean()) {
            outOfTime = true;
        } else if (status == ProofTable.UNKNOWN) {
            ProofNumberSearch[] s = new ProofNumberSearch[1];
            BooleanSupplier moveStop = () -> inTime.getAsBoolean() || s[0].nodes() > firstMoveNodes;
            // On the proof's own table where there is one: it already holds most of the move's
            // subtree (transpositions of the proof), and its proofs hold whatever the path.
            s[0] = question.search instanceof ProofNumberSearch proof
                    ? ProofNumberSearch.onTableOf(proof, position.play(m + 1), moveStop)
                    : new ProofNumberSearch(position.play(m + 1), question.side.index(), 1, tablebase,
                            Math.min(hashMiB, 64), moveStop);
            try {
                while (status == ProofTable.UNKNOWN) {
                    status = s[0].step();
                }
            } catch (ForcingSearch.Stopped e) {
                status = ProofTable.UNKNOWN;
                outOfTime = inTime.getAsBoolean();
            }
        }
        return new SolveProgress.RootMove(m + 1, status == ProofTable.PROVEN ? proved
                : status == ProofTable.DISPROVEN ? disproved
                : SolveProgress.MoveStatus.OPEN, status == ProofTable.UNKNOWN && outOfTime);
    }

    /**
     * A drawing line: each side plays a move after which the other is known not to win
     * (capturing moves first), until the game ends, a position repeats, or the tables know
     * no such move.
     */
    private static List<Integer> drawLine(Position start, ExactQuestion a, ExactQuestion b) {
        Board board = new Board(start);
        List<Integer> line = new ArrayList<>();
        java.util.Set<Long> seen = new java.util.HashSet<>();
        seen.add(board.hash());
        while (line.size() < 60 && !board.isGameOver()) {
            int me = board.sideToMove();
            ExactQuestion opponentQuestion = a.attacker() == me ? b : a;
            int mask = board.legalMoveMask();
            int chosen = -1;
            int bestGain = -1;
            for (int m = 0; m < 9; m++) {
                if ((mask & (1 << m)) == 0) {
                    continue;
                }
                int before = board.store(me);
                board.play(m);
                int gain = board.store(me) - before;
                boolean holds = opponentQuestion.known(board) == ProofTable.DISPROVEN;
                board.undo();
                if (holds && gain > bestGain) {
                    chosen = m;
                    bestGain = gain;
                }
            }
            if (chosen < 0) {
                break;
            }
            board.play(chosen);
            line.add(chosen + 1);
            if (!seen.add(board.hash())) {
                break; // play goes round: the endless draw shown
            }
        }
        return line;
    }

    private boolean endsInTablebase(Position start, List<Integer> line) {
        Position p = start;
        for (int h : line) {
            p = p.play(h);
        }
        return !p.isGameOver() && tablebase != null && p.totalStones() - p.store(Side.WHITE) - p.store(Side.BLACK)
                <= tablebase.maxStones();
    }

    private static void interleave(Question a, Question b, Runnable report, BooleanSupplier stop) {
        // One slice each first; then the question whose proof seems nearer (the smaller root
        // proof number) gets the next slice, but never more than FAVOURED_TURNS in a row, so
        // that a misleading number costs a bounded factor.
        Question last = null;
        int run = 0;
        // A kept table that already holds one question's answer (ProofMemory): that one first,
        // decided in a node, rather than after a first slice of the other.
        Question known = a.tableKnowsRoot() ? a : b.tableKnowsRoot() ? b : null;
        while (!stop.getAsBoolean() && a.status != ProofTable.PROVEN && b.status != ProofTable.PROVEN) {
            Question next;
            if (!a.open() || !b.open()) {
                next = a.open() ? a : b.open() ? b : null;
            } else if (known != null && known.steps == 0) {
                next = known;
            } else if (a.steps == 0) {
                next = a;
            } else if (b.steps == 0) {
                next = b;
            } else {
                int pa = a.search.proofNumber();
                int pb = b.search.proofNumber();
                next = pa == pb ? (last == a ? b : a) : pa < pb ? a : b;
                if (next == last && run >= FAVOURED_TURNS) {
                    next = next == a ? b : a;
                }
            }
            if (next == null) {
                return;
            }
            run = next == last ? run + 1 : 1;
            last = next;
            next.step(report);
        }
    }

    /**
     * The winner's exact final store difference: the largest k such that it can force the
     * game to end at least k ahead. Returns {lower bound proved, exact value or -1}.
     */
    private int[] bestMargin(Position position, Side winner, int hashMiB, BooleanSupplier stop) {
        int w = winner.index();
        Board b = new Board(position);
        int upper = b.store(w) + b.stonesInHoles() - b.store(1 - w);
        int proved = 1;
        int refuted = upper + 1; // smallest margin known not to be forceable
        // Doubling, then halving, each probe an exact question of its own.
        int step = 1;
        while (proved + 1 < refuted) {
            int k = Math.min(refuted - 1, proved + step);
            Question q = new Question(position, winner, k, hashMiB, stop);
            q.run(() -> { }, () -> false);
            if (q.status == ProofTable.PROVEN) {
                proved = k;
                step *= 2;
            } else if (q.status == ProofTable.DISPROVEN) {
                refuted = k;
                step = Math.max(1, (refuted - proved) / 2);
            } else {
                return new int[] {proved, -1};
            }
        }
        return new int[] {proved, proved};
    }

    private static SolveProgress progress(Position position, Question mine, Question theirs, long start) {
        List<SolveProgress.RootMove> moves = new ArrayList<>();
        int[] status = mine.search == null ? new int[9] : mine.search.rootMoveStatus();
        // The other side's question decides first moves too: one after which the other side is
        // proved to win does not win, though the mover's own question may not have reached it.
        int[] against = theirs.search == null ? new int[9] : theirs.search.rootMoveStatus();
        for (int m = 0; m < 9; m++) {
            if (position.isLegal(m + 1)) {
                SolveProgress.MoveStatus s = status[m] == ProofTable.PROVEN ? SolveProgress.MoveStatus.WINS
                        : status[m] == ProofTable.DISPROVEN || against[m] == ProofTable.PROVEN
                        ? SolveProgress.MoveStatus.DOES_NOT_WIN
                        : SolveProgress.MoveStatus.OPEN;
                moves.add(new SolveProgress.RootMove(m + 1, s));
            }
        }
        Question last = mine.lastStep >= theirs.lastStep ? mine : theirs;
        return new SolveProgress("can " + (last.side == Side.WHITE ? "White" : "Black") + " win?", last.depth,
                mine.nodes() + theirs.nodes(), (System.nanoTime() - start) / 1_000_000, List.copyOf(moves));
    }

    /** One question with its own search and table, searched a slice at a time. */
    private final class Question {
        final Side side;
        /** The search; after a helper decided the question, that helper. */
        ExactQuestion search;
        final BooleanSupplier stop;
        /** Threads helping this question's df-pn search, or null. */
        private volatile SharedTableHelpers helpers;
        final Position position;
        volatile int status = ProofTable.UNKNOWN;
        int depth;
        long lastStep;
        int steps;
        private boolean stopped;

        Question(Position position, Side side, int margin, int hashMiB, BooleanSupplier stop) {
            this.position = position;
            this.side = side;
            this.stop = stop;
            // A helper's decision ends the main search's slice too.
            BooleanSupplier searchStop = () -> stop.getAsBoolean() || helpers != null && helpers.status() != ProofTable.UNKNOWN;
            this.search = position.isGameOver() ? null
                    : method == SolveMethod.DEEPENING
                    ? new ForcingSearch(position, side.index(), margin, tablebase, hashMiB, searchStop)
                    : memory != null && margin == 1
                    ? new ProofNumberSearch(position, side.index(), margin, tablebase, memory.table(side), searchStop,
                            ProofNumberSearch.EPSILON)
                    : new ProofNumberSearch(position, side.index(), margin, tablebase, hashMiB, searchStop);
        }

        /** Whether a kept table ({@link ProofMemory}) already holds this question's answer at the root. */
        boolean tableKnowsRoot() {
            return memory != null && search != null && search.known(new Board(position)) != ProofTable.UNKNOWN;
        }

        /** Gives the question {@code count} more threads on its table (df-pn only). */
        void addHelpers(int count) {
            if (count > 0 && search instanceof ProofNumberSearch main) {
                helpers = new SharedTableHelpers(main, count, stop);
            }
        }

        void decideFinished() {
            Side w = position.outcome().winner();
            status = w == side ? ProofTable.PROVEN : ProofTable.DISPROVEN;
        }

        long nodes() {
            SharedTableHelpers h = helpers;
            return (search == null ? 0 : search.nodes()) + (h == null ? 0 : h.nodes());
        }

        boolean open() {
            return status == ProofTable.UNKNOWN && !stopped && (method != SolveMethod.DEEPENING || depth < MAX_DEPTH);
        }

        /** One more slice: a ply deeper, or a doubled node budget. */
        void step(Runnable report) {
            try {
                status = search.step();
            } catch (ForcingSearch.Stopped e) {
                stopped = true;
            }
            depth = search.depth();
            lastStep = System.nanoTime();
            steps++;
            report.run();
        }

        /** Deepens until decided, stopped, or {@code enough} says the answer is no longer needed. */
        void run(Runnable report, BooleanSupplier enough) {
            if (search == null) {
                decideFinished();
                return;
            }
            SharedTableHelpers h = helpers;
            if (h != null) {
                h.start();
            }
            while (open() && !enough.getAsBoolean()) {
                step(report);
            }
            if (h != null) {
                h.finish();
                if (status == ProofTable.UNKNOWN && h.status() != ProofTable.UNKNOWN) {
                    status = h.status();
                    search = h.decider();
                    depth = Math.max(depth, search.depth());
                }
            }
        }
    }
}
