package otau.puzzle.mine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import otau.game.Position;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;
import otau.puzzle.solve.PuzzleSolver;
import otau.puzzle.solve.ScoredMove;

/**
 * A game to mine: its positions, the moves between them, where it came from, and the
 * analyses made so far (by depth), so that the cheap scan and the deep checks share them.
 *
 * @param positions the positions, the start first
 * @param moves     the hole played from each position but the last
 * @param source    the {@code [Source]} of its puzzles, before ", ply N"
 * @param weak      played weakly: only its endgame is mined
 * @param named     the source names this very game, so each puzzle's ply is added to it; a
 *                  real-game source names only where and when ("PlayOK game, 2024")
 */
public record MinedGame(List<Position> positions, List<Integer> moves, String source, boolean weak, boolean named,
                        Map<Long, List<ScoredMove>> analyses) {

    public static MinedGame of(List<Position> positions, List<Integer> moves, String source, boolean weak) {
        return new MinedGame(positions, moves, source, weak, true, new HashMap<>());
    }

    /** The source of the puzzle at position {@code i}. */
    public String sourceAt(int i) {
        return named ? source + ", ply " + (i + 1) : source;
    }

    /** The main line of a record; {@code named}: see the record's parameter. */
    public static MinedGame of(GameRecord r, String source, boolean named) {
        List<Position> positions = new ArrayList<>();
        positions.add(r.start());
        List<Integer> moves = new ArrayList<>();
        for (RecordNode n : r.mainLine()) {
            positions.add(n.position());
            moves.add(n.move().hole());
        }
        return new MinedGame(positions, moves, source, false, named, new HashMap<>());
    }

    /** Every move of position {@code i} scored at {@code depth}, best first (remembered). */
    public List<ScoredMove> analysis(PuzzleSolver solver, int i, int depth) {
        return analyses.computeIfAbsent(i * 64L + depth, k -> solver.analyse(positions.get(i), depth));
    }
}
