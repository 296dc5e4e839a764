package otau.puzzle;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.concurrent.atomic.AtomicBoolean;
import otau.engine.solve.ProofMemory;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.engine.solve.Verdict;
import otau.game.Position;
import otau.game.Side;
import otau.io.Phrase;
import otau.puzzle.solve.PuzzleSolver;
import otau.puzzle.solve.ScoredMove;

/**
 * Proves puzzles. The fast check plays every line (legal moves, ends on a solver move, the
 * goal reached); the full check also searches every solver move (the line's move, or an
 * accepted alternative, is best and every other move clearly worse) and every opponent
 * reply (the best one), and confirms the goal holds up beyond the line's end.
 */
public final class PuzzleVerifier {
    /** Seconds the exact solver may spend on each position of an etude. */
    public static final double ETUDE_SECONDS = 60;

    /**
     * Stones of a line's gain the opponent may win back after its end: the line's net gain is
     * the goal (FORMATS.md §4), and it holds up when the search, looking past the line, sees
     * it less at most this.
     */
    public static final int HOLDUP_STONES = 2;

    /** Each etude proof's table a question, in MiB. */
    private static final int TABLE_MIB = 64;

    private final PuzzleSolver solver;
    private final SolveCriteria criteria;
    private Solver prover = new Solver(null);
    private double etudeSeconds = ETUDE_SECONDS;
    /** Threads for each etude position's solve (see {@link Solver#solve}). */
    private int threads = 1;
    /** Set to stop a check under way (see {@link #withCancel}). */
    private AtomicBoolean cancel = new AtomicBoolean();

    public PuzzleVerifier(PuzzleSolver solver, SolveCriteria criteria) {
        this.solver = solver;
        this.criteria = criteria;
    }

    /** Proves win and draw goals with {@code exact} (e.g. one with a tablebase), giving each etude position {@code seconds}. */
    public PuzzleVerifier withProver(Solver exact, double seconds) {
        this.prover = exact;
        this.etudeSeconds = seconds;
        return this;
    }

    /**
     * Stops when {@code cancel} is set (from any thread): the solves end at once and the check
     * throws {@link java.util.concurrent.CancellationException} rather than report what a stopped
     * solve could not prove.
     */
    public PuzzleVerifier withCancel(AtomicBoolean cancel) {
        this.cancel = cancel;
        return this;
    }

    /** Throws {@link java.util.concurrent.CancellationException} once the flag {@link #withCancel} gave is set. */
    private void stopIfCancelled() {
        if (cancel.get()) {
            throw new java.util.concurrent.CancellationException("the check was stopped");
        }
    }

    /**
     * Solves each etude position with {@code threads} (1 unless told): the same answers, a hard
     * position's sooner where the machine has the cores, so more is proved within the time.
     */
    public PuzzleVerifier withThreads(int threads) {
        this.threads = Math.max(1, threads);
        return this;
    }

    /** An etude: a win or draw goal with no move count, proved by the exact solver rather than by uniqueness. */
    public static boolean isEtude(Puzzle puzzle) {
        return puzzle.themes().contains("etude") && decisive(puzzle.goal());
    }

    /**
     * Proves an etude: the stipulated result at the start, and after every solver move of the
     * line that the result still holds (so the line never gives it away). The defender's
     * replies may be any moves: the result is proved against them all.
     */
    public List<Failure> proveEtude(Puzzle puzzle) {
        return proveEtude(puzzle, new ArrayList<>());
    }

    /**
     * {@link #proveEtude(Puzzle)}, adding to {@code notes} what the solver proved beyond the
     * stipulation: a {@link Note#cooked() cook} (a win where a draw is asked, a second winning
     * first move) or that the bounded search for a second winning move left moves open.
     */
    public List<Failure> proveEtude(Puzzle puzzle, List<Note> notes) {
        List<Failure> failures = new ArrayList<>();
        Position p = puzzle.start();
        // Each position of the line lies in the start's proof: kept tables read it there.
        Solver exact = prover.remembering(new ProofMemory(TABLE_MIB));
        // Verify reports no count of moves: only a cooked draw's line is shown, so only a draw
        // etude's start keeps the search for the shortest win.
        Solver resultOnly = exact.withShortestWinNodes(1);
        Phrase why = proveGoal(puzzle.goal().kind() == Goal.Kind.DRAW ? exact : resultOnly, p, puzzle, true, notes);
        if (why != null) {
            failures.add(new Failure("", why, undecided(why)));
            return failures;
        }
        List<Integer> line = puzzle.mainLine();
        // Along the line only the result counts.
        for (int i = 0; i < line.size(); i++) {
            Position next = p.play(line.get(i));
            // A solver move that ends the game is checked too: its result must meet the goal.
            if (i % 2 == 0) {
                why = proveGoal(resultOnly, next, puzzle, false, notes);
                if (why != null) {
                    failures.add(new Failure(MoveLabel.of(p, line.get(i)), Phrase.of("verify.afterMove", why), undecided(why)));
                    return failures;
                }
            }
            p = next;
        }
        return failures;
    }

    /** Seconds as they were given: 60, 0.001, 1.25 (never rounded to 0 or to other digits). */
    private static String seconds(double s) {
        return Double.isFinite(s) ? java.math.BigDecimal.valueOf(s).stripTrailingZeros().toPlainString() : "unlimited";
    }

    /** True for "not proved within the time": the puzzle may be sound, nothing was proved against it. */
    private static boolean undecided(Phrase why) {
        return UNPROVEN.equals(why.key());
    }

    private static final String UNPROVEN = "verify.unproven";

    /**
     * Something proved beyond an etude's stipulation, listed apart from failures.
     *
     * @param cooked  true for a cook; false for a note (a second winning move not found within the budget)
     * @param message what was proved, e.g. "draw stipulated, but White wins: 1. 69 …"
     */
    public record Note(boolean cooked, String message) {
    }

    /**
     * Null when the solver proves {@code puzzle}'s goal for its solver at {@code p} (a draw goal:
     * that the solver does not lose); else why not. At the start it also notes the cooks.
     */
    private Phrase proveGoal(Solver exact, Position p, Puzzle puzzle, boolean start, List<Note> notes) {
        Goal goal = puzzle.goal();
        Side solverSide = puzzle.solver();
        boolean win = goal.kind() == Goal.Kind.WIN;
        if (p.isGameOver()) {
            return Verdict.of(p.outcome()).meetsStipulation(solverSide, win) ? null
                    : Phrase.of("verify.overWith", p.outcome().toString());
        }
        SolveGoal g = SolveGoal.forStipulation(win, p.sideToMove() == solverSide);
        SolveResult r = exact.solve(p, g, etudeSeconds, threads, TABLE_MIB, SolveListener.NONE, cancel);
        stopIfCancelled();
        Boolean holds = r.stipulationHolds(solverSide, win);
        if (holds == null || !holds && !r.proven()) {
            return Phrase.of(UNPROVEN, goal.toString(),
                    seconds(etudeSeconds),
                    r.boundsPhrase() == null ? Phrase.literal("null") : r.boundsPhrase());
        }
        if (!holds) {
            return Phrase.of("verify.provenOther", r.verdict().phrase(), goal.toString());
        }
        if (start && r.proven()) {
            note(puzzle, r, notes);
        } else if (start) {
            notes.add(new Note(false, String.format(java.util.Locale.ROOT,
                    "proven: %s does not lose; whether it wins is open after %s s (a cook is not ruled out)",
                    solverSide == Side.WHITE ? "White" : "Black", seconds(etudeSeconds))));
        }
        return null;
    }

    /** The cooks of a proved start: a win for a draw, or other winning first moves than the composer's. */
    private static void note(Puzzle puzzle, SolveResult r, List<Note> notes) {
        Side solverSide = puzzle.solver();
        if (r.verdict().winner() != solverSide || r.mainLine().isEmpty()) {
            return;
        }
        if (puzzle.goal().kind() == Goal.Kind.DRAW) {
            notes.add(new Note(true, "draw stipulated, but " + r.verdict().text() + ": " + notation(r.position(), r.mainLine())));
            return;
        }
        int composers = puzzle.mainLine().get(0);
        List<Integer> also = r.otherWinningMoves(composers);
        List<Integer> open = r.openMoves(composers);
        if (!also.isEmpty()) {
            // The moves left open beside the duals are named too: the list of duals may not be whole.
            notes.add(new Note(true, "second winning first move: " + moves(r.position(), also)
                    + (also.size() == 1 ? " wins" : " win") + " as well as " + MoveLabel.of(r.position(), composers)
                    + (open.isEmpty() ? "" : "; not decided " + leftOpen(r, composers, open))));
        } else if (!open.isEmpty()) {
            notes.add(new Note(false, "second winning first move: not found " + leftOpen(r, composers, open)
                    + " (not proved unique)"));
        }
    }

    /** "within 1000000 nodes for 1. 23", or "in the time an etude is given for …" where the time ran out. */
    private static String leftOpen(SolveResult r, int composers, List<Integer> open) {
        return r.openMovesOutOfTime(composers).isEmpty()
                ? "within " + r.firstMoveNodes() + " nodes for " + moves(r.position(), open)
                : "in the time an etude is given for " + moves(r.position(), open);
    }

    private static String moves(Position p, List<Integer> holes) {
        return holes.stream().map(h -> MoveLabel.of(p, h)).collect(java.util.stream.Collectors.joining(", "));
    }

    private static boolean decisive(Goal goal) {
        return goal.kind() == Goal.Kind.WIN || goal.kind() == Goal.Kind.DRAW;
    }

    /**
     * One failure: the move it concerns (empty for the whole puzzle) and why; {@code undecided}
     * when nothing was proved against the puzzle, only its goal not proved within the time.
     */
    public record Failure(String move, Phrase what, boolean undecided) {
        /** A failure told in text that has no translation. */
        public Failure(String move, String message) {
            this(move, Phrase.literal(message));
        }

        /** A puzzle proved wrong (not {@link #undecided()}). */
        public Failure(String move, Phrase what) {
            this(move, what, false);
        }

        /** Why, in English. */
        public String message() {
            return what.english();
        }
    }

    /** Legality, shape and goal of every line, with no search. */
    public static List<Failure> checkLines(Puzzle puzzle) {
        List<Failure> failures = new ArrayList<>();
        walk(puzzle, failures);
        if (failures.isEmpty() && puzzle.goal().kind() == Goal.Kind.GAIN) {
            // N is the main line's net gain exactly (FORMATS.md §4), not merely a bound it passes.
            LineFacts main = LineFacts.of(puzzle.start(), puzzle.mainLine());
            // A line that ends the game counts too: its final stores (with the stones the rules put
            // into a store at a no-move end) give its gain, and a win does not stand for any N.
            if (main.gain() != puzzle.goal().stones()) {
                Side s = puzzle.solver();
                failures.add(new Failure("", Phrase.of("verify.gainMismatch", puzzle.goal().toString(), main.gain(),
                        signed(main.finalStore(s) - puzzle.start().store(s)),
                        signed(main.finalStore(s.opposite()) - puzzle.start().store(s.opposite())))));
            }
        }
        return failures;
    }

    /** A position reached in a solution tree: the moves still to check, and the way back to the start. */
    private record Reached(Position position, List<SolutionNode> next, Reached from, int hole, Failure illegal) {
        /** The holes played from the start to here. */
        List<Integer> line() {
            java.util.LinkedList<Integer> line = new java.util.LinkedList<>();
            for (Reached r = this; r.from != null; r = r.from) {
                line.addFirst(r.hole);
            }
            return new ArrayList<>(line);
        }
    }

    /** Every line of the tree, in record order, with an explicit stack: a line may be thousands of plies long. */
    private static void walk(Puzzle puzzle, List<Failure> failures) {
        Deque<Reached> todo = new ArrayDeque<>();
        todo.push(new Reached(puzzle.start(), puzzle.solution(), null, 0, null));
        while (!todo.isEmpty()) {
            Reached r = todo.pop();
            if (r.illegal() != null) {
                failures.add(r.illegal());
                continue;
            }
            Position p = r.position();
            List<SolutionNode> next = r.next();
            if (next.isEmpty()) {
                List<Integer> line = r.line();
                // A solution stops on the solver's move, or on the opponent's when that move ends the game
                // (a draw etude's last, forced capture): the trainers play that reply and see the end.
                if (line.size() % 2 == 0 && !p.isGameOver()) {
                    failures.add(new Failure("", Phrase.of("verify.endsOnReply", notation(puzzle.start(), line))));
                    continue;
                }
                LineFacts facts = LineFacts.of(puzzle.start(), line);
                if (!facts.reaches(puzzle.goal())) {
                    failures.add(new Failure("", Phrase.of("verify.notReached", puzzle.goal().toString(),
                            notation(puzzle.start(), line), facts.shortfall(puzzle.goal()))));
                }
                continue;
            }
            if (p.isGameOver()) {
                failures.add(new Failure(MoveLabel.of(p, next.get(0).hole()), Phrase.of("verify.alreadyOver")));
                continue;
            }
            List<Reached> children = new ArrayList<>();
            for (SolutionNode n : next) {
                Phrase why = p.illegality(n.hole());
                // Reported in its turn among its siblings' lines, as the tree is read.
                children.add(why != null ? new Reached(p, List.of(), r, n.hole(),
                        new Failure(MoveLabel.of(p, n.hole()), Phrase.of("verify.illegal", why)))
                        : new Reached(p.play(n.hole()), n.next(), r, n.hole(), null));
            }
            for (int i = children.size() - 1; i >= 0; i--) {
                todo.push(children.get(i));
            }
        }
    }

    /** A line as a record writes it: {@code 41. 22(78) 34 42. 91}, the number before White's moves and the first. */
    static String notation(Position start, List<Integer> line) {
        StringBuilder sb = new StringBuilder();
        Position p = start;
        for (int h : line) {
            Position next = p.play(h);
            if (sb.length() == 0) {
                sb.append(MoveLabel.of(p, next.lastMove()));
            } else {
                sb.append(' ').append(p.sideToMove() == Side.WHITE ? MoveLabel.of(p, next.lastMove())
                        : next.lastMove().notation());
            }
            p = next;
        }
        return sb.toString();
    }

    /**
     * The fast check; an etude proved by the exact solver; any other puzzle searched at every
     * move of every line, a win or draw goal's result proved by the exact solver first.
     */
    public List<Failure> verify(Puzzle puzzle) {
        return verify(puzzle, new ArrayList<>());
    }

    /** {@link #verify(Puzzle)}, adding an etude's cooks and notes to {@code notes}. */
    public List<Failure> verify(Puzzle puzzle, List<Note> notes) {
        List<Failure> failures = checkLines(puzzle);
        if (!failures.isEmpty()) {
            return failures;
        }
        if (isEtude(puzzle)) {
            return proveEtude(puzzle, notes);
        }
        if (decisive(puzzle.goal())) {
            // A short win or draw puzzle: its result is proved at the start by the exact solver
            // (a draw: that the solver does not lose), as an etude's is; the search below judges
            // its moves. The stipulated question alone, with no cook check and no shortest win:
            // the shipped ones take milliseconds each.
            Phrase why = proveGoal(prover.stipulationOnly().withFirstMoveNodes(1).withShortestWinNodes(1),
                    puzzle.start(), puzzle, false, notes);
            if (why != null) {
                failures.add(new Failure("", why));
                return failures;
            }
        }
        failures.addAll(proveMoves(puzzle));
        if (failures.isEmpty() && puzzle.goal().kind() != Goal.Kind.DRAW) {
            List<ScoredMove> first = solver.analyse(puzzle.start(), criteria.depth());
            ScoredMove main = find(first, puzzle.solution().get(0).hole());
            int startLead = LineFacts.lead(puzzle.start(), puzzle.solver()) * 100;
            if (puzzle.goal().kind() == Goal.Kind.WIN && !main.isWin()) {
                failures.add(new Failure(MoveLabel.of(puzzle.start(), main.hole()),
                        Phrase.of("verify.noForcedWin", main.said())));
            } else if (!decisive(puzzle.goal()) && !main.isWin()
                    && main.score() - startLead < (puzzle.goal().stones() - HOLDUP_STONES) * 100 - criteria.slack()) {
                failures.add(new Failure(MoveLabel.of(puzzle.start(), main.hole()), Phrase.of("verify.gainDoesNotHold",
                        String.format(java.util.Locale.ROOT, "%+.2f", main.score() / 100.0), startLead / 100)));
            }
        }
        return failures;
    }

    /** The search checks of every move alone: each solver move best and unique, each reply the best. */
    public List<Failure> proveMoves(Puzzle puzzle) {
        List<Failure> failures = new ArrayList<>();
        prove(puzzle, puzzle.start(), puzzle.solution(), true, failures);
        return failures;
    }

    /** A position of the tree still to prove: the moves from it and whose turn it is. */
    private record ToProve(Position position, List<SolutionNode> next, boolean solverToMove) {
    }

    /** Every position of the tree in record order (an explicit stack: no line length can overflow it). */
    private void prove(Puzzle puzzle, Position start, List<SolutionNode> first, boolean solverFirst,
                       List<Failure> failures) {
        Deque<ToProve> todo = new ArrayDeque<>();
        todo.push(new ToProve(start, first, solverFirst));
        while (!todo.isEmpty()) {
            ToProve t = todo.pop();
            stopIfCancelled();
            if (!t.next().isEmpty()) {
                proveOne(t.position(), t.next(), t.solverToMove(), failures);
                for (int i = t.next().size() - 1; i >= 0; i--) {
                    SolutionNode n = t.next().get(i);
                    todo.push(new ToProve(t.position().play(n.hole()), n.next(), !t.solverToMove()));
                }
            }
        }
    }

    private void proveOne(Position p, List<SolutionNode> next, boolean solverToMove, List<Failure> failures) {
        List<ScoredMove> scored = solver.analyse(p, criteria.depth());
        ScoredMove best = scored.get(0);
        if (solverToMove) {
            Set<Integer> accepted = next.stream().map(SolutionNode::hole).collect(Collectors.toSet());
            for (SolutionNode n : next) {
                ScoredMove s = find(scored, n.hole());
                if (!criteria.asGood(s, best)) {
                    failures.add(new Failure(MoveLabel.of(p, n.hole()), Phrase.of("verify.notBest",
                            MoveLabel.of(p, best.hole()), best.said(), s.said())));
                }
            }
            // Uniqueness is judged against the best accepted move; a move better than that one
            // was named above as "not the best move" and is not named again.
            ScoredMove top = scored.stream().filter(s -> accepted.contains(s.hole())).findFirst().orElse(best);
            for (ScoredMove s : scored) {
                if (!accepted.contains(s.hole()) && criteria.asGood(top, s) && !criteria.clearlyWorse(s, top)) {
                    failures.add(new Failure(MoveLabel.of(p, next.get(0).hole()), Phrase.of("verify.notUnique",
                            MoveLabel.of(p, s.hole()), s.said(), top.said())));
                }
            }
        } else {
            ScoredMove reply = find(scored, next.get(0).hole());
            if (!criteria.asGood(reply, best)) {
                failures.add(new Failure(MoveLabel.of(p, reply.hole()), Phrase.of("verify.notBestReply",
                        MoveLabel.of(p, best.hole()), best.said(), reply.said())));
            }
        }
    }

    private static String signed(int n) {
        return String.format(java.util.Locale.ROOT, "%+d", n);
    }

    public static ScoredMove find(List<ScoredMove> scored, int hole) {
        for (ScoredMove s : scored) {
            if (s.hole() == hole) {
                return s;
            }
        }
        throw new IllegalStateException("no score for move " + hole);
    }
}
