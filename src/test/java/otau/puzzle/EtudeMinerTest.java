package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import otau.engine.egtb.Tablebase;
import java.util.concurrent.atomic.AtomicBoolean;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.SolveMethod;
import otau.engine.solve.Solver;
import otau.engine.solve.Verdict;
import otau.game.Fen;
import otau.game.Position;

/**
 * What the etude miner keeps and writes. The positions are etudes it once shipped, whose first
 * moves `otau puzzles verify` listed: in the first, 64. 56, 68, 78 and 89 win as well as
 * 64. 91(68) (cooked, so no longer shipped); in the second (still shipped) only 63... 34 wins.
 * The oracle for the cook and for each first move that does not win is the independent
 * deepening search.
 */
class EtudeMinerTest {
    private static final String COOKED = "0,2,X,0,1,3,1,1,1/1,X,0,0,0,0,0,6,1 66 79 w 64";
    private static final String UNCOOKED = "X,0,0,0,0,0,0,6,1/0,2,2,3,X,1,1,1,1 78 66 b 63";
    private static final Tablebase TABLE = otau.engine.egtb.TestTablebases.upTo(6);

    @Test
    void aMinedEtudeIsTitledByItsOwnLine() {
        Puzzle e = new EtudeMiner(keepingCooked(), TABLE).etude(Fen.read(COOKED), "test", Cancellation.none());
        assertNotNull(e, "the miner keeps the position when cooked etudes are wanted");
        assertEquals(Goal.win(), e.goal());
        // The list shows the title; without one it showed the id. Few stones left: a counting caption.
        assertEquals("Count to the win in " + e.solverMoves(), e.otherTags().get(PuzzleTitle.TAG));
        assertEquals(6, e.solverMoves(), "the shortest win, as the shipped etude's line");
    }

    @Test
    void byDefaultACookedEtudeIsLeftOutAndAnUncookedOneKept() {
        // Oracle for the cook: the independent deepening search (not the df-pn the miner uses)
        // proves that 64. 5 wins as well as the composer's 64. 9.
        Solver deepening = new Solver(null, SolveMethod.DEEPENING);
        assertEquals(Verdict.WHITE_WINS, deepening.solve(Fen.read(COOKED).play(5), SolveGoal.DECIDE, 60, 1, 16,
                SolveListener.NONE, new AtomicBoolean()).verdict(), "after 64. 5");
        // And for the uncooked one: every first move but 63... 3 lets White at least draw.
        Position uncooked = Fen.read(UNCOOKED);
        for (int h : uncooked.legalMoves()) {
            if (h != 3) {
                Verdict v = deepening.solve(uncooked.play(h), SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE,
                        new AtomicBoolean()).verdict();
                assertTrue(v == Verdict.WHITE_WINS || v == Verdict.DRAW, "after 63... " + h + ": " + v);
            }
        }
        EtudeMiner miner = new EtudeMiner(EtudeMiner.Settings.standard(1), TABLE);
        assertNull(miner.etude(Fen.read(COOKED), "test", Cancellation.none()), "five winning first moves");
        Puzzle e = miner.etude(Fen.read(UNCOOKED), "test", Cancellation.none());
        assertNotNull(e, "one winning first move");
        assertEquals(Goal.win(), e.goal());
    }

    private static EtudeMiner.Settings keepingCooked() {
        EtudeMiner.Settings s = EtudeMiner.Settings.standard(1);
        return new EtudeMiner.Settings(s.seed(), s.secondsPerPosition(), s.minWinPlies(), s.minStones(), s.maxStones(),
                false);
    }
}
