package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import otau.game.Fen;
import otau.game.Position;

/**
 * What a kept table saves: positions further down a proved line are decided by reading it.
 * Oracle for the answers: the same solves on fresh tables ({@link ProofMemoryProperties} checks
 * kept tables against exhaustive search on small positions).
 */
class ProofMemoryTest {
    /** bench-composed.txt: 37 stones, White to move wins (230,232 df-pn nodes when it was added). */
    private static final String WIN = "0,2,1,1,18,0,0,0,5/0,0,0,1,1,X,1,1,6 77 48 w 49";
    /** bench-composed.txt: 25 stones, White to move, a draw. */
    private static final String DRAW = "0,0,0,2,1,X,0,2,7/0,0,0,1,2,4,X,0,6 77 60 w 55";

    @Test
    void eachPositionAlongAProvedWinIsReadFromTheKeptTables() {
        followTheLine(WIN, Verdict.WHITE_WINS);
    }

    @Test
    void eachPositionAlongAProvedDrawIsReadFromTheKeptTables() {
        followTheLine(DRAW, Verdict.DRAW);
    }

    /**
     * The shortest-win search keeps its bounds too: two moves down the shortest line, the win's
     * exact length is read rather than searched. Oracle: the same position minimised on a fresh
     * table, and the first win's length less the two plies played.
     */
    @Test
    void theShortestWinTwoMovesOnIsReadFromTheKeptBounds() {
        Solver kept = new Solver(null).remembering(new ProofMemory(16));
        // bench-composed.txt: 37 stones, White to move wins in 8 moves.
        Position p = Fen.read("0,0,0,0,5,X,1,2,0/X,0,1,2,1,2,2,2,19 77 48 w 54");
        SolveResult first = kept.solve(p, SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE, new AtomicBoolean());
        assertEquals(SolveResult.WinLength.EXACT, first.winLength());
        Position further = p.play(first.mainLine().get(0)).play(first.mainLine().get(1));
        SolveResult again = kept.solve(further, SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE, new AtomicBoolean());
        SolveResult alone = new Solver(null).solve(further, SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE,
                new AtomicBoolean());
        assertEquals(SolveResult.WinLength.EXACT, again.winLength());
        assertEquals(SolveResult.WinLength.EXACT, alone.winLength());
        assertEquals(first.proofPlies() - 2, alone.proofPlies());
        assertEquals(alone.proofPlies(), again.proofPlies());
        assertEquals(alone.mainLine().size(), again.mainLine().size());
        assertTrue(again.minimiseNodes() * 100 < alone.minimiseNodes(),
                "to minimise: kept bounds " + again.minimiseNodes() + " nodes, fresh " + alone.minimiseNodes());
    }

    /**
     * Only the memories used last keep tables: one more that makes a table makes the one used
     * least recently let its go (so that memories nobody uses any more, a closed window's, do
     * not fill the heap). Oracle: the rule itself, counted by hand; and a memory that let its
     * tables go still gives the same answer.
     */
    @Test
    void onlyTheMemoriesUsedLastKeepTheirTables() {
        Position p = Fen.read(WIN);
        java.util.List<ProofMemory> memories = new java.util.ArrayList<>();
        java.util.List<SolveResult> results = new java.util.ArrayList<>();
        for (int i = 0; i < ProofMemory.MAX_KEEPING + 2; i++) {
            ProofMemory m = new ProofMemory(4);
            memories.add(m);
            results.add(new Solver(null).remembering(m).withShortestWinNodes(1).solve(p, SolveGoal.DECIDE, 60, 1, 4,
                    SolveListener.NONE, new AtomicBoolean()));
        }
        for (int i = 0; i < memories.size(); i++) {
            boolean recent = i >= 2;
            assertEquals(recent, memories.get(i).holds(otau.game.Side.WHITE), "memory " + i);
            assertEquals(results.get(0).verdict(), results.get(i).verdict());
        }
        SolveResult again = new Solver(null).remembering(memories.get(0)).withShortestWinNodes(1).solve(p,
                SolveGoal.DECIDE, 60, 1, 4, SolveListener.NONE, new AtomicBoolean());
        assertEquals(results.get(0).nodes(), again.nodes(), "from empty tables again, the same search");
        assertTrue(memories.get(0).holds(otau.game.Side.WHITE) && !memories.get(2).holds(otau.game.Side.WHITE),
                "the first is among the last used again, the third now the oldest");
    }

    private static void followTheLine(String fen, Verdict expected) {
        ProofMemory memory = new ProofMemory(16);
        Solver kept = new Solver(null).remembering(memory).withShortestWinNodes(1);
        Solver fresh = new Solver(null).withShortestWinNodes(1);
        Position p = Fen.read(fen);
        SolveResult first = kept.solve(p, SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE, new AtomicBoolean());
        assertEquals(expected, first.verdict());
        long keptNodes = 0;
        long freshNodes = 0;
        int solved = 0;
        for (int hole : first.mainLine().subList(0, Math.min(8, first.mainLine().size()))) {
            p = p.play(hole);
            if (p.isGameOver()) {
                break;
            }
            SolveResult again = kept.solve(p, SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE, new AtomicBoolean());
            SolveResult alone = fresh.solve(p, SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE, new AtomicBoolean());
            Position at = p;
            assertEquals(alone.verdict(), again.verdict(), () -> "kept and fresh tables disagree at " + at);
            assertEquals(expected, again.verdict(), () -> "the line's result changed at " + at);
            keptNodes += again.nodes();
            freshNodes += alone.nodes();
            solved++;
        }
        assertTrue(solved >= 6, "positions solved along the line: " + solved);
        // One node a position: its answer sits among the root's children, which the kept table holds.
        assertTrue(keptNodes <= 2L * solved && freshNodes > 100 * keptNodes,
                "kept tables " + keptNodes + " nodes, fresh " + freshNodes + ", " + solved + " positions");
    }
}
