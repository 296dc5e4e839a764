package otau.engine.solve;

import java.util.ArrayList;
import java.util.List;
import otau.game.Position;

/**
 * One side line of a solution: at {@code ply} of the main line (0: the start) the side to move
 * plays {@code line.get(0)} instead of the main line's move, and the rest of {@code line} is the
 * best play after it. {@code result} is the result after that move. For a win, {@code
 * winnersMoves} is its length in the winner's moves (0 when the move ends the game) and {@code
 * length} says whether it is exact, an upper bound, or only the line to a tablebase position;
 * for a draw, 0 and null. Used for a defence ({@link Defences}) and for a try ({@link Tries}: a
 * try that keeps the result is its move alone, with that result);
 * a try proved to let a win go whose exact result (draw or loss) its budget left open has a null
 * {@code result}, and as {@code line} its own move and the reply that holds, where it is known.
 */
public record SideLine(int ply, int hole, List<Integer> line, Verdict result, SolveResult.WinLength length,
                       int winnersMoves) {
    public SideLine {
        line = List.copyOf(line);
    }

    /** The move {@code hole} at {@code ply} that ends the game in {@code over}: its result, no answer. */
    static SideLine ending(int ply, int hole, Position over) {
        Verdict result = Verdict.of(over.outcome());
        return new SideLine(ply, hole, List.of(hole), result, result == Verdict.DRAW ? null : SolveResult.WinLength.EXACT, 0);
    }

    /** The move {@code hole} at {@code ply} answered by {@code solved}, the decided solve of the position after it. */
    static SideLine answered(int ply, int hole, SolveResult solved) {
        List<Integer> holes = new ArrayList<>();
        holes.add(hole);
        holes.addAll(solved.mainLine());
        return solved.verdict() == Verdict.DRAW ? new SideLine(ply, hole, holes, Verdict.DRAW, null, 0)
                : new SideLine(ply, hole, holes, solved.verdict(), solved.winLength(), solved.movesToWin());
    }
}
