package otau.puzzle;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import otau.engine.egtb.Tablebase;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.engine.solve.Verdict;
import otau.game.Position;
import otau.game.Side;
import otau.puzzle.solve.StoreDifferenceSearch;
import otau.puzzle.solve.ScoredMove;

/**
 * Finds etudes in our own self-play: games (random first plies, then a shallow search with
 * occasional errors) are played into the endgame, and positions with a middling number of
 * stones are handed to the {@link Solver}. A position is kept when the solver proves a win
 * that takes long against the longest resistance, or proves a draw; the solver's line is
 * the etude's solution. Nothing is taken from recorded games.
 */
public final class EtudeMiner {
    /**
     * What to look for.
     *
     * @param uncookedOnly keep only etudes whose stipulation is proved uncooked: one winning
     *                     first move (every other one proved not to win), or a draw the solver
     *                     cannot turn into a win. Of 45 etudes mined without it, 40 had a second
     *                     winning first move.
     */
    public record Settings(long seed, double secondsPerPosition, int minWinPlies, int minStones, int maxStones,
                           boolean uncookedOnly) {
        public static Settings standard(long seed) {
            return new Settings(seed, 4, 11, 14, 40, true);
        }
    }

    private final Settings settings;
    private final Tablebase tablebase;
    private final Set<Position> seen = new HashSet<>();
    private final StoreDifferenceSearch player = new StoreDifferenceSearch();

    public EtudeMiner(Settings settings, Tablebase tablebase) {
        this.settings = settings;
        this.tablebase = tablebase;
    }

    /** Plays {@code games} games and returns the etudes found, each proved. */
    public List<Puzzle> mine(int games, Progress progress, Cancellation cancel) {
        List<Puzzle> found = new ArrayList<>();
        for (int g = 0; g < games && !cancel.isCancelled(); g++) {
            found.addAll(mineGame(g, cancel));
            progress.update(g + 1, games, found.size() + " etudes");
        }
        return found;
    }

    /** Plays game number {@code index} (0-based) of the seed and returns its etudes. */
    public List<Puzzle> mineGame(int index, Cancellation cancel) {
        Random rnd = new Random(settings.seed() * 1_000_003L + index);
        List<Position> line = new ArrayList<>();
        Position p = Position.start();
        int opening = 2 + rnd.nextInt(8);
        double errors = 0.05 + 0.25 * rnd.nextDouble();
        int plies = 0;
        while (!p.isGameOver() && plies < 400) {
            int[] legal = p.legalMoves();
            int move;
            if (plies < opening || rnd.nextDouble() < errors) {
                move = legal[rnd.nextInt(legal.length)];
            } else {
                List<ScoredMove> a = player.analyse(p, 4);
                move = a.get(0).hole();
            }
            p = p.play(move);
            plies++;
            int inHoles = inHoles(p);
            if (!p.isGameOver() && inHoles >= settings.minStones() && inHoles <= settings.maxStones()) {
                line.add(p);
            }
        }
        List<Puzzle> out = new ArrayList<>();
        // Later positions first (fewer stones solve faster), every fourth, six tries and three etudes a game at most.
        int tries = 0;
        for (int i = line.size() - 1; i >= 0 && out.size() < 3 && tries < 6 && !cancel.isCancelled(); i -= 4) {
            tries++;
            Position q = line.get(i).withMoveNumber(1 + (line.get(i).moveNumber() - 1));
            if (!seen.add(q)) {
                continue;
            }
            Puzzle e = etude(q, "otau self-play etudes, seed " + settings.seed() + ", game " + (index + 1), cancel);
            if (e != null) {
                out.add(e);
            }
        }
        return out;
    }

    static int inHoles(Position p) {
        return p.totalStones() - p.store(Side.WHITE) - p.store(Side.BLACK);
    }

    /** The etude at {@code p} if the solver proves a long win for the side to move or a draw; else null. */
    public Puzzle etude(Position p, String source, Cancellation cancel) {
        AtomicBoolean stop = new AtomicBoolean();
        SolveResult r = new Solver(tablebase).solve(p, SolveGoal.DECIDE, settings.secondsPerPosition(), 1, 64,
                SolveListener.NONE, stop);
        if (!r.proven() || r.mainLine().isEmpty()) {
            return null;
        }
        Verdict v = r.verdict();
        Goal goal;
        List<Integer> moves = new ArrayList<>(r.mainLine());
        if (v.winner() == p.sideToMove()) {
            // A puzzle line ends on the solver's move (a win completed by the loser's forced
            // move into a tuzdyk does not qualify).
            if (r.endsInTablebase() || moves.size() < settings.minWinPlies() || moves.size() % 2 == 0) {
                return null;
            }
            goal = Goal.win();
        } else if (v == Verdict.DRAW) {
            if (moves.size() % 2 == 0) {
                moves.remove(moves.size() - 1); // a puzzle line ends on the solver's move
            }
            if (moves.size() < 5 || !LineFacts.drawShown(p, moves)) {
                return null;
            }
            goal = Goal.draw();
        } else {
            return null;
        }
        int rating = 1400 + 25 * Math.min(40, moves.size()) + (goal.kind() == Goal.Kind.DRAW ? 200 : 0);
        String id = "etude-" + Long.toHexString(p.hash() & 0xFFFFFFL);
        Puzzle etude = new Puzzle(id, p, SolutionNode.line(moves), List.of("etude", "endgame"), goal, rating, source,
                Map.of());
        if (settings.uncookedOnly() && !provedUncooked(etude, cancel)) {
            return null;
        }
        // A caption, as the other miners write, so that a list shows "Count to the win in 6", not the id.
        return etude.withTitle(PuzzleTitle.of(etude));
    }

    /** The stipulation proved along the whole line, with no cook and no first move left open. */
    private boolean provedUncooked(Puzzle etude, Cancellation cancel) {
        AtomicBoolean stop = new AtomicBoolean(cancel.isCancelled());
        StipulationProof proof = StipulationProof.prove(etude, new Solver(tablebase), settings.secondsPerPosition(),
                step -> { }, stop);
        return proof.status() == StipulationProof.Status.PROVED && !proof.cooked() && !proof.cook().winOpen()
                && proof.cook().unsettled().isEmpty();
    }
}
