package otau.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import otau.engine.solve.ProofMemory;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveProgress;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.engine.solve.Verdict;
import otau.game.Position;
import otau.game.Side;

/**
 * Proves an etude's stipulation — {@code [Goal "win"]} or {@code [Goal "draw"]} with no move
 * count — with the exact {@link Solver}: the result at the start, then after each of the
 * composer's solver moves that the result still holds. A {@code draw} stipulation asks that the
 * solver does not lose: a win meets it, and is reported as a cook (the position gives more
 * than the etude asks). A win stipulation is cooked when a first move other than the
 * composer's wins too; that check is bounded, and a move it leaves open is reported open,
 * never as not winning. When the stipulation fails, the report says where: the start, or the
 * first solver move that gives the result away, with the defence that shows it (the solver's
 * line for the defender).
 *
 * @param status     how it ended
 * @param verdict    what the solver proved where it stopped (at the start, or after the failing move); null if
 *                   nothing, or for a draw etude proved with the cook check open ({@link Cook#winOpen})
 * @param failingPly index in the main line of the solver move that gives the result away; -1 for none or the start
 * @param defence    for a failure: the line from the failing point that shows it (the defender's
 *                   best resistance or win, or a drawing line), hole numbers
 * @param winInMoves for a proved win: the solver's moves to the end (or to a tablebase position)
 * @param bounds     for {@link Status#UNPROVEN}: what was proved, in the solver's words
 * @param nodes      positions searched, all solves together
 * @param winLength  for a proved win: whether {@code winInMoves} is exact, at most, or only the line's; else null
 * @param cook       for {@link Status#PROVED}: what the solver proved beyond the stipulation; never null
 */
public record StipulationProof(Status status, Verdict verdict, int failingPly, List<Integer> defence, int winInMoves,
                               String bounds, long nodes, SolveResult.WinLength winLength, Cook cook) {
    /** Each solve's table a question, in MiB; kept from one position of the line to the next. */
    private static final int TABLE_MIB = 64;

    /**
     * What a proof found beyond the stipulation.
     *
     * @param winLine      for a draw etude the solver wins: its shortest winning line from the start; else empty
     * @param secondWins   for a win etude: first moves other than the composer's that win too
     * @param unsettled    first moves other than the composer's that the bounded check left open
     * @param nodesPerMove the node budget each open first move was given
     * @param winOpen      for a draw etude: the solver is proved not to lose, but whether it wins
     *                     (a cook) was still open when the time ran out
     * @param alsoDraws    for a drawn draw etude: first moves other than the composer's that hold the
     *                     draw too (duals: the stipulation is met by each, so not a cook)
     */
    public record Cook(List<Integer> winLine, List<Integer> secondWins, List<Integer> unsettled, long nodesPerMove,
                       boolean winOpen, List<Integer> alsoDraws) {
        public static final Cook NONE = new Cook(List.of(), List.of(), List.of(), 0, false, List.of());

        public Cook {
            winLine = List.copyOf(winLine);
            secondWins = List.copyOf(secondWins);
            unsettled = List.copyOf(unsettled);
            alsoDraws = List.copyOf(alsoDraws);
        }

        /** A cook of a win etude, or none: nothing said of a draw's first moves. */
        public Cook(List<Integer> winLine, List<Integer> secondWins, List<Integer> unsettled, long nodesPerMove,
                    boolean winOpen) {
            this(winLine, secondWins, unsettled, nodesPerMove, winOpen, List.of());
        }

        /** The etude is cooked: a win where a draw was asked, or a second winning first move. */
        public boolean cooked() {
            return !winLine.isEmpty() || !secondWins.isEmpty();
        }
    }

    public enum Status {
        /** The stipulated result holds at the start and after every solver move of the line. */
        PROVED,
        /** The start or a solver move of the line does not give the stipulated result. */
        FAILS,
        /** The solver ran out of time (or was cancelled) before it decided. */
        UNPROVEN,
        /** Not a win or draw goal, or not a real game's 162 stones. */
        NOT_APPLICABLE
    }

    public StipulationProof {
        defence = List.copyOf(defence);
        cook = cook == null ? Cook.NONE : cook;
    }

    private StipulationProof(Status status, Verdict verdict, int failingPly, List<Integer> defence, String bounds,
                             long nodes) {
        this(status, verdict, failingPly, defence, 0, bounds, nodes, null, Cook.NONE);
    }

    /** The same proof, its win's length now known exact: {@code moves} of the solver's to the end. */
    public StipulationProof withExactWin(int moves) {
        return new StipulationProof(status, verdict, failingPly, defence, moves, bounds, nodes,
                SolveResult.WinLength.EXACT, cook);
    }

    /** True when the stipulation is proved and the solver proved more (see {@link Cook#cooked()}). */
    public boolean cooked() {
        return status == Status.PROVED && cook.cooked();
    }

    /** True when {@code p}'s stipulation is one this proves (a win or draw goal). */
    public static boolean applies(Puzzle p) {
        return p.goal().kind() != Goal.Kind.GAIN;
    }

    /** What a position's proof is about, for the progress line. */
    public record Step(int ply, int plies, SolveProgress progress) {
    }

    /**
     * Proves {@code p}'s stipulation.
     *
     * @param seconds  time for each position solved
     * @param progress told about each solve's progress (on the calling thread)
     * @param cancel   set from any thread to stop; the report then says {@link Status#UNPROVEN}
     */
    public static StipulationProof prove(Puzzle p, Solver solver, double seconds, Consumer<Step> progress,
                                         AtomicBoolean cancel) {
        return prove(p, solver, seconds, 1, progress, cancel);
    }

    /**
     * {@link #prove(Puzzle, Solver, double, Consumer, AtomicBoolean)} with {@code threads} for
     * each solve (as {@link Solver#solve} takes them: the two questions side by side, helpers on
     * one question, the first moves two at a time); the answers are the same, found sooner.
     */
    public static StipulationProof prove(Puzzle p, Solver solver, double seconds, int threads, Consumer<Step> progress,
                                         AtomicBoolean cancel) {
        if (!applies(p)) {
            return new StipulationProof(Status.NOT_APPLICABLE, null, -1, List.of(),
                    "only win and draw goals are proved; '" + p.goal() + "' is checked by the verifier", 0);
        }
        String why = Solver.whyNot(p.start());
        if (why != null) {
            return new StipulationProof(Status.NOT_APPLICABLE, null, -1, List.of(), why, 0);
        }
        Side solverSide = p.solver();
        boolean win = p.goal().kind() == Goal.Kind.WIN;
        List<Integer> line = p.mainLine();
        long nodes = 0;
        // Each position of the line lies in the start's proof: kept tables read it there.
        Solver exact = solver.remembering(new ProofMemory(TABLE_MIB));
        // A draw etude's start is also asked which other first moves hold the draw (its duals).
        boolean drawsChecked = !win && p.start().sideToMove() == solverSide;
        SolveResult first = solve(drawsChecked ? exact.withFirstMoveCheck() : exact, p.start(),
                SolveGoal.forStipulation(win, p.start().sideToMove() == solverSide), seconds, threads, progress, 0,
                line.size(), cancel);
        nodes += first.nodes();
        Boolean atStart = first.stipulationHolds(solverSide, win);
        if (atStart == null || !atStart && !first.proven()) {
            return new StipulationProof(Status.UNPROVEN, null, -1, List.of(), first.bounds(), nodes);
        }
        if (!atStart) {
            return new StipulationProof(Status.FAILS, first.verdict(), -1, first.mainLine(), null, nodes);
        }
        // Only the start's count of moves is reported: along the line the search for the shortest
        // win would be thrown away (more than half the time of the club bench's wins as etudes went
        // to it, 60 M nodes a position where the start's count was left "at most"). A failure's
        // defence is the exception: it is shown, so it is solved again with the search (the proof
        // is kept).
        Solver alongTheLine = exact.withShortestWinNodes(1);
        Position at = p.start();
        for (int i = 0; i < line.size(); i++) {
            Position next = at.play(line.get(i));
            if (i % 2 == 0) {
                SolveResult r;
                if (next.isGameOver()) {
                    Verdict v = Verdict.of(next.outcome());
                    if (!v.meetsStipulation(solverSide, win)) {
                        return new StipulationProof(Status.FAILS, v, i, List.of(), null, nodes);
                    }
                } else {
                    // The defender to move: whatever it plays, the stipulation must still hold.
                    SolveGoal goal = SolveGoal.forStipulation(win, false);
                    r = solve(alongTheLine, next, goal, seconds, threads, progress, i + 1, line.size(), cancel);
                    nodes += r.nodes();
                    Boolean holds = r.stipulationHolds(solverSide, win);
                    if (holds == null || !holds && !r.proven()) {
                        return new StipulationProof(Status.UNPROVEN, null, i, List.of(), r.bounds(), nodes);
                    }
                    if (!holds) {
                        SolveResult shown = solve(exact, next, goal, seconds, threads, progress, i + 1, line.size(),
                                cancel);
                        nodes += shown.nodes();
                        boolean same = shown.proven() && shown.verdict() == r.verdict();
                        return new StipulationProof(Status.FAILS, r.verdict(), i, (same ? shown : r).mainLine(), null,
                                nodes);
                    }
                }
            }
            at = next;
        }
        boolean won = first.proven() && first.verdict().winner() == solverSide;
        return new StipulationProof(Status.PROVED, first.verdict(), -1, List.of(), won ? first.movesToWin() : 0, null,
                nodes, won ? first.winLength() : null, cook(first, win, line));
    }

    /** What the start's solve proved beyond the stipulation. */
    private static Cook cook(SolveResult first, boolean win, List<Integer> line) {
        if (!win) {
            if (!first.proven()) {
                return new Cook(List.of(), List.of(), List.of(), 0, true); // does not lose; whether it wins is open
            }
            boolean won = first.verdict().winner() == first.position().sideToMove();
            if (won) {
                return new Cook(first.mainLine(), List.of(), List.of(), 0, false);
            }
            int composers = line.isEmpty() ? -1 : line.get(0);
            return new Cook(List.of(), List.of(), List.of(), first.firstMoveNodes(), false,
                    first.otherDrawingMoves(composers));
        }
        int composers = line.isEmpty() ? -1 : line.get(0);
        return new Cook(List.of(), first.otherWinningMoves(composers), first.openMoves(composers),
                first.firstMoveNodes(), false);
    }

    private static SolveResult solve(Solver solver, Position p, SolveGoal goal, double seconds, int threads,
                                     Consumer<Step> progress, int ply, int plies, AtomicBoolean cancel) {
        return solver.solve(p, goal, seconds, threads, TABLE_MIB, sp -> progress.accept(new Step(ply, plies, sp)), cancel);
    }

    /** The main line's moves up to and including the failing one (empty when it fails at the start). */
    public List<Integer> lineToFailure(Puzzle p) {
        return failingPly < 0 ? List.of() : new ArrayList<>(p.mainLine().subList(0, failingPly + 1));
    }
}
