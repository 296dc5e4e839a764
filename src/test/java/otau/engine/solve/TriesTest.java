package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import otau.engine.egtb.ExhaustiveCheck;
import otau.game.Position;
import otau.game.Side;

/**
 * The tries of a proof: the solver's side's other moves along the main line. Oracle: exhaustive
 * search of the whole game graph ({@link ExhaustiveCheck}) and memoised minimax ({@link
 * ShortestWinProperties.Oracle}), both written apart from the solver, on small positions drawn
 * from fixed seeds: every try's result must be what exhaustive search says after it, the refuted
 * tries exactly those that give the result away, each refutation a line that keeps its result at
 * every move (a shortest win where the try loses), the kept tries (duals) exactly the others,
 * and the only moves exactly the main line's moves all of whose alternatives give the result away.
 */
class TriesTest {
    private static Solver rememberingSolver() {
        return new Solver(null).remembering(new ProofMemory(16)).withShortestWinNodes(Long.MAX_VALUE);
    }

    /** A small position drawn from {@code seed} (up to 7 stones in the holes) solved, or null if it has fewer than {@code tries} tries. */
    private static SolveResult smallProof(long seed, Solver solver, int tries) {
        Position p = ExhaustiveCheck.randomSmall(new SplittableRandom(seed), 7);
        if (p.isGameOver()) {
            return null;
        }
        SolveResult proof = solver.solve(p, SolveGoal.DECIDE, 0, 1, 16, q -> { }, new AtomicBoolean());
        return Defences.canAnswer(proof) && Tries.alternatives(proof).size() >= tries ? proof : null;
    }

    @Test
    void everyTryIsJudgedAsExhaustiveSearchJudgesItAndTheRefutedOnesAreShown() {
        int wins = 0;
        int draws = 0;
        int refutedAll = 0;
        int keptAll = 0;
        int onlyAll = 0;
        for (long seed = 1; seed < 4000 && (wins < 6 || draws < 6); seed++) {
            Solver solver = rememberingSolver();
            SolveResult proof = smallProof(seed, solver, 3);
            if (proof == null) {
                continue;
            }
            Position p = proof.position();
            boolean draw = proof.verdict() == Verdict.DRAW;
            if (draw ? draws >= 6 : wins >= 6) {
                continue;
            }
            if (draw) {
                draws++;
            } else {
                wins++;
            }
            Side mover = draw ? p.sideToMove() : proof.verdict().winner();
            assertEquals(mover, Tries.mover(proof));
            // Every other position two tries at a time, on the one memory (threads share its tables).
            int threads = 1 + (wins + draws) % 2;
            Tries.Found found = Tries.answer(proof, solver, Tries.NODES_EACH, threads, (done, total) -> { },
                    new AtomicBoolean());
            assertEquals(0, found.open(), "small positions are decided within the budget: " + p);
            List<Position> along = Defences.along(proof);
            Map<Integer, Integer> triesAt = new HashMap<>();
            Map<Integer, Integer> givingAwayAt = new HashMap<>();
            Set<String> givingAway = new HashSet<>();
            int tries = 0;
            for (int ply = 0; ply < along.size(); ply++) {
                Position at = along.get(ply);
                if (at.sideToMove() != mover) {
                    continue;
                }
                for (int hole : at.legalMoves()) {
                    if (hole == proof.mainLine().get(ply)) {
                        continue;
                    }
                    tries++;
                    triesAt.merge(ply, 1, Integer::sum);
                    // The result after the try for the mover: 1 win, 0 draw, -1 loss.
                    int forMover = -resultForSideToMove(at.play(hole));
                    boolean away = draw ? forMover < 0 : forMover < 1;
                    assertTrue(!draw || forMover <= 0, "a try cannot beat a draw: " + at + " " + hole);
                    if (away) {
                        givingAway.add(ply + ":" + hole);
                        givingAwayAt.merge(ply, 1, Integer::sum);
                    }
                }
            }
            assertEquals(tries, found.total());
            assertEquals(tries, found.answered());
            Set<String> refuted = new HashSet<>();
            for (SideLine t : found.refuted()) {
                refuted.add(t.ply() + ":" + t.hole());
                Position q = along.get(t.ply()).play(t.hole());
                int forMover = -resultForSideToMove(q);
                assertEquals(forMover == 0 ? Verdict.DRAW : Verdict.winFor(forMover > 0 ? mover : mover.opposite()), t.result(),
                        "the try " + t.hole() + " after " + along.get(t.ply()) + " (the budget decides small positions)");
                if (t.result() == Verdict.DRAW) {
                    Position x = q;
                    for (int i = 1; i < t.line().size(); i++) {
                        x = x.play(t.line().get(i));
                        assertEquals(0, resultForSideToMove(x), "the draw kept along " + t.line() + " at ply " + i);
                    }
                } else {
                    int fewest = new ShortestWinProperties.Oracle(mover.opposite()).fewestPlies(q, 40);
                    assertEquals(fewest, t.line().size() - 1, "the refutation is a shortest win: " + t.line());
                }
            }
            assertEquals(givingAway, refuted, "the refuted tries of " + p);
            assertEquals(tries - givingAway.size(), found.keeping());
            // The kept tries (the duals) are the others, each with the proof's result.
            Set<String> kept = new HashSet<>();
            for (SideLine t : found.kept()) {
                kept.add(t.ply() + ":" + t.hole());
                assertEquals(List.of(t.hole()), t.line());
                assertEquals(proof.verdict(), t.result(), t.toString());
                assertTrue(!givingAway.contains(t.ply() + ":" + t.hole()), "a dual that gives the result away: " + t);
            }
            assertEquals(tries - givingAway.size(), kept.size(), "the duals of " + p);
            Set<Integer> only = new HashSet<>();
            triesAt.forEach((ply, n) -> {
                if (n.equals(givingAwayAt.get(ply))) {
                    only.add(ply);
                }
            });
            assertEquals(only, new HashSet<>(found.onlyMoves()), "the only moves of " + p);
            refutedAll += refuted.size();
            keptAll += found.keeping();
            onlyAll += only.size();
        }
        // Each kind is met: 6 wins and 6 draws, 95 tries: 10 refuted, 85 kept, 4 only moves, when written.
        assertTrue(wins >= 3 && draws >= 3 && refutedAll >= 5 && keptAll >= 5 && onlyAll >= 2,
                wins + " wins, " + draws + " draws, " + refutedAll + " refuted, " + keptAll + " kept, " + onlyAll + " only");
    }

    @Test
    void stoppedItCallsNoMoveOnlyWhoseTriesWereNotAllAnswered() {
        for (long seed = 1; seed < 4000; seed++) {
            Solver solver = rememberingSolver();
            SolveResult proof = smallProof(seed, solver, 6);
            if (proof == null) {
                continue;
            }
            Position p = proof.position();
            Tries.Found all = Tries.answer(proof, solver, Tries.NODES_EACH, (done, total) -> { }, new AtomicBoolean());
            if (all.onlyMoves().isEmpty()) {
                continue;
            }
            // Stop right after the first try of the last only move's ply: that ply is no longer complete.
            int lastOnly = all.onlyMoves().get(all.onlyMoves().size() - 1);
            List<int[]> alternatives = Tries.alternatives(proof);
            int stopAfter = 0;
            while (alternatives.get(stopAfter)[0] != lastOnly) {
                stopAfter++;
            }
            int answeredThen = stopAfter + 1;
            if (answeredThen == alternatives.size() || alternatives.get(answeredThen)[0] != lastOnly) {
                continue; // the ply has one try only; look for another position
            }
            AtomicBoolean cancel = new AtomicBoolean();
            Tries.Found some = Tries.answer(proof, solver, Tries.NODES_EACH, (done, total) -> {
                if (done == answeredThen) {
                    cancel.set(true);
                }
            }, cancel);
            assertEquals(answeredThen, some.answered());
            assertTrue(!some.onlyMoves().contains(lastOnly), "ply " + lastOnly + " not all answered: " + some.onlyMoves());
            for (SideLine t : some.refuted()) {
                assertTrue(all.refuted().contains(t), "a stopped run's refuted try is one of the whole run's: " + t);
            }
            return;
        }
        throw new AssertionError("no position with an only move of several tries");
    }

    /**
     * At any budget, however small, a try is called refuted only where exhaustive search says it
     * gives the result away, kept only where it says it keeps it, a result given is the right
     * one, and a move is called the only one only where it is; what the budget leaves undecided
     * is counted open.
     */
    @Test
    void atAnyBudgetNothingIsClaimedThatExhaustiveSearchDenies() {
        int positions = 0;
        int open = 0;
        int winGone = 0;
        int refutedAll = 0;
        for (long seed = 1; seed < 4000 && positions < 24; seed++) {
            SolveResult proof = smallProof(seed, rememberingSolver(), 3);
            if (proof == null) {
                continue;
            }
            positions++;
            Side mover = Tries.mover(proof);
            boolean draw = proof.verdict() == Verdict.DRAW;
            List<Position> along = Defences.along(proof);
            long[] budgets = {1, 2, 4, 8, 16, 32, 64, 512};
            for (int b = 0; b < budgets.length; b++) {
                long budget = budgets[b];
                // A fresh solver each time: what one budget proved must not help the next. Every
                // other budget two tries at a time, on the one memory.
                Solver solver = new Solver(null).remembering(new ProofMemory(16)).withShortestWinNodes(Long.MAX_VALUE);
                Tries.Found found = Tries.answer(proof, solver, budget, 1 + b % 2, (done, total) -> { }, new AtomicBoolean());
                assertEquals(found.total(), found.answered());
                Map<Integer, Integer> awayAt = new HashMap<>();
                Map<Integer, Integer> triesAt = new HashMap<>();
                int away = 0;
                for (int[] t : Tries.alternatives(proof)) {
                    int forMover = -resultForSideToMove(along.get(t[0]).play(t[1]));
                    triesAt.merge(t[0], 1, Integer::sum);
                    if (draw ? forMover < 0 : forMover < 1) {
                        awayAt.merge(t[0], 1, Integer::sum);
                        away++;
                    }
                }
                for (SideLine t : found.refuted()) {
                    Position q = along.get(t.ply()).play(t.hole());
                    int forMover = -resultForSideToMove(q);
                    assertTrue(draw ? forMover < 0 : forMover < 1, "refuted at budget " + budget + ": " + t + " after "
                            + along.get(t.ply()));
                    if (t.result() == null) {
                        winGone++;
                        assertTrue(!draw && t.line().size() <= 2, t.toString());
                        if (t.line().size() == 2) {
                            assertTrue(resultForSideToMove(q.play(t.line().get(1))) >= 0, "the reply holds: " + t);
                        }
                    } else {
                        assertEquals(forMover == 0 ? Verdict.DRAW : Verdict.winFor(forMover > 0 ? mover : mover.opposite()),
                                t.result(), t.toString());
                    }
                }
                for (SideLine t : found.kept()) {
                    int forMover = -resultForSideToMove(along.get(t.ply()).play(t.hole()));
                    assertEquals(draw ? 0 : 1, forMover, "kept at budget " + budget + ": " + t + " after " + along.get(t.ply()));
                }
                int tries = Tries.alternatives(proof).size();
                assertTrue(found.keeping() <= tries - away, "kept at budget " + budget + ": " + found.keeping()
                        + " of " + (tries - away) + " that keep it");
                assertEquals(tries, found.refuted().size() + found.keeping() + found.open());
                for (int ply : found.onlyMoves()) {
                    assertEquals(triesAt.get(ply), awayAt.get(ply), "the only move at ply " + ply + ", budget " + budget);
                }
                open += found.open();
                refutedAll += found.refuted().size();
            }
        }
        // Both outcomes are met: 24 positions at eight budgets, 33 tries open and 216 refuted, when
        // written (none of them a win gone with its result open: the next test has two).
        assertTrue(positions >= 8 && open >= 1 && refutedAll >= 1, positions + " positions, " + open + " open, "
                + refutedAll + " refuted, " + winGone + " wins gone");
    }

    /**
     * A composed position (ten plies into a main line of the composed bench's, 32 stones) in which
     * one of the winner's tries is proved to let the win go while the budget leaves open whether
     * it draws or loses: it is shown with the defender's reply that holds, and a second method,
     * the iterative-deepening search, must prove that after that reply the winner does not win.
     */
    @Test
    void aWinLetGoWhoseExactResultStaysOpenComesWithTheReplyThatHolds() {
        Position p = otau.game.Fen.read("0,0,0,X,0,0,0,2,1/1,1,1,3,1,0,1,1,22 74 54 b 74");
        Solver solver = new Solver(null).remembering(new ProofMemory(64));
        SolveResult proof = solver.solve(p, SolveGoal.DECIDE, 0, 1, 64, q -> { }, new AtomicBoolean());
        assertEquals(Verdict.BLACK_WINS, proof.verdict());
        Tries.Found found = Tries.answer(proof, solver, Tries.NODES_EACH, (done, total) -> { }, new AtomicBoolean());
        List<Position> along = Defences.along(proof);
        int gone = 0;
        for (SideLine t : found.refuted()) {
            if (t.result() != null) {
                continue;
            }
            gone++;
            assertEquals(2, t.line().size(), t.toString());
            Position q = along.get(t.ply()).play(t.hole()).play(t.line().get(1));
            SolveResult check = new Solver(null, SolveMethod.DEEPENING).stipulationOnly()
                    .solve(q, SolveGoal.WIN, 120, 1, 64, x -> { }, new AtomicBoolean());
            assertTrue(check.blackWinDisproved(), "Black does not win after " + t.line() + ": " + q);
        }
        assertEquals(1, gone, found.refuted().toString());
    }

    /** 1, 0 or -1 for the side to move of {@code p}, finished or not (exhaustive search). */
    private static int resultForSideToMove(Position p) {
        if (p.isGameOver()) {
            Side w = p.outcome().winner();
            return w == null ? 0 : w == p.sideToMove() ? 1 : -1;
        }
        return ExhaustiveCheck.result(p);
    }
}
