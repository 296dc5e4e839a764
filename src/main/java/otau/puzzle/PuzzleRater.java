package otau.puzzle;

import java.util.List;
import otau.game.Move;
import otau.game.Position;
import otau.puzzle.solve.PuzzleSolver;
import otau.puzzle.solve.ScoredMove;

/** The generator's starting rating of a new puzzle, from what makes a line hard to find. */
public final class PuzzleRater {
    private PuzzleRater() {
    }

    /**
     * Starting difficulty from features: more moves to find (quiet ones above all), a deeper
     * search needed to see the first move, a smaller margin, more choices, a defence or a
     * count to the end of the game make a puzzle harder.
     */
    public static int rate(PuzzleSolver solver, SolveCriteria c, Position p, List<Integer> line, List<ScoredMove> first,
                    List<Theme> themes, Goal goal) {
        int solverMoves = (line.size() + 1) / 2;
        LineFacts facts = LineFacts.of(p, line);
        int quietMoves = 0;
        for (int i = 0; i < facts.moves().size(); i += 2) {
            Move m = facts.moves().get(i);
            if (m.captured() == 0 && !m.tuzdyk() && !(i == facts.moves().size() - 1 && facts.gameOver())) {
                quietMoves++;
            }
        }
        Move firstMove = facts.moves().get(0);
        boolean quietStart = firstMove.captured() == 0 && !firstMove.tuzdyk();
        int depthNeeded = c.depth() + 1;
        for (int d = 1; d <= c.depth(); d++) {
            List<ScoredMove> a = d == c.depth() ? first : solver.analyse(p, d);
            if (a.get(0).hole() == line.get(0) && c.unique(a)) {
                depthNeeded = d;
                break;
            }
        }
        int margin = first.size() < 2 ? 2000
                : first.get(0).isWin() && !first.get(1).isWin() ? 1500
                : Math.min(2000, first.get(0).score() - first.get(1).score());
        double r = 500;
        r += 300 * (solverMoves - 1);
        r += quietStart ? 300 : 0;
        r += 120 * Math.max(0, quietMoves - (quietStart ? 1 : 0));
        r += 80 * Math.max(0, depthNeeded - 1);
        r += Math.max(0, 1000 - margin) * 0.4;
        r += 30 * Math.max(0, first.size() - 3);
        r += themes.contains(Theme.TUZDYK_DEFENCE) || themes.contains(Theme.ONLY_MOVE) ? 100 : 0;
        r += themes.contains(Theme.COUNTING) ? 50 : 0;
        r += themes.contains(Theme.SACRIFICE) || themes.contains(Theme.TEMPO) ? 100 : 0;
        r += (goal.kind() == Goal.Kind.WIN || goal.kind() == Goal.Kind.DRAW) && solverMoves > 1 ? 100 : 0;
        int rounded = (int) Math.round(r / 10.0) * 10;
        return Math.max(600, Math.min(2600, rounded));
    }
}
