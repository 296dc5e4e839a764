package otau.puzzle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import otau.game.Move;
import otau.game.Position;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;
import otau.puzzle.solve.PuzzleSolver;
import otau.puzzle.solve.ScoredMove;

/**
 * Finds puzzles in games, in the spirit of the Lichess puzzler adapted to this game. A
 * position qualifies when the opponent's last move was an error (it gave away at least the
 * margin) and the side to move now has a clearly gaining or winning continuation, or when
 * exactly one move holds and every other loses ground. At every solver move the best move
 * must be unique (only the last may be any of several moves that each win the game on the
 * spot); the opponent answers with its best reply; the line grows while it stays unique and
 * is trimmed to end on a solver move that wins something. Duplicates (same
 * position) are dropped; every puzzle found is proved again by {@link PuzzleVerifier}, and
 * by a second judge when one is set ({@link #crossCheck}): a line that judge doubts is
 * shortened until it agrees, and dropped when even the first move is in doubt.
 *
 * <p>The starting rating is {@link PuzzleRater}'s. The game sources (self-play, endgame and
 * starvation games) stay here with the mining, over 400 lines, because both work on one
 * {@code Game} record and its cache of the solver's analyses, position by position.
 */
public final class PuzzleGenerator {
    private final PuzzleSolver solver;
    private final Settings settings;
    private final PuzzleVerifier verifier;
    private final Set<Long> seen = new HashSet<>();
    private PuzzleSolver judge;
    private PuzzleVerifier judgeVerifier;
    private SolveCriteria judgeCriteria;
    /** Keeps endgame and starvation games apart from ordinary self-play games of the same seed. */
    private static final long ENDGAME_SEED_OFFSET = 500_000_000L;
    private static final long STARVATION_SEED_OFFSET = 700_000_000L;
    /** Share of self-play games played weakly. */
    static final double WEAK_SHARE = 0.3;

    /**
     * @param criteria       depth and margins for every judgement
     * @param minGain        least gain in stones for a gaining puzzle
     * @param maxSolverMoves longest solution, in solver moves
     * @param minRating      puzzles rated lower are dropped
     * @param maxRating      puzzles rated higher are dropped
     * @param seed           seed of the self-play openings and errors
     * @param errorRate      share of self-play moves chosen among the weaker moves
     * @param maxPerGame     most puzzles taken from one game (keeps the set varied)
     */
    public record Settings(SolveCriteria criteria, int minGain, int maxSolverMoves, int minRating, int maxRating,
                           long seed, double errorRate, int maxPerGame) {
        public static Settings standard() {
            return new Settings(SolveCriteria.standard(), 4, 6, 0, 9999, 1, 0.15, 8);
        }

        public Settings withCriteria(SolveCriteria c) {
            return new Settings(c, minGain, maxSolverMoves, minRating, maxRating, seed, errorRate, maxPerGame);
        }

        public Settings withRatings(int min, int max) {
            return new Settings(criteria, minGain, maxSolverMoves, min, max, seed, errorRate, maxPerGame);
        }

        public Settings withSeed(long s) {
            return new Settings(criteria, minGain, maxSolverMoves, minRating, maxRating, s, errorRate, maxPerGame);
        }
    }

    public PuzzleGenerator(PuzzleSolver solver, Settings settings) {
        this.solver = solver;
        this.settings = settings;
        this.verifier = new PuzzleVerifier(solver, settings.criteria());
    }

    /**
     * Keeps only puzzles that {@code other} also proves under {@code criteria} (e.g. the
     * engine, so that the collection agrees with the program players use). A gain goal is
     * capped at what that judge sees too.
     */
    public PuzzleGenerator crossCheck(PuzzleSolver other, SolveCriteria criteria) {
        this.judge = other;
        this.judgeCriteria = criteria;
        this.judgeVerifier = new PuzzleVerifier(other, criteria);
        return this;
    }

    /** Skips positions already used (e.g. by the puzzles of an existing collection). */
    public void exclude(Position p) {
        seen.add(p.hash());
    }

    // --- sources -----------------------------------------------------------------------

    /** Plays {@code games} self-play games (random first plies, then the solver with errors) and mines them. */
    public List<Puzzle> selfPlay(int games, Progress progress, Cancellation cancel) {
        List<Puzzle> found = new ArrayList<>();
        for (int g = 0; g < games && !cancel.isCancelled(); g++) {
            found.addAll(selfPlayGame(g, cancel));
            progress.update(g + 1, games, found.size() + " puzzles");
        }
        return found;
    }

    /** Plays and mines self-play game number {@code index} (0-based); the same seed and index give the same game. */
    public List<Puzzle> selfPlayGame(int index, Cancellation cancel) {
        Random rnd = new Random(settings.seed() * 1_000_003L + index);
        Game game = playGame(rnd, cancel, Style.NORMAL);
        String source = String.format(Locale.ROOT, "Otau self-play, seed %d, game %d", settings.seed(), index + 1);
        return mine(game, source, cancel, false, p -> true);
    }

    /**
     * Plays weak self-play game number {@code index} down to its bare endgame and mines the
     * positions with few stones left, where precise counting decides: there a position
     * qualifies on its own (a unique winning or gaining line, or the only move that holds),
     * with no need for an error just before it.
     */
    public List<Puzzle> endgameGame(int index, Cancellation cancel) {
        Random rnd = new Random(settings.seed() * 1_000_003L + index + ENDGAME_SEED_OFFSET);
        Game game = playGame(rnd, cancel, Style.WEAK);
        String source = String.format(Locale.ROOT, "Otau endgame self-play, seed %d, game %d", settings.seed(), index + 1);
        return mine(game, source, cancel, true, p -> true);
    }

    /**
     * Plays game number {@code index} soundly up to the endgame (so that neither store runs
     * away), then weakly, both sides now and then starving the other (the move that leaves the
     * fewest stones on the opponent's side): about half such games end with a player left
     * without a move. Mined like
     * {@link #endgameGame}, keeping only the puzzles about the no-move end.
     */
    public List<Puzzle> starvationGame(int index, Cancellation cancel) {
        Random rnd = new Random(settings.seed() * 1_000_003L + index + STARVATION_SEED_OFFSET);
        Game game = playGame(rnd, cancel, Style.STARVING);
        String source = String.format(Locale.ROOT, "Otau starvation self-play, seed %d, game %d", settings.seed(),
                index + 1);
        return mine(game, source, cancel, true, p -> p.hasTheme(Theme.STARVATION));
    }

    /** Mines the main lines of recorded games. */
    public List<Puzzle> fromGames(List<GameRecord> records, String sourceName, Progress progress, Cancellation cancel) {
        List<Puzzle> found = new ArrayList<>();
        int number = 0;
        for (GameRecord r : records) {
            if (cancel.isCancelled()) {
                break;
            }
            number++;
            List<Position> positions = new ArrayList<>();
            positions.add(r.start());
            List<Integer> moves = new ArrayList<>();
            for (RecordNode n : r.mainLine()) {
                positions.add(n.position());
                moves.add(n.move().hole());
            }
            found.addAll(mine(new Game(positions, moves, new HashMap<>(), false), sourceName + ", game " + number, cancel,
                    false, p -> true));
            progress.update(number, records.size(), found.size() + " puzzles");
        }
        return found;
    }

    /** A played game: its positions, the moves between them, and the analyses made so far. */
    private record Game(List<Position> positions, List<Integer> moves, Map<Integer, List<ScoredMove>> analyses,
                        boolean weak) {
    }

    private List<ScoredMove> analysis(Game g, int i) {
        return g.analyses.computeIfAbsent(i, k -> solver.analyse(g.positions.get(k), settings.criteria().depth()));
    }

    /** How a self-play game is played. */
    private enum Style { NORMAL, WEAK, STARVING }

    private Game playGame(Random rnd, Cancellation cancel, Style style) {
        // A share of weak games (shallow search, many random moves): they are the ones that
        // run down to bare endgames where a player can be left without a move.
        boolean weak = rnd.nextDouble() < WEAK_SHARE || style != Style.NORMAL;
        Game g = new Game(new ArrayList<>(), new ArrayList<>(), new HashMap<>(), weak);
        Position p = Position.start();
        g.positions.add(p);
        int opening = 2 + rnd.nextInt(9);
        // Some games nearly clean (they reach close endgames), some wild (many errors).
        double errorRate = settings.errorRate() * (0.2 + 1.6 * rnd.nextDouble());
        while (!p.isGameOver() && g.moves.size() < 400 && !cancel.isCancelled()) {
            int move;
            if (style == Style.STARVING) {
                move = starvingGameMove(p, rnd, g.moves.size() < opening);
            } else if (weak) {
                int[] legal = p.legalMoves();
                move = rnd.nextBoolean() ? legal[rnd.nextInt(legal.length)] : solver.analyse(p, 2).get(0).hole();
            } else if (g.moves.size() < opening) {
                int[] legal = p.legalMoves();
                move = legal[rnd.nextInt(legal.length)];
            } else {
                List<ScoredMove> a = analysis(g, g.positions.size() - 1);
                move = choose(a, rnd, errorRate);
            }
            p = p.play(move);
            g.moves.add(move);
            g.positions.add(p);
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

    /**
     * The puzzle at one position, judged without its history: a unique best move that gains
     * clearly or wins, or the only move that holds. Empty when the position does not qualify.
     */
    public java.util.Optional<Puzzle> puzzleAt(Position p, String source) {
        if (p.isGameOver()) {
            return java.util.Optional.empty();
        }
        SolveCriteria c = settings.criteria();
        List<ScoredMove> now = solver.analyse(p, c.depth());
        if (!c.unique(now)) {
            return java.util.Optional.empty();
        }
        int lead = LineFacts.lead(p, p.sideToMove()) * 100;
        ScoredMove best = now.get(0);
        boolean gaining = best.isWin() || best.score() - lead >= settings.minGain() * 100;
        Kind kind = gaining ? Kind.GAIN : ThemeDetector.isOnlyMove(p, now, 2 * c.margin()) ? Kind.HOLD : null;
        return kind == null ? java.util.Optional.empty() : java.util.Optional.ofNullable(build(p, now, kind, source));
    }

    // --- mining ------------------------------------------------------------------------

    private List<Puzzle> mine(Game g, String source, Cancellation cancel, boolean studies,
                              java.util.function.Predicate<Puzzle> wanted) {
        List<Puzzle> found = new ArrayList<>();
        SolveCriteria c = settings.criteria();
        int n = g.positions.size();
        for (int k = 1; k < n && found.size() < settings.maxPerGame(); k++) {
            if (cancel.isCancelled()) {
                break;
            }
            // Endgame studies are taken from the end of the game backwards: the barest first.
            int i = studies ? n - k : k;
            Position p = g.positions.get(i);
            if (p.isGameOver() || seen.contains(p.hash())
                    || g.weak && ThemeDetector.stonesInHoles(p) > ThemeDetector.ENDGAME_STONES) {
                continue;
            }
            List<ScoredMove> before = analysis(g, i - 1);
            ScoredMove played = PuzzleVerifier.find(before, g.moves.get(i - 1));
            boolean error = c.clearlyWorse(played, before.get(0)) && !before.get(0).isLoss();
            List<ScoredMove> now = analysis(g, i);
            if (!c.unique(now)) {
                continue;
            }
            int lead = LineFacts.lead(p, p.sideToMove()) * 100;
            ScoredMove best = now.get(0);
            boolean gaining = best.isWin() || best.score() - lead >= settings.minGain() * 100;
            boolean onlyMove = ThemeDetector.isOnlyMove(p, now, 2 * c.margin());
            // A tuzdyk on offer is the opponent's slip even where a search counts little loss
            // yet: it pays for the rest of the game. A smaller gain will do for it.
            boolean tuzdyk = p.play(best.hole()).lastMove().tuzdyk() && best.score() - lead >= 100;
            Kind kind = (error || studies) && gaining ? Kind.GAIN : tuzdyk ? Kind.TUZDYK : onlyMove ? Kind.HOLD : null;
            if (kind == null) {
                continue;
            }
            Puzzle puzzle = build(p, now, kind, source + ", ply " + (i + 1));
            if (puzzle != null && wanted.test(puzzle)) {
                seen.add(p.hash());
                found.add(puzzle);
            }
        }
        return found;
    }

    /** Why a position qualifies: a clear gain or win, a tuzdyk that gains, or the only move that holds. */
    private enum Kind { GAIN, TUZDYK, HOLD }

    /** Builds, checks and rates the puzzle at {@code p}, or returns null when it does not qualify. */
    private Puzzle build(Position p, List<ScoredMove> first, Kind kind, String source) {
        List<Integer> finish = new ArrayList<>();
        List<Integer> line = extend(p, first, finish);
        trim(p, line);
        // The longest line every judge accepts: a later move in doubt costs that move, not the puzzle.
        while (true) {
            Puzzle puzzle = proved(p, line, finish, first, kind, source);
            if (puzzle != null) {
                int rating = PuzzleRater.rate(solver, settings.criteria(), p, line, first,
                        puzzle.themes().stream().map(Theme::of).toList(), puzzle.goal());
                return rating < settings.minRating() || rating > settings.maxRating() ? null : puzzle.withRating(rating);
            }
            if (line.size() < 3) {
                return null;
            }
            finish.clear();
            line.remove(line.size() - 1);
            line.remove(line.size() - 1);
            trim(p, line);
        }
    }

    /**
     * The solver's unique best moves and the opponent's best replies, while they stay unique.
     * The last solver move may also be one of several that each win the game at once: then
     * the line ends there and {@code finish} receives the other such moves, all accepted.
     */
    private List<Integer> extend(Position p, List<ScoredMove> first, List<Integer> finish) {
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
            // Of the opponent's equally good replies, one after which the solver's move is unique keeps the line going.
            for (int i = 1; i < replies.size() && !c.unique(next) && c.asGood(replies.get(i), replies.get(0)); i++) {
                Position other = pos.play(replies.get(i).hole());
                if (other.isGameOver()) {
                    continue;
                }
                List<ScoredMove> otherNext = solver.analyse(other, c.depth());
                if (c.unique(otherNext)) {
                    reply = replies.get(i).hole();
                    after = other;
                    next = otherNext;
                }
            }
            if (!c.unique(next)) {
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
    private List<Integer> winningAtOnce(Position p, List<ScoredMove> scored) {
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

    /** The puzzle for this line with its goal and themes (rating not yet set), if every judge proves it. */
    private Puzzle proved(Position p, List<Integer> line, List<Integer> finish, List<ScoredMove> first, Kind kind,
                          String source) {
        LineFacts facts = LineFacts.of(p, line);
        ScoredMove best = first.get(0);
        int lead = LineFacts.lead(p, p.sideToMove()) * 100;
        Goal goal;
        if (facts.gameOver() && facts.solverWins() && best.isWin()) {
            goal = Goal.win();
        } else if (facts.gameOver() && facts.draw() && best.decided() && best.score() == 0) {
            goal = Goal.draw();
        } else if (facts.gameOver()) {
            return null;
        } else {
            int gain = Math.min(facts.gain(), gainSeen(best, lead));
            if (judge != null) {
                gain = Math.min(gain, gainSeen(PuzzleVerifier.find(judge.analyse(p, judgeCriteria.depth()), line.get(0)),
                        lead));
            }
            if (kind == Kind.GAIN && gain < settings.minGain() || kind == Kind.TUZDYK && gain < 1
                    || kind == Kind.HOLD && gain < 0) {
                return null;
            }
            goal = Goal.gain(gain);
        }
        SolveCriteria c = settings.criteria();
        List<Theme> themes = ThemeDetector.themes(p, line, first, c.margin());
        boolean oneMoveTheme = themes.contains(Theme.TUZDYK) || themes.contains(Theme.DEFENCE)
                || themes.contains(Theme.ONLYMOVE) || goal.kind() != Goal.Kind.GAIN;
        if (line.size() == 1 && !oneMoveTheme) {
            return null;
        }
        Puzzle puzzle = new Puzzle(idFor(p), p.withMoveNumber(p.moveNumber()), SolutionNode.line(line, finish),
                themes.stream().map(Theme::word).toList(), goal, 0, source, Map.of());
        if (!verifier.verify(puzzle).isEmpty() || judgeVerifier != null && !judgeVerifier.verify(puzzle).isEmpty()) {
            return null;
        }
        return puzzle;
    }

    /** The stones a search's score of the first move promises over the lead at the start. */
    private static int gainSeen(ScoredMove move, int lead) {
        return move.isWin() ? Integer.MAX_VALUE : Math.floorDiv(move.score() - lead, 100);
    }

    /** Drops trailing solver moves (with the reply before them) that win nothing. */
    private static void trim(Position start, List<Integer> line) {
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

    /** A stable id from the position: the same position always gets the same id. */
    static String idFor(Position p) {
        return String.format(Locale.ROOT, "otau-%08x", (int) (p.hash() ^ (p.hash() >>> 32)));
    }
}
