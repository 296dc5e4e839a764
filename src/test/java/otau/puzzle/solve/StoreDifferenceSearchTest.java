package otau.puzzle.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import otau.engine.bench.Bench;
import otau.game.Fen;
import otau.game.Position;
import otau.puzzle.SolveCriteria;

/** The depth-limited store-difference search the puzzles are mined and verified with. */
class StoreDifferenceSearchTest {
    /**
     * Oracle: {@link BruteForceJudge}, a plain alpha-beta of its own (no table, no ordering, no
     * iterative deepening) with the same measure. Every move's score is exact to the depth, so
     * the two agree on every move of the benchmark's middlegames and endgames.
     */
    @Test
    void everyMovesScoreIsWhatABruteForceSearchFinds() {
        int depth = 4;
        BruteForceJudge judge = new BruteForceJudge(SolveCriteria.standard().withDepth(depth));
        StoreDifferenceSearch solver = new StoreDifferenceSearch();
        List<String> differ = new ArrayList<>();
        int compared = 0;
        for (String fen : Bench.POSITIONS) {
            Position p = Fen.read(fen);
            int[] expected = judge.scores(p);
            for (ScoredMove s : solver.analyse(p, depth)) {
                compared++;
                int want = onSolversScale(expected[s.hole() - 1]);
                if (want != s.score()) {
                    differ.add(fen + " hole " + s.hole() + ": " + s.score() + ", brute force " + want);
                }
            }
        }
        assertEquals(194, compared, "every legal move of the twelve positions");
        assertEquals(List.of(), differ);
    }

    /** A forced result n plies away reads WIN - n on either scale. */
    private static int onSolversScale(int v) {
        if (v >= BruteForceJudge.DECIDED) {
            return ScoredMove.WIN - (BruteForceJudge.WIN - v);
        }
        if (v <= -BruteForceJudge.DECIDED) {
            return -ScoredMove.WIN + (BruteForceJudge.WIN + v);
        }
        return v;
    }
}
