package otau.puzzle.solve;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import otau.game.Board;
import otau.game.Position;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.SolutionNode;
import otau.puzzle.SolveCriteria;

/**
 * An oracle for mined puzzles that shares no code with the miner, its solvers or the
 * verifier: a plain alpha-beta over {@link Board} (no transposition table, no move ordering,
 * no iterative deepening) that scores each move by the mining rules' own measure: the store
 * lead at the horizon, extended by moves that take stones (at most 8 plies, standing pat
 * allowed), and an exact value where the game ends. A win it reports is a proof: a forced
 * win never comes from a horizon guess, only from games that really ended. The goal's stone
 * count is recounted from the stores along the line.
 */
public final class BruteForceJudge {
    public static final int WIN = 1_000_000;
    /** Values this far from zero are forced results. */
    public static final int DECIDED = WIN - 1_000;
    private static final int CAPTURE_PLIES = 8;

    private final int depth;
    private final int margin;

    public BruteForceJudge(SolveCriteria criteria) {
        this.depth = criteria.depth();
        this.margin = criteria.margin();
    }

    /** The mover's score of each hole 1..9 (index hole-1), {@code Integer.MIN_VALUE} where illegal. */
    public int[] scores(Position p) {
        Board b = new Board(p);
        int[] out = new int[9];
        for (int m = 0; m < 9; m++) {
            if (!b.isLegal(m)) {
                out[m] = Integer.MIN_VALUE;
                continue;
            }
            b.play(m);
            out[m] = -search(b, depth - 1, -WIN - 1, WIN + 1, 1);
            b.undo();
        }
        return out;
    }

    private static int lead(Board b) {
        int me = b.sideToMove();
        return (b.store(me) - b.store(1 - me)) * 100;
    }

    private static int ended(Board b, int ply) {
        int me = b.sideToMove();
        int diff = b.finalStore(me) - b.finalStore(1 - me);
        return diff > 0 ? WIN - ply : diff < 0 ? -(WIN - ply) : 0;
    }

    private int search(Board b, int left, int alpha, int beta, int ply) {
        if (b.isGameOver()) {
            return ended(b, ply);
        }
        if (left <= 0) {
            return takes(b, alpha, beta, ply, 0);
        }
        int best = -WIN - 1;
        for (int m = 0; m < 9 && best < beta; m++) {
            if (b.isLegal(m)) {
                b.play(m);
                best = Math.max(best, -search(b, left - 1, -beta, -Math.max(alpha, best), ply + 1));
                b.undo();
            }
        }
        return best;
    }

    /** Past the horizon only moves that take stones (a capture, a tuzdyk or the game's end). */
    private int takes(Board b, int alpha, int beta, int ply, int extra) {
        if (b.isGameOver()) {
            return ended(b, ply);
        }
        int best = lead(b);
        if (extra >= CAPTURE_PLIES) {
            return best;
        }
        for (int m = 0; m < 9 && best < beta; m++) {
            if (!b.isLegal(m)) {
                continue;
            }
            int code = b.play(m);
            boolean took = (code >>> Board.CAPTURE_SHIFT) != 0 || (code & Board.TUZDYK_FLAG) != 0 || b.isGameOver();
            if (took) {
                best = Math.max(best, -takes(b, -beta, -Math.max(alpha, best), ply + 1, extra + 1));
            }
            b.undo();
        }
        return best;
    }

    /**
     * What this judge finds wrong with {@code puzzle} (empty when nothing): every move legal,
     * every solver move best and every other move clearly worse (or, next to a forced win,
     * not winning), every reply the opponent's best, and the goal as the stores count it.
     */
    public List<String> problems(Puzzle puzzle) {
        List<String> out = new ArrayList<>();
        judge(puzzle.start(), puzzle.solution(), true, new ArrayList<>(), out);
        if (out.isEmpty()) {
            checkGoal(puzzle, out);
        }
        return out;
    }

    private void judge(Position p, List<SolutionNode> next, boolean solverToMove, List<Integer> line,
                       List<String> out) {
        if (next.isEmpty()) {
            if (line.size() % 2 == 0 && !p.isGameOver()) {
                out.add("line " + line + " ends on the opponent's move");
            }
            return;
        }
        int[] s = scores(p);
        int best = Integer.MIN_VALUE;
        for (int v : s) {
            best = Math.max(best, v);
        }
        Set<Integer> accepted = new HashSet<>();
        for (SolutionNode n : next) {
            if (n.hole() < 1 || n.hole() > 9 || s[n.hole() - 1] == Integer.MIN_VALUE) {
                out.add("after " + line + ": " + n.hole() + " is illegal");
                return;
            }
            accepted.add(n.hole());
            if (s[n.hole() - 1] != best) {
                out.add("after " + line + ": " + n.hole() + " scores " + s[n.hole() - 1] + ", the best " + best);
            }
        }
        if (solverToMove) {
            for (int h = 1; h <= 9; h++) {
                int v = s[h - 1];
                if (v == Integer.MIN_VALUE || accepted.contains(h)) {
                    continue;
                }
                boolean clearlyWorse = best >= DECIDED ? v < DECIDED : v <= best - margin;
                if (!clearlyWorse) {
                    out.add("after " + line + ": " + h + " (" + v + ") is nearly as good as " + best);
                }
            }
        }
        for (SolutionNode n : next) {
            line.add(n.hole());
            judge(p.play(n.hole()), n.next(), !solverToMove, line, out);
            line.remove(line.size() - 1);
        }
    }

    /** The goal against the stores along the main line, and a win against the search's proof. */
    private void checkGoal(Puzzle puzzle, List<String> out) {
        Board b = new Board(puzzle.start());
        int solver = b.sideToMove();
        int mine = b.store(solver);
        int theirs = b.store(1 - solver);
        for (int h : puzzle.mainLine()) {
            b.play(h - 1);
        }
        int gain = (b.store(solver) - mine) - (b.store(1 - solver) - theirs);
        boolean over = b.isGameOver();
        boolean won = over && b.finalStore(solver) > b.finalStore(1 - solver);
        Goal goal = puzzle.goal();
        switch (goal.kind()) {
            case WIN -> {
                if (!won) {
                    out.add("goal win, but the main line ends " + (over ? "without a win" : "before the game does"));
                }
                int first = scores(puzzle.start())[puzzle.mainLine().get(0) - 1];
                if (first < DECIDED) {
                    out.add("goal win, but no forced win after the first move (" + first + ")");
                }
            }
            case GAIN -> {
                if (!won && gain != goal.stones()) {
                    out.add("goal " + goal + ", but the stores count a net gain of " + gain);
                }
            }
            case DEFEND -> {
                if (!over && gain < 0) {
                    out.add("goal defend, but the line loses " + -gain + " stones");
                }
            }
            case DRAW -> {
                if (over && b.finalStore(solver) != b.finalStore(1 - solver)) {
                    out.add("goal draw, but the main line ends the game decided");
                }
            }
        }
    }
}
