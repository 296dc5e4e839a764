package otau.puzzle;

import java.util.List;
import otau.game.Board;
import otau.game.Move;
import otau.game.Position;
import otau.game.Side;
import otau.io.Phrase;

/**
 * What a line of moves does from a position, seen from the side to move at its start (the
 * solver): the store lead it gains, whether it ends the game and how, and the moves played.
 */
public record LineFacts(Position start, Position end, List<Move> moves, int gain, boolean gameOver,
                        boolean solverWins, boolean draw, boolean starvation, boolean repeats) {

    /** Plays {@code holes} from {@code start}; throws {@link otau.game.IllegalMoveException} on an illegal one. */
    public static LineFacts of(Position start, List<Integer> holes) {
        Position p = start;
        List<Move> moves = new java.util.ArrayList<>();
        java.util.Set<Position> seen = new java.util.HashSet<>();
        seen.add(start);
        boolean repeats = false;
        for (int h : holes) {
            p = p.play(h);
            moves.add(p.lastMove());
            repeats = !seen.add(p);
        }
        Side solver = start.sideToMove();
        int gain = lead(p, solver) - lead(start, solver);
        boolean over = p.isGameOver();
        boolean wins = false;
        boolean draw = false;
        boolean starved = false;
        if (over) {
            var o = p.outcome();
            wins = o.winner() == solver;
            draw = o.winner() == null;
            starved = p.store(Side.WHITE) < Board.WINNING_STORE && p.store(Side.BLACK) < Board.WINNING_STORE;
        }
        return new LineFacts(start, p, List.copyOf(moves), gain, over, wins, draw, starved, repeats);
    }

    /** {@code side}'s store lead; once the game is over, with the stones left counted as the rules do. */
    public static int lead(Position p, Side side) {
        if (p.isGameOver()) {
            var o = p.outcome();
            int diff = o.whiteStore() - o.blackStore();
            return side == Side.WHITE ? diff : -diff;
        }
        return p.store(side) - p.store(side.opposite());
    }

    /**
     * {@code side}'s store at the line's end; once the game is over, with the stones the rules put
     * into it at a no-move end (RULES.md, "End of the game").
     */
    public int finalStore(Side side) {
        if (!gameOver) {
            return end.store(side);
        }
        var o = end.outcome();
        return side == Side.WHITE ? o.whiteStore() : o.blackStore();
    }

    /**
     * The solver's store growth minus the opponent's over the line, counted in the stores alone
     * (the stones left on the board at a no-move end are not); {@link #gain()} counts those too,
     * and is what a {@code gain N} goal states.
     */
    public int storeGain() {
        Side solver = start.sideToMove();
        return end.store(solver) - start.store(solver) - (end.store(solver.opposite()) - start.store(solver.opposite()));
    }

    /** Whether the line ends the game in a draw or comes back to a position it passed (endless play). */
    public static boolean drawShown(Position start, List<Integer> holes) {
        return of(start, holes).reaches(Goal.draw());
    }

    /** Whether the line reaches {@code goal}. */
    public boolean reaches(Goal goal) {
        return switch (goal.kind()) {
            case WIN -> gameOver && solverWins;
            // A draw is shown by a drawn end or by play that comes round to a position seen before
            // (endless play is a draw, RULES.md); that it is forced is the solver's to prove.
            case DRAW -> gameOver && draw || repeats;
            case GAIN -> gain >= goal.stones() || gameOver && solverWins;
            case DEFEND -> gain >= 0 || gameOver && (solverWins || draw);
        };
    }

    /** Why the line does not reach {@code goal}, for messages. */
    public Phrase shortfall(Goal goal) {
        return switch (goal.kind()) {
            case WIN -> gameOver ? Phrase.of("shortfall.noWin", end.outcome().toString())
                    : Phrase.of("shortfall.notOverNoWin");
            case DRAW -> gameOver ? Phrase.of("shortfall.noDraw", end.outcome().toString())
                    : Phrase.of("shortfall.notOverNoDraw");
            case GAIN -> Phrase.of("shortfall.gain", gain, goal.stones());
            case DEFEND -> Phrase.of("shortfall.defend", -gain);
        };
    }
}
