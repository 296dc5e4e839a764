package otau.puzzle.mine;

import java.util.Set;
import otau.game.Position;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;
import otau.puzzle.solve.StoreDifferenceSearch;
import otau.puzzle.solve.ScoredMove;

/** Crafted games for the miner's tests: sound play by a shallow search, with the worst move at chosen plies. */
public final class BlunderGames {
    private BlunderGames() {
    }

    /**
     * {@code plies} half-moves from the start: the best move at depth 3 (the lowest hole of
     * equal ones, so the game is always the same), except the worst move at the plies in
     * {@code blunders} (0-based).
     */
    public static GameRecord game(int plies, Set<Integer> blunders) {
        StoreDifferenceSearch solver = new StoreDifferenceSearch();
        GameRecord g = new GameRecord(Position.start());
        RecordNode node = g.root();
        Position p = Position.start();
        for (int i = 0; i < plies && !p.isGameOver(); i++) {
            var scored = solver.analyse(p, 3);
            ScoredMove pick = blunders.contains(i) ? scored.get(scored.size() - 1) : scored.get(0);
            node = node.addChild(pick.hole());
            p = p.play(pick.hole());
        }
        g.tags().put("Event", "Test");
        g.tags().put("Site", "Test");
        g.tags().put("Date", "2026.01.01");
        g.tags().put("White", "Alice");
        g.tags().put("Black", "Bob");
        g.tags().put("Result", "*");
        return g;
    }
}
