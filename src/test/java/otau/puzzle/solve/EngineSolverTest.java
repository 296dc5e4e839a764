package otau.puzzle.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import otau.engine.search.SearchEngine;
import otau.game.Fen;
import otau.game.Position;

class EngineSolverTest {
    /** Black to move; 84(82) reaches 82 stones at once. */
    static final Position WIN_IN_ONE = Fen.read("0,3,1,17,4,3,1,X,1/1,4,X,1,1,1,2,6,19 33 64 b 10");

    @Test
    void bothSolversScoreEveryMoveAndSeeTheWinningCapture() {
        try (SearchEngine engine = new SearchEngine()) {
            for (PuzzleSolver solver : List.of(new EngineSolver(engine), new StoreDifferenceSearch())) {
                List<ScoredMove> scored = solver.analyse(WIN_IN_ONE, 3);
                assertEquals(WIN_IN_ONE.legalMoves().length, scored.size(), solver.name());
                assertEquals(8, scored.get(0).hole(), solver.name());
                assertTrue(scored.get(0).isWin() && scored.get(0).decided(), solver.name());
                for (int i = 1; i < scored.size(); i++) {
                    assertTrue(scored.get(i - 1).score() >= scored.get(i).score(), "best first");
                    assertEquals(scored.get(i).hole(), scored.get(i).pv().get(0), "the line starts with the move");
                }
            }
        }
    }
}
