package otau.engine.solve;

import java.util.List;
import java.util.Map;
import otau.game.Position;
import otau.game.Side;
import otau.io.Phrase;

/**
 * What a solve proved. {@code verdict} is null when it is not proved; the four flags then
 * say which bounds were (e.g. "White cannot lose": {@code blackWinDisproved}).
 *
 * @param proofPlies    for a win: plies of the main line to the end of the game or to a
 *                      tablebase position (the defender resisting longest); else 0
 * @param mainLine      hole numbers; for a win: the winner's moves and the defender's longest
 *                      resistance; for a draw: a line in which neither side gives the draw
 *                      away (to the end, a repetition, or as far as the tables know)
 * @param endsInTablebase the main line stops at a position the tablebase decides
 * @param finalMargin   for {@link SolveGoal#BEST} and a win: the exact final store difference
 *                      the winner can force, else null; {@code marginAtLeast} is the best
 *                      proved lower bound when the exact one was not reached
 * @param winLength     for a win: how {@code proofPlies} is to be read (exact, at most, or only
 *                      the line shown); null otherwise
 * @param notWithinPlies for a win not minimised to the end: the most plies proved not to be enough (0: none)
 * @param minimiseNodes nodes the shortest-win minimisation searched
 * @param firstMoves    for {@link SolveGoal#WIN} and {@link SolveGoal#DRAW} (any goal with
 *                      {@link Solver#withFirstMoveCheck}) when the side to move
 *                      wins: each first move and whether it wins too (the cook check); with
 *                      {@link Solver#withFirstMoveCheck} and a draw: each first move and whether
 *                      it holds the draw too or loses; else empty
 * @param firstMoveNodes the node budget each first move left open by the proof was given
 * @param decidedMillis how long the two questions took, of {@code elapsedMillis} (the rest: the
 *                      shortest win, the cook check, the lines)
 * @param holdingMoves  when the side to move is proved not to lose and whether it wins is open:
 *                      its first moves after which the other side is proved not to win, as far
 *                      as the proof's table knows them (it may know none); else empty
 * @param holdingReplies when the side to move is proved not to win and whether it loses is
 *                      open: for each of its first moves, the other side's replies after which
 *                      the side to move is proved not to win, as far as the proof's table knows
 *                      them; else empty
 * @param firstMovesSoFar when neither side's win is decided: what the two questions' tables
 *                      proved of each first move of the side to move (each one proved to win,
 *                      to lose, neither, or open), so that an unfinished solve still says which
 *                      tries are refuted; empty when nothing is known of any, or once a bound or
 *                      the result is proved
 */
public record SolveResult(Position position, Verdict verdict,
                          boolean whiteWinProved, boolean whiteWinDisproved,
                          boolean blackWinProved, boolean blackWinDisproved,
                          int proofPlies, List<Integer> mainLine, boolean endsInTablebase,
                          Integer finalMargin, int marginAtLeast,
                          long nodes, long elapsedMillis, int whiteDepth, int blackDepth, boolean cancelled,
                          WinLength winLength, int notWithinPlies, long minimiseNodes,
                          List<SolveProgress.RootMove> firstMoves, long firstMoveNodes, long decidedMillis,
                          List<Integer> holdingMoves, Map<Integer, List<Integer>> holdingReplies,
                          List<FirstMoveSoFar> firstMovesSoFar) {
    /** How the length of a proved win is known. */
    public enum WinLength {
        /** The fewest plies the winner needs against the best defence. */
        EXACT,
        /** An upper bound: the proof wins within it; a shorter win may exist. */
        AT_MOST,
        /** Only the line shown: the proof leaned on the tablebase, which knows no distances. */
        NOT_MINIMISED
    }

    /**
     * What an unfinished solve proved of one first move of the side to move: {@code wins},
     * whether the side to move then wins; {@code loses}, whether it then loses; null where that
     * is open.
     */
    public record FirstMoveSoFar(int hole, Boolean wins, Boolean loses) {
        /** The side to move's result after the move, as far as it is proved. */
        public SoFar soFar() {
            if (Boolean.TRUE.equals(wins)) {
                return SoFar.WIN;
            }
            if (Boolean.TRUE.equals(loses)) {
                return SoFar.LOSS;
            }
            if (Boolean.FALSE.equals(wins)) {
                return Boolean.FALSE.equals(loses) ? SoFar.DRAW : SoFar.AT_MOST_DRAW;
            }
            return Boolean.FALSE.equals(loses) ? SoFar.AT_LEAST_DRAW : SoFar.OPEN;
        }
    }

    /** A first move's result for the side to move, as far as it is proved, in the order they are listed. */
    public enum SoFar { WIN, DRAW, AT_LEAST_DRAW, AT_MOST_DRAW, LOSS, OPEN }

    public SolveResult {
        firstMoves = firstMoves == null ? List.of() : List.copyOf(firstMoves);
        holdingMoves = holdingMoves == null ? List.of() : List.copyOf(holdingMoves);
        holdingReplies = holdingReplies == null ? Map.of() : Map.copyOf(holdingReplies);
        firstMovesSoFar = firstMovesSoFar == null ? List.of() : List.copyOf(firstMovesSoFar);
    }

    /** {@link #firstMovesSoFar} by the result each is proved to have, in {@link SoFar}'s order; empty when none. */
    public Map<SoFar, List<Integer>> firstMovesByResult() {
        Map<SoFar, List<Integer>> byResult = new java.util.EnumMap<>(SoFar.class);
        for (FirstMoveSoFar m : firstMovesSoFar) {
            byResult.computeIfAbsent(m.soFar(), k -> new java.util.ArrayList<>()).add(m.hole());
        }
        return byResult;
    }

    /** A result with nothing known of single first moves beyond what it proved (see {@code firstMovesSoFar}). */
    public SolveResult(Position position, Verdict verdict, boolean whiteWinProved, boolean whiteWinDisproved,
                       boolean blackWinProved, boolean blackWinDisproved, int proofPlies, List<Integer> mainLine,
                       boolean endsInTablebase, Integer finalMargin, int marginAtLeast, long nodes, long elapsedMillis,
                       int whiteDepth, int blackDepth, boolean cancelled, WinLength winLength, int notWithinPlies,
                       long minimiseNodes, List<SolveProgress.RootMove> firstMoves, long firstMoveNodes,
                       long decidedMillis, List<Integer> holdingMoves, Map<Integer, List<Integer>> holdingReplies) {
        this(position, verdict, whiteWinProved, whiteWinDisproved, blackWinProved, blackWinDisproved, proofPlies,
                mainLine, endsInTablebase, finalMargin, marginAtLeast, nodes, elapsedMillis, whiteDepth, blackDepth,
                cancelled, winLength, notWithinPlies, minimiseNodes, firstMoves, firstMoveNodes, decidedMillis,
                holdingMoves, holdingReplies, List.of());
    }


    public boolean proven() {
        return verdict != null;
    }

    /** Whether {@code side}'s win is disproved: the other side cannot lose. */
    public boolean winDisproved(Side side) {
        return side == Side.WHITE ? whiteWinDisproved : blackWinDisproved;
    }

    /**
     * Whether an etude's stipulation for {@code solver} is proved to hold (true), to fail (false),
     * or still open (null), from as much of the result as was proved. A win stipulation needs the
     * solver's win; a draw stipulation only that the solver does not lose, which the other side's
     * win disproved shows even while whether the solver wins (a cook) is open.
     */
    public Boolean stipulationHolds(Side solver, boolean win) {
        if (verdict != null) {
            return verdict.meetsStipulation(solver, win);
        }
        if (win) {
            return winDisproved(solver) ? Boolean.FALSE : null;
        }
        return winDisproved(solver.opposite()) ? Boolean.TRUE : null;
    }

    /** The bound that was proved without the whole result, e.g. "White cannot lose", or null. */
    public String bounds() {
        Phrase b = boundsPhrase();
        return b == null ? null : b.english();
    }

    /** {@link #bounds()}, to be said in any of our languages; null once the verdict is proved. */
    public Phrase boundsPhrase() {
        if (verdict != null) {
            return null;
        }
        if (blackWinDisproved) {
            return Phrase.of("bounds.whiteCannotLose");
        }
        if (whiteWinDisproved) {
            return Phrase.of("bounds.blackCannotLose");
        }
        return Phrase.of("bounds.nothing");
    }

    /**
     * For a win: whether the main line stops before the game's end and not at a tablebase
     * position. The win is proved all the same; the line shows only its beginning, where the
     * proof's table no longer held the rest and the search for the rest ran out of time.
     */
    public boolean lineStopsShort() {
        if (winner() == null || endsInTablebase) {
            return false;
        }
        Position end = position;
        for (int h : mainLine) {
            end = end.play(h);
        }
        return !end.isGameOver();
    }

    /** The winner's moves in {@code proofPlies}: 23 plies with the winner to move is "win in 12". */
    public int movesToWin() {
        return winnersMoves(proofPlies);
    }

    /**
     * The most winner's moves proved not to be enough: every win of that many moves or fewer
     * would end within {@link #notWithinPlies}; 0 for none. A win of N moves ends on the
     * winner's N-th move or on the defender's reply to it, so with the winner to move it takes
     * 2N - 1 or 2N plies: "not within 23 plies" rules out 11 moves, not 12 (a 12-move win may
     * take 24).
     */
    public int movesNotEnough() {
        return movesRuledOut(winner() == null || winner() == position.sideToMove(), notWithinPlies);
    }

    /** The most winner's moves that "no win within {@code plies}" rules out (see {@link #movesNotEnough}). */
    public static int movesRuledOut(boolean winnerToMove, int plies) {
        return Math.max(0, winnerToMove ? plies / 2 : (plies - 1) / 2);
    }

    private int winnersMoves(int plies) {
        boolean winnerToMove = winner() == null || winner() == position.sideToMove();
        return winnerToMove ? (plies + 1) / 2 : plies / 2;
    }

    /** The side to move's first moves other than {@code move} that are proved to win too. */
    public List<Integer> otherWinningMoves(int move) {
        return firstMoves.stream().filter(m -> m.hole() != move && m.status() == SolveProgress.MoveStatus.WINS)
                .map(SolveProgress.RootMove::hole).toList();
    }

    /** The side to move's first moves other than {@code move} that are proved to hold a draw too. */
    public List<Integer> otherDrawingMoves(int move) {
        return firstMoves.stream().filter(m -> m.hole() != move && m.status() == SolveProgress.MoveStatus.DRAWS)
                .map(SolveProgress.RootMove::hole).toList();
    }

    /** The first moves other than {@code move} that the cook check left undecided. */
    public List<Integer> openMoves(int move) {
        return firstMoves.stream().filter(m -> m.hole() != move && m.status() == SolveProgress.MoveStatus.OPEN)
                .map(SolveProgress.RootMove::hole).toList();
    }

    /** Of {@link #openMoves}, those the time ran out for (or a stop came) before their node budget was spent. */
    public List<Integer> openMovesOutOfTime(int move) {
        return firstMoves.stream().filter(m -> m.hole() != move && m.status() == SolveProgress.MoveStatus.OPEN
                && m.outOfTime()).map(SolveProgress.RootMove::hole).toList();
    }

    Side winner() {
        return verdict == null ? null : verdict.winner();
    }
}
