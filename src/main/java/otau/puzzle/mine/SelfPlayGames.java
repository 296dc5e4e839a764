package otau.puzzle.mine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import otau.game.Position;
import otau.puzzle.Cancellation;
import otau.puzzle.ThemeDetector;
import otau.puzzle.solve.PuzzleSolver;
import otau.puzzle.solve.ScoredMove;

/**
 * The self-play source: ordinary games (random first plies, then the solver with errors),
 * weak games played down to bare endgames, and games in which both sides try to starve the
 * other. The same seed and game number always give the same game.
 */
public final class SelfPlayGames {
    /** Keeps endgame and starvation games apart from ordinary self-play games of the same seed. */
    private static final long ENDGAME_SEED_OFFSET = 500_000_000L;
    private static final long STARVATION_SEED_OFFSET = 700_000_000L;
    /** Share of self-play games played weakly. */
    static final double WEAK_SHARE = 0.3;

    /** How a self-play game is played. */
    public enum Style { NORMAL, WEAK, STARVING }

    private final PuzzleSolver solver;
    private final MiningSettings settings;

    public SelfPlayGames(PuzzleSolver solver, MiningSettings settings) {
        this.solver = solver;
        this.settings = settings;
    }

    /** Game number {@code index} (0-based) of the given style. */
    public MinedGame play(int index, Style style, Cancellation cancel) {
        long offset = switch (style) {
            case NORMAL -> 0;
            case WEAK -> ENDGAME_SEED_OFFSET;
            case STARVING -> STARVATION_SEED_OFFSET;
        };
        Random rnd = new Random(settings.seed() * 1_000_003L + index + offset);
        String kind = switch (style) {
            case NORMAL -> "Otau self-play";
            case WEAK -> "Otau endgame self-play";
            case STARVING -> "Otau starvation self-play";
        };
        String source = String.format(Locale.ROOT, "%s, seed %d, game %d", kind, settings.seed(), index + 1);
        // A share of weak games (shallow search, many random moves): they are the ones that
        // run down to bare endgames where a player can be left without a move.
        boolean weak = rnd.nextDouble() < WEAK_SHARE || style != Style.NORMAL;
        MinedGame g = MinedGame.of(new ArrayList<>(), new ArrayList<>(), source, weak);
        Position p = Position.start();
        g.positions().add(p);
        int opening = 2 + rnd.nextInt(9);
        // Some games nearly clean (they reach close endgames), some wild (many errors).
        double errorRate = settings.errorRate() * (0.2 + 1.6 * rnd.nextDouble());
        while (!p.isGameOver() && g.moves().size() < 400 && !cancel.isCancelled()) {
            int move;
            if (style == Style.STARVING) {
                move = starvingGameMove(p, rnd, g.moves().size() < opening);
            } else if (weak) {
                int[] legal = p.legalMoves();
                move = rnd.nextBoolean() ? legal[rnd.nextInt(legal.length)] : solver.analyse(p, 2).get(0).hole();
            } else if (g.moves().size() < opening) {
                int[] legal = p.legalMoves();
                move = legal[rnd.nextInt(legal.length)];
            } else {
                move = choose(g.analysis(solver, g.positions().size() - 1, settings.criteria().depth()), rnd, errorRate);
            }
            p = p.play(move);
            g.moves().add(move);
            g.positions().add(p);
        }
        return g;
    }

    /** Random first plies, sound play to the endgame, then half starving moves and half shallow best moves. */
    private int starvingGameMove(Position p, Random rnd, boolean opening) {
        if (opening) {
            int[] legal = p.legalMoves();
            return legal[rnd.nextInt(legal.length)];
        }
        if (ThemeDetector.stonesInHoles(p) > ThemeDetector.ENDGAME_STONES) {
            List<ScoredMove> a = solver.analyse(p, 4);
            return a.get(a.size() > 1 && rnd.nextDouble() < 0.1 ? 1 : 0).hole();
        }
        return rnd.nextBoolean() ? starving(p, rnd) : solver.analyse(p, 2).get(0).hole();
    }

    /** The move that leaves the fewest stones on the opponent's side (ties at random). */
    private static int starving(Position p, Random rnd) {
        int best = 0;
        int fewest = Integer.MAX_VALUE;
        int ties = 0;
        for (int h : p.legalMoves()) {
            int left = p.play(h).stonesOnSide(p.sideToMove().opposite());
            if (left < fewest) {
                fewest = left;
                best = h;
                ties = 1;
            } else if (left == fewest && rnd.nextInt(++ties) == 0) {
                best = h;
            }
        }
        return best;
    }

    /** The best move, or now and then a weaker one: the errors puzzles are made of. */
    private static int choose(List<ScoredMove> a, Random rnd, double errorRate) {
        if (a.size() > 1 && rnd.nextDouble() < errorRate) {
            return a.get(1 + rnd.nextInt(a.size() - 1)).hole();
        }
        int ties = 1;
        while (ties < a.size() && a.get(ties).score() == a.get(0).score()) {
            ties++;
        }
        return a.get(rnd.nextInt(ties)).hole();
    }
}
