package otau.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.game.Fen;
import otau.game.Position;

/**
 * Play Against the Solver where the solve proved only that the solver does not lose: the
 * engine chooses, but never a move outside those proved to keep that. The position is the club
 * bench's (Black wins), stopped after White's win is disproved and before Black's is proved
 * (see HoldingMovesTest).
 */
class SolverOpponentHoldingTest {
    private static final Position CLUB = Fen.read("0,0,0,1,X,0,2,2,1/1,3,0,X,0,1,1,2,20 63 65 b 72");

    @Test
    void theEnginesChoiceIsKeptAmongTheMovesProvedNotToLose() {
        SolveResult partial = new Solver(null).withNodeLimit(70_000).withShortestWinNodes(1).withFirstMoveNodes(1)
                .solve(CLUB, SolveGoal.DRAW, 120, 1, 16, SolveListener.NONE, new AtomicBoolean());
        assertEquals(null, partial.verdict());
        try (SolverOpponent solver = new SolverOpponent(() -> null, 1, c -> { })) {
            SolverMoves.Choice engine = solver.choice(CLUB, null, new AtomicBoolean());
            assertEquals(SolverMoves.Reason.ENGINE, engine.reason());
            SolverMoves.Choice kept = solver.choice(CLUB, partial, new AtomicBoolean());
            assertEquals(SolverMoves.Reason.HOLDS_NO_LOSS, kept.reason());
            assertTrue(partial.holdingMoves().contains(kept.move()), kept + " among " + partial.holdingMoves());
            // Were the engine's own choice not proved to hold, another move is played.
            int other = java.util.Arrays.stream(CLUB.legalMoves()).filter(h -> h != engine.move()).findFirst()
                    .orElseThrow();
            SolverMoves.Choice forced = solver.choice(CLUB, holding(partial, List.of(other)), new AtomicBoolean());
            assertEquals(other, forced.move());
            assertNotEquals(engine.move(), forced.move());
        }
    }

    /** {@code r} as if the proof's table had known only {@code moves} to hold. */
    private static SolveResult holding(SolveResult r, List<Integer> moves) {
        return new SolveResult(r.position(), r.verdict(), r.whiteWinProved(), r.whiteWinDisproved(),
                r.blackWinProved(), r.blackWinDisproved(), r.proofPlies(), r.mainLine(), r.endsInTablebase(),
                r.finalMargin(), r.marginAtLeast(), r.nodes(), r.elapsedMillis(), r.whiteDepth(), r.blackDepth(),
                r.cancelled(), r.winLength(), r.notWithinPlies(), r.minimiseNodes(), r.firstMoves(),
                r.firstMoveNodes(), r.decidedMillis(), moves, r.holdingReplies());
    }
}
