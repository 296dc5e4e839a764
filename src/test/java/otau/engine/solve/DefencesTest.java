package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;

/**
 * A proved win's defences, each answered by the winner's shortest win. Oracle: plain memoised
 * minimax over the rules ({@link ShortestWinProperties.Oracle}), written apart from the solver:
 * every side line must be a shortest win in which each move, the winner's and the defender's,
 * is an optimal one (the distance to the win falls by one ply a ply), and the defences must be
 * every legal move the defender has along the main line.
 */
class DefencesTest {
    /** A composed position: White to move wins in 6 moves (11 plies). */
    private static final String WIN_IN_SIX = "X,0,4,1,1,4,4,4,3/3,4,0,2,X,4,2,4,1 75 46 w 37";

    /** A solver keeping its proofs for the defences, with no budget on the shortest wins. */
    private static Solver rememberingSolver() {
        return new Solver(null).remembering(new ProofMemory(16)).withShortestWinNodes(Long.MAX_VALUE);
    }

    @Test
    void everyDefenceAlongTheMainLineIsAnsweredByAShortestWin() {
        Position p = Fen.read(WIN_IN_SIX);
        Solver solver = rememberingSolver();
        SolveResult proof = solver.solve(p, SolveGoal.DECIDE, 0, 1, 64, q -> { }, new AtomicBoolean());
        assertEquals(Verdict.WHITE_WINS, proof.verdict());
        assertEquals(SolveResult.WinLength.EXACT, proof.winLength());
        List<int[]> progress = new ArrayList<>();
        List<SideLine> defences = Defences.answer(proof, solver,
                (done, total) -> progress.add(new int[] {done, total}), new AtomicBoolean());

        ShortestWinProperties.Oracle oracle = new ShortestWinProperties.Oracle(Side.WHITE);
        // Every legal move of Black's along the main line is there, the line's own aside.
        Position at = p;
        int expected = 0;
        for (int ply = 0; ply < proof.mainLine().size(); ply++) {
            if (at.sideToMove() == Side.BLACK) {
                Set<Integer> holes = new HashSet<>();
                for (SideLine d : defences) {
                    if (d.ply() == ply) {
                        holes.add(d.hole());
                    }
                }
                Set<Integer> legal = new HashSet<>();
                for (int h : at.legalMoves()) {
                    legal.add(h);
                }
                legal.remove(proof.mainLine().get(ply));
                assertEquals(legal, holes, "Black's other moves at ply " + ply);
                expected += legal.size();
            }
            at = at.play(proof.mainLine().get(ply));
        }
        assertEquals(expected, defences.size());
        assertTrue(expected >= 10, "a test worth its name: " + expected + " defences");
        assertEquals(expected, progress.get(progress.size() - 1)[0]);
        assertEquals(expected, progress.get(0)[1]);

        Position[] along = new Position[proof.mainLine().size()];
        at = p;
        for (int ply = 0; ply < along.length; ply++) {
            along[ply] = at;
            at = at.play(proof.mainLine().get(ply));
        }
        int lastPly = -1;
        int lastMoves = Integer.MAX_VALUE;
        for (SideLine d : defences) {
            assertEquals(SolveResult.WinLength.EXACT, d.length(), "no budget: every answer exact");
            Position q = along[d.ply()].play(d.hole());
            int fewest = oracle.fewestPlies(q, 12);
            assertEquals(fewest, d.line().size() - 1, "the answer is a shortest win after " + d.hole());
            assertEquals((fewest + 1) / 2, d.winnersMoves(), "White's moves in " + fewest + " plies, White to move");
            // Each move of the line is optimal for its side: the distance falls by one a ply.
            Position x = q;
            for (int i = 1; i < d.line().size(); i++) {
                x = x.play(d.line().get(i));
                assertEquals(fewest - i, oracle.fewestPlies(x, fewest), "ply " + i + " of " + d.line());
            }
            assertTrue(x.isGameOver() && x.outcome().winner() == Side.WHITE, d.line().toString());
            // One ply's defences: the longest resistance first.
            if (d.ply() == lastPly) {
                assertTrue(d.winnersMoves() <= lastMoves, "sorted longest first at ply " + d.ply());
            }
            lastPly = d.ply();
            lastMoves = d.winnersMoves();
        }
        // The main line is the longest resistance: no defence holds out longer.
        for (SideLine d : defences) {
            int mainAfter = proof.mainLine().size() - d.ply() - 1;
            assertTrue(d.line().size() - 1 <= mainAfter, "defence " + d.hole() + " at ply " + d.ply());
        }
    }

    @Test
    void stoppedItKeepsOnlyProvedAnswers() {
        Position p = Fen.read(WIN_IN_SIX);
        Solver solver = rememberingSolver();
        SolveResult proof = solver.solve(p, SolveGoal.DECIDE, 0, 1, 64, q -> { }, new AtomicBoolean());
        AtomicBoolean cancel = new AtomicBoolean();
        int all = Defences.alternatives(proof).size();
        List<SideLine> some = Defences.answer(proof, solver, (done, total) -> {
            if (done == 3) {
                cancel.set(true);
            }
        }, cancel);
        assertEquals(3, some.size(), "stopped after the third of " + all);
        ShortestWinProperties.Oracle oracle = new ShortestWinProperties.Oracle(Side.WHITE);
        for (SideLine d : some) {
            Position q = p;
            for (int i = 0; i < d.ply(); i++) {
                q = q.play(proof.mainLine().get(i));
            }
            q = q.play(d.hole());
            assertEquals(oracle.fewestPlies(q, 12), d.line().size() - 1);
        }
    }

    /**
     * A draw's tries: the side not to move at the start plays each of its other moves along the
     * drawing line; each answer must be what exhaustive search of the whole game graph says
     * after it (a draw held, or a loss for the side trying), a held draw's line must keep the
     * draw at every move, and a loss's line must be a shortest win (memoised minimax). Small
     * positions (up to 7 stones in the holes), drawn at random from fixed seeds until enough
     * draws with tries are found.
     */
    @Test
    void aDrawsTriesAreAnsweredByHowTheDrawIsHeldOrByTheShortestWin() {
        int draws = 0;
        int tries = 0;
        int lost = 0;
        for (long seed = 1; seed < 4000 && draws < 6; seed++) {
            Position p = otau.engine.egtb.ExhaustiveCheck.randomSmall(new java.util.SplittableRandom(seed), 7);
            if (p.isGameOver()) {
                continue;
            }
            Solver solver = rememberingSolver();
            SolveResult proof = solver.solve(p, SolveGoal.DECIDE, 0, 1, 16, q -> { }, new AtomicBoolean());
            if (proof.verdict() != Verdict.DRAW || !Defences.canAnswer(proof) || Defences.alternatives(proof).size() < 2) {
                continue;
            }
            assertEquals(0, otau.engine.egtb.ExhaustiveCheck.result(p), "a draw: " + p);
            draws++;
            Side defender = p.sideToMove().opposite();
            assertEquals(defender, Defences.defender(proof));
            List<SideLine> defences = Defences.answer(proof, solver, (done, total) -> { }, new AtomicBoolean());
            assertEquals(Defences.alternatives(proof).size(), defences.size());
            for (SideLine d : defences) {
                tries++;
                Position q = p;
                for (int i = 0; i < d.ply(); i++) {
                    q = q.play(proof.mainLine().get(i));
                }
                assertEquals(defender, q.sideToMove());
                q = q.play(d.hole());
                // The result after the try, from the side now to move (the defender's opponent).
                int exhaustive = q.isGameOver() ? outcomeFor(q) : otau.engine.egtb.ExhaustiveCheck.result(q);
                assertTrue(exhaustive >= 0, "the try cannot win: " + q);
                assertEquals(exhaustive == 0 ? Verdict.DRAW : Verdict.winFor(defender.opposite()), d.result(), q.toString());
                if (d.result() == Verdict.DRAW) {
                    assertEquals(0, d.winnersMoves());
                    assertTrue(q.isGameOver() || d.line().size() > 1, "how the draw is held after " + d.hole());
                    Position x = q;
                    for (int i = 1; i < d.line().size(); i++) {
                        x = x.play(d.line().get(i));
                        int r = x.isGameOver() ? outcomeFor(x) : otau.engine.egtb.ExhaustiveCheck.result(x);
                        assertEquals(0, r, "the draw kept along " + d.line() + " at ply " + i);
                    }
                } else {
                    lost++;
                    int fewest = new ShortestWinProperties.Oracle(defender.opposite()).fewestPlies(q, 40);
                    assertEquals(fewest, d.line().size() - 1, "a shortest win after the try " + d.line());
                }
            }
        }
        // Both kinds of answer are checked: 6 draws, 39 tries, 12 of them lost, when written.
        assertTrue(draws >= 3 && tries >= 6 && lost >= 1 && lost < tries, draws + " draws, " + tries + " tries, " + lost + " lost");
    }

    /** 1, 0 or -1 for the side to move of a finished game. */
    private static int outcomeFor(Position p) {
        Side w = p.outcome().winner();
        return w == null ? 0 : w == p.sideToMove() ? 1 : -1;
    }
}
