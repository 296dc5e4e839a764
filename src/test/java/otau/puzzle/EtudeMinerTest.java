package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import otau.engine.egtb.Tablebase;
import otau.game.Fen;

/**
 * What the etude miner keeps and writes. The positions are etudes it once shipped, whose first
 * moves `otau puzzles verify` listed: in the first, 64. 56, 68, 78 and 89 win as well as
 * 64. 91(68) (cooked, so no longer shipped); in the second (still shipped) only 63... 34 wins. What is tested here is the
 * miner's choice on the solver's proofs; the proofs themselves are checked against exhaustive
 * search and the deepening search in the solver's own tests.
 */
class EtudeMinerTest {
    private static final String COOKED = "0,2,X,0,1,3,1,1,1/1,X,0,0,0,0,0,6,1 66 79 w 64";
    private static final String UNCOOKED = "X,0,0,0,0,0,0,6,1/0,2,2,3,X,1,1,1,1 78 66 b 63";
    private static final Tablebase TABLE = Tablebase.build(6);

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
