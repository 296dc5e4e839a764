package otau.puzzle.mine;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import otau.game.Position;
import otau.puzzle.Cancellation;
import otau.puzzle.Goal;
import otau.puzzle.LineFacts;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleRater;
import otau.puzzle.PuzzleTitle;
import otau.puzzle.PuzzleVerifier;
import otau.puzzle.SolutionNode;
import otau.puzzle.SolveCriteria;
import otau.puzzle.Theme;
import otau.puzzle.ThemeDetector;
import otau.puzzle.solve.PuzzleSolver;
import otau.puzzle.solve.ScoredMove;

/**
 * Finds puzzles in a game by the {@link MiningRules}: a cheap scan of every position for
 * the opponent's mistake, then deep checks on the candidates only. The line is grown by
 * {@link LineBuilder}, its goal is the main line's net gain (FORMATS.md §4), one-move
 * puzzles are kept only for the themes that need them, and every puzzle is proved again by
 * {@link PuzzleVerifier} and, when one is set, by a second judge ({@link #crossCheck}): a
 * line that judge doubts is shortened until it agrees, and dropped when even the first move
 * is in doubt.
 */
public final class PuzzleMiner {
    /** Themes whose point is a single move: they may make one-move puzzles. */
    static final Set<Theme> ONE_MOVE_THEMES = Set.of(Theme.TUZDYK, Theme.TUZDYK_DEFENCE, Theme.ONLY_MOVE,
            Theme.STARVATION, Theme.TEMPO);

    private final PuzzleSolver solver;
    private final MiningSettings settings;
    private final MiningRules rules;
    private final LineBuilder lines;
    private final PuzzleVerifier verifier;
    private final Set<Long> seen = new HashSet<>();
    private PuzzleSolver judge;
    private PuzzleVerifier judgeVerifier;
    private SolveCriteria judgeCriteria;
    private otau.engine.solve.Solver exact;
    private double exactSeconds;

    public PuzzleMiner(PuzzleSolver solver, MiningSettings settings) {
        this.solver = solver;
        this.settings = settings;
        this.rules = new MiningRules(settings);
        this.lines = new LineBuilder(solver, settings, rules);
        this.verifier = new PuzzleVerifier(solver, settings.criteria());
    }

    /** Keeps only puzzles that {@code other} also proves under {@code criteria} (e.g. the engine). */
    public PuzzleMiner crossCheck(PuzzleSolver other, SolveCriteria criteria) {
        this.judge = other;
        this.judgeCriteria = criteria;
        this.judgeVerifier = new PuzzleVerifier(other, criteria);
        if (exact != null) {
            judgeVerifier.withProver(exact, exactSeconds);
        }
        return this;
    }

    /**
     * Checks win and draw puzzles with {@code exact} (one with the user's tablebase), as
     * {@code otau puzzles verify} does; without it, the exact solver has no table.
     */
    public PuzzleMiner withProver(otau.engine.solve.Solver exact, double seconds) {
        this.exact = exact;
        this.exactSeconds = seconds;
        verifier.withProver(exact, seconds);
        if (judgeVerifier != null) {
            judgeVerifier.withProver(exact, seconds);
        }
        return this;
    }

    /** Skips a position already used (e.g. by a puzzle of an existing collection). */
    public void exclude(Position p) {
        seen.add(p.hash());
    }

    /** Why a position qualifies: a clear gain or win, a tuzdyk that gains, or the only move that holds. */
    enum Kind { GAIN, TUZDYK, HOLD }

    /**
     * The puzzles of one game. {@code studies}: a bare-endgame exercise, mined from the end
     * backwards, where a position qualifies on its own (precise counting decides) with no
     * mistake before it.
     */
    public List<Puzzle> mine(MinedGame g, Cancellation cancel, boolean studies, Predicate<Puzzle> wanted) {
        // The proofs of win and draw goals take up to a minute: they stop with the mining.
        verifier.withCancel(cancel.flag());
        if (judgeVerifier != null) {
            judgeVerifier.withCancel(cancel.flag());
        }
        List<Puzzle> found = new ArrayList<>();
        SolveCriteria c = settings.criteria();
        int n = g.positions().size();
        for (int k = 1; k < n && found.size() < settings.maxPerGame(); k++) {
            if (cancel.isCancelled()) {
                break;
            }
            int i = studies ? n - k : k;
            try {
                Puzzle puzzle = puzzleAt(g, i, studies, c);
                if (puzzle != null && wanted.test(puzzle)) {
                    seen.add(g.positions().get(i).hash());
                    found.add(puzzle);
                }
            } catch (RuntimeException e) {
                // A search or proof broken off by the cancel (which may also interrupt the
                // thread): the game's puzzles found so far stand.
                if (cancel.isCancelled()) {
                    break;
                }
                throw e;
            }
        }
        return found;
    }

    /** The puzzle at position {@code i} of the game, or null if none qualifies there. */
    private Puzzle puzzleAt(MinedGame g, int i, boolean studies, SolveCriteria c) {
        Position p = g.positions().get(i);
        if (p.isGameOver() || seen.contains(p.hash())
                || g.weak() && ThemeDetector.stonesInHoles(p) > ThemeDetector.ENDGAME_STONES) {
            return null;
        }
        if (!studies && !followsMistake(g, i)) {
            return null;
        }
        List<ScoredMove> now = g.analysis(solver, i, c.depth());
        Kind kind = kind(p, now);
        return kind == null ? null : build(p, now, kind, g.sourceAt(i));
    }

    /** The opponent's move into position {@code i} was a mistake: first the cheap scan, then the deep check. */
    private boolean followsMistake(MinedGame g, int i) {
        int played = g.moves().get(i - 1);
        List<ScoredMove> scan = g.analysis(solver, i - 1, settings.scanDepth());
        if (!rules.maybeMistake(scan.get(0), PuzzleVerifier.find(scan, played))) {
            return false;
        }
        List<ScoredMove> deep = g.analysis(solver, i - 1, settings.criteria().depth());
        return rules.mistake(deep.get(0), PuzzleVerifier.find(deep, played));
    }

    /** Why a position that follows a mistake (or is an exercise) makes a puzzle, or null when it does not. */
    private Kind kind(Position p, List<ScoredMove> now) {
        if (!rules.onlyGood(now)) {
            return null;
        }
        int lead = LineFacts.lead(p, p.sideToMove()) * 100;
        ScoredMove best = now.get(0);
        boolean gaining = best.isWin() || best.score() - lead >= settings.minGain() * 100;
        // A tuzdyk on offer pays for the rest of the game even where a search counts little yet.
        boolean tuzdyk = p.play(best.hole()).lastMove().tuzdyk() && best.score() - lead >= 100;
        boolean onlyMove = ThemeDetector.isOnlyMove(p, now, 2 * settings.criteria().margin());
        return gaining ? Kind.GAIN : tuzdyk ? Kind.TUZDYK : onlyMove ? Kind.HOLD : null;
    }

    /**
     * The puzzle at one position, judged without its history (an exercise, as for endgame
     * studies): empty when the position does not qualify.
     */
    public Optional<Puzzle> puzzleAt(Position p, String source) {
        if (p.isGameOver()) {
            return Optional.empty();
        }
        List<ScoredMove> now = solver.analyse(p, settings.criteria().depth());
        Kind kind = kind(p, now);
        return kind == null ? Optional.empty() : Optional.ofNullable(build(p, now, kind, source));
    }

    /** Builds, checks, rates and titles the puzzle at {@code p}, or returns null when it does not qualify. */
    private Puzzle build(Position p, List<ScoredMove> first, Kind kind, String source) {
        List<Integer> finish = new ArrayList<>();
        List<Integer> line = lines.extend(p, first, finish);
        LineBuilder.trim(p, line);
        // The longest line every judge accepts: a later move in doubt costs that move, not the puzzle.
        while (true) {
            Puzzle puzzle = proved(p, line, finish, first, kind, source);
            if (puzzle != null) {
                int rating = PuzzleRater.rate(solver, settings.criteria(), p, line, first,
                        puzzle.themes().stream().map(Theme::of).toList(), puzzle.goal());
                if (rating < settings.minRating() || rating > settings.maxRating()) {
                    return null;
                }
                Puzzle rated = puzzle.withRating(rating);
                return rated.withTitle(PuzzleTitle.of(rated));
            }
            if (line.size() < 3) {
                return null;
            }
            finish.clear();
            line.remove(line.size() - 1);
            line.remove(line.size() - 1);
            LineBuilder.trim(p, line);
        }
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
            int net = facts.storeGain();
            // The line must settle it: the search sees the net gain hold up after the line's end.
            int seen = gainSeen(best, lead);
            if (judge != null) {
                seen = Math.min(seen, gainSeen(PuzzleVerifier.find(judge.analyse(p, judgeCriteria.depth()),
                        line.get(0)), lead));
            }
            if (net > seen + PuzzleVerifier.HOLDUP_STONES || kind == Kind.GAIN && net < settings.minGain() || kind == Kind.TUZDYK && net < 1
                    || net < 0) {
                return null;
            }
            goal = Goal.gain(net);
        }
        List<Theme> themes = ThemeDetector.themes(p, line, first, settings.criteria().margin());
        boolean oneMoveTheme = themes.stream().anyMatch(ONE_MOVE_THEMES::contains)
                || goal.kind() == Goal.Kind.WIN || goal.kind() == Goal.Kind.DRAW || goal.kind() == Goal.Kind.DEFEND;
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

    /** A stable id from the position: the same position always gets the same id. */
    public static String idFor(Position p) {
        return Puzzle.idFor(p);
    }
}
