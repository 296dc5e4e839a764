package otau.engine.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;

/**
 * What an unfinished solve says of single first moves, on the club bench's positions (25-41
 * stones) stopped after a few thousand nodes, where neither side's win is decided yet but some
 * tries are. The oracle is the independent deepening search of the position after each move
 * named: it must never prove the opposite, and must itself confirm enough of the claims that the
 * test cannot pass on none. (Small positions, which exhaustive search can check, are decided
 * whole before a solve can be stopped this early; SolverProperties checks them.)
 */
class FirstMovesSoFarTest {
    private static final long[] BUDGETS = {2_000, 10_000};
    private static final long ORACLE_NODES = 3_000_000;

    @Test
    void everyClaimAgreesWithTheDeepeningSearch() throws IOException, URISyntaxException {
        Path bench = Path.of(FirstMovesSoFarTest.class.getResource("/otau/engine/solve/bench-25-41.txt").toURI());
        int claims = 0;
        int confirmed = 0;
        List<String> wrong = new ArrayList<>();
        for (String line : Files.readAllLines(bench)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            Position p = Fen.read(line.split(";")[0].trim());
            for (long budget : BUDGETS) {
                SolveResult r = new Solver(null).withNodeLimit(budget).withShortestWinNodes(1).withFirstMoveNodes(1)
                        .solve(p, SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE, new AtomicBoolean());
                if (!r.firstMovesSoFar().isEmpty()) {
                    assertTrue(!r.proven() && !r.whiteWinDisproved() && !r.blackWinDisproved(), "said beside a bound: " + p);
                    assertEquals(p.legalMoves().length, r.firstMovesSoFar().size(), "every first move listed: " + p);
                }
                for (SolveResult.FirstMoveSoFar m : r.firstMovesSoFar()) {
                    if (m.wins() == null && m.loses() == null) {
                        continue;
                    }
                    claims++;
                    Facts after = Facts.of(p.play(m.hole()), p.sideToMove());
                    String where = p + " after " + m.hole() + " (" + budget + " nodes): " + m.soFar();
                    if (m.wins() != null && after.known(true) != null) {
                        confirmed += after.known(true) == m.wins() ? 1 : 0;
                        if (after.known(true) != m.wins()) {
                            wrong.add(where);
                        }
                    }
                    if (m.loses() != null && after.known(false) != null) {
                        confirmed += after.known(false) == m.loses() ? 1 : 0;
                        if (after.known(false) != m.loses()) {
                            wrong.add(where);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), wrong, "claims the deepening search proves wrong");
        assertTrue(claims >= 15, "claims made: " + claims);
        assertTrue(confirmed >= 10, "claims the deepening search confirms: " + confirmed + " of " + claims);
    }

    /** What the deepening search proves of a position for {@code mover}, who has just moved. */
    private record Facts(Boolean moverWins, Boolean moverLoses) {
        static Facts of(Position after, Side mover) {
            if (after.isGameOver()) {
                Side winner = after.outcome().winner();
                return new Facts(winner == mover, winner == mover.opposite());
            }
            SolveResult o = new Solver(null, SolveMethod.DEEPENING).withNodeLimit(ORACLE_NODES).withShortestWinNodes(1)
                    .solve(after, SolveGoal.DECIDE, 60, 1, 16, SolveListener.NONE, new AtomicBoolean());
            return new Facts(fact(o, mover), fact(o, mover.opposite()));
        }

        /** Whether {@code side} wins: true, false, or null when the search did not find out. */
        private static Boolean fact(SolveResult o, Side side) {
            if (o.verdict() != null) {
                return o.verdict().winner() == side;
            }
            return o.winDisproved(side) ? Boolean.FALSE : null;
        }

        Boolean known(boolean wins) {
            return wins ? moverWins : moverLoses;
        }
    }
}
