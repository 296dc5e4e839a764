package otau.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.junit.jupiter.api.Test;
import otau.engine.egtb.Tablebase;
import otau.game.Fen;

/** What the etude miner writes for a position it proves. */
class EtudeMinerTest {
    @Test
    void aMinedEtudeIsTitledByItsOwnLine() {
        // The start of the first shipped etude: White to move wins in six moves (64. … 69.).
        EtudeMiner miner = new EtudeMiner(EtudeMiner.Settings.standard(1), Tablebase.build(6));
        Puzzle e = miner.etude(Fen.read("0,2,X,0,1,3,1,1,1/1,X,0,0,0,0,0,6,1 66 79 w 64"), "test", Cancellation.none());
        assertNotNull(e, "the miner keeps the position");
        assertEquals(Goal.win(), e.goal());
        // The list shows the title; without one it showed the id. Few stones left: a counting caption.
        assertEquals("Count to the win in " + e.solverMoves(), e.otherTags().get(PuzzleTitle.TAG));
        assertEquals(6, e.solverMoves(), "the shortest win, as the shipped etude's line");
    }
}
