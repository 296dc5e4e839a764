package otau.puzzle.mine;

import java.util.ArrayList;
import java.util.List;
import otau.game.Move;
import otau.game.Position;
import otau.puzzle.LineFacts;
import otau.puzzle.SolveCriteria;
import otau.puzzle.solve.PuzzleSolver;
import otau.puzzle.solve.ScoredMove;

/**
 * Grows a solution line from a candidate: the solver's only good move, the opponent's best
 * defence, and so on while the solver's move stays the only good one; then trims it to end
 * on the solver move that settles it.
 */
final class LineBuilder {
    private final PuzzleSolver solver;
    private final MiningSettings settings;
    private final MiningRules rules;

    LineBuilder(PuzzleSolver solver, MiningSettings settings, MiningRules rules) {
        this.solver = solver;
        this.settings = settings;
        this.rules = rules;
    }

    /**
     * The line from {@code p} whose first move's scores are {@code first}. The last solver
     * move may also be one of several that each win the game at once: then the line ends
     * there and {@code finish} receives the other such moves, all accepted.
     */
    List<Integer> extend(Position p, List<ScoredMove> first, List<Integer> finish) {
        SolveCriteria c = settings.criteria();
        List<Integer> line = new ArrayList<>();
        Position pos = p;
        List<ScoredMove> a = first;
        int solverMoves = 0;
        while (true) {
            line.add(a.get(0).hole());
            pos = pos.play(a.get(0).hole());
            solverMoves++;
            if (pos.isGameOver() || solverMoves >= settings.maxSolverMoves()) {
                return line;
            }
            List<ScoredMove> replies = solver.analyse(pos, c.depth());
            int reply = replies.get(0).hole();
            Position after = pos.play(reply);
            if (after.isGameOver()) {
                return line;
            }
            List<ScoredMove> next = solver.analyse(after, c.depth());
            // Of the opponent's equally good defences, one after which the solver's move is the only good one keeps the line going.
            for (int i = 1; i < replies.size() && !rules.onlyGood(next) && c.asGood(replies.get(i), replies.get(0)); i++) {
                Position other = pos.play(replies.get(i).hole());
                if (other.isGameOver()) {
                    continue;
                }
                List<ScoredMove> otherNext = solver.analyse(other, c.depth());
                if (rules.onlyGood(otherNext)) {
                    reply = replies.get(i).hole();
                    after = other;
                    next = otherNext;
                }
            }
            if (!rules.onlyGood(next)) {
                List<Integer> winning = winningAtOnce(after, next);
                if (!winning.isEmpty()) {
                    line.add(reply);
                    line.add(winning.get(0));
                    finish.addAll(winning.subList(1, winning.size()));
                }
                return line;
            }
            line.add(reply);
            pos = after;
            a = next;
        }
    }

    /** The moves that win the game on the spot, when those are exactly the moves that win; else none. */
    private static List<Integer> winningAtOnce(Position p, List<ScoredMove> scored) {
        if (!scored.get(0).isWin()) {
            return List.of();
        }
        List<Integer> winning = new ArrayList<>();
        for (ScoredMove s : scored) {
            if (!s.isWin()) {
                break;
            }
            LineFacts f = LineFacts.of(p, List.of(s.hole()));
            if (!f.gameOver() || !f.solverWins()) {
                return List.of();
            }
            winning.add(s.hole());
        }
        return winning;
    }

    /** Drops trailing solver moves (with the reply before them) that settle nothing: no capture, tuzdyk or end. */
    static void trim(Position start, List<Integer> line) {
        while (line.size() > 1) {
            LineFacts f = LineFacts.of(start, line);
            Move last = f.moves().get(f.moves().size() - 1);
            if (last.captured() > 0 || last.tuzdyk() || f.gameOver()) {
                return;
            }
            line.remove(line.size() - 1);
            line.remove(line.size() - 1);
        }
    }
}
