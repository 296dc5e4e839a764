package otau.puzzle;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import otau.game.Position;
import otau.io.Phrase;
import otau.puzzle.solve.PuzzleSolver;

/**
 * "Save as puzzle": turns a position and a line into a puzzle, says whether the line is sound
 * (every solver move best and unique, every reply the opponent's best, the goal reached) and
 * where it is not, and adds the puzzle to a collection file.
 */
public final class PuzzleAuthoring {
    private final PuzzleVerifier verifier;
    /** The first judge's name for its failures, or null to leave them unnamed. */
    private final String name;
    /** A second judge, or null. */
    private final PuzzleVerifier second;
    private final String secondName;

    public PuzzleAuthoring(PuzzleSolver solver, SolveCriteria criteria) {
        this(null, solver, criteria);
    }

    /** One judge whose failures are named after it, e.g. "the engine (depth 13): not unique: …". */
    public PuzzleAuthoring(String name, PuzzleSolver solver, SolveCriteria criteria) {
        this.verifier = new PuzzleVerifier(solver, criteria);
        this.name = name;
        this.second = null;
        this.secondName = null;
    }

    /**
     * Judges with {@code solver} and also with {@code secondSolver}; the second judge's
     * failures are named after it, e.g. "the engine (depth 12): not unique: …".
     */
    public PuzzleAuthoring(PuzzleSolver solver, SolveCriteria criteria, String secondName, PuzzleSolver secondSolver,
                           SolveCriteria secondCriteria) {
        this.verifier = new PuzzleVerifier(solver, criteria);
        this.name = null;
        this.second = new PuzzleVerifier(secondSolver, secondCriteria);
        this.secondName = secondName;
    }

    /**
     * Proves win and draw goals with {@code exact} (one with the user's tablebase, as Solve
     * Position uses it), giving each etude position {@code seconds}; both judges use it.
     */
    public PuzzleAuthoring withProver(otau.engine.solve.Solver exact, double seconds) {
        verifier.withProver(exact, seconds);
        if (second != null) {
            second.withProver(exact, seconds);
        }
        return this;
    }

    /**
     * Stops a check under way when {@code cancel} is set (from any thread): {@link #check} then
     * throws {@link java.util.concurrent.CancellationException}, in both judges.
     */
    public PuzzleAuthoring withCancel(java.util.concurrent.atomic.AtomicBoolean cancel) {
        verifier.withCancel(cancel);
        if (second != null) {
            second.withCancel(cancel);
        }
        return this;
    }

    /** Gives each etude position's exact proof {@code threads} (1 unless told), in both judges. */
    public PuzzleAuthoring withThreads(int threads) {
        verifier.withThreads(threads);
        if (second != null) {
            second.withThreads(threads);
        }
        return this;
    }

    /**
     * The verdict on a draft.
     *
     * @param goalReached the line reaches the goal
     * @param failures    each move that is not best or not unique, and any other fault, in line order
     */
    public record Report(boolean goalReached, List<PuzzleVerifier.Failure> failures) {
        public boolean sound() {
            return goalReached && failures.isEmpty();
        }
    }

    /** Builds the puzzle a draft stands for; the id is the position's stable id when none is given. */
    public static Puzzle draft(String id, Position start, List<Integer> line, List<String> themes, Goal goal,
                               int rating, String source) {
        String pid = id == null || id.isBlank() ? Puzzle.idFor(start) : id;
        return new Puzzle(pid, start, SolutionNode.line(line), themes, goal, rating, source, Map.of());
    }

    /** The findings of the line check that leave no line to search: an illegal move, play past the end, a line ending on the reply. */
    private static final java.util.Set<String> UNPLAYABLE = java.util.Set.of("verify.illegal", "verify.alreadyOver",
            "verify.endsOnReply");

    /** Checks a draft; an illegal move is reported, never thrown. */
    public Report check(Puzzle draft) {
        List<PuzzleVerifier.Failure> lineFailures = PuzzleVerifier.checkLines(draft);
        boolean legal = lineFailures.stream().noneMatch(f -> UNPLAYABLE.contains(f.what().key()));
        if (!legal) {
            return new Report(false, lineFailures);
        }
        boolean goal = lineFailures.isEmpty();
        List<PuzzleVerifier.Failure> failures = named(name, goal ? verifier.verify(draft)
                : concat(lineFailures, verifier.proveMoves(draft)));
        if (second != null) {
            // The goal is not reached: still say which moves either judge finds not best or not unique.
            List<PuzzleVerifier.Failure> more = goal ? second.verify(draft) : second.proveMoves(draft);
            failures = concat(failures, named(secondName, more));
        }
        return new Report(goal, failures);
    }

    private static List<PuzzleVerifier.Failure> named(String judge, List<PuzzleVerifier.Failure> failures) {
        return judge == null ? failures
                : failures.stream().map(f -> new PuzzleVerifier.Failure(f.move(), Phrase.of("verify.judged", judge, f.what()))).toList();
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        return java.util.stream.Stream.concat(a.stream(), b.stream()).toList();
    }

    /** Adds {@code puzzle} to the collection file (created if missing), saved atomically. */
    public static PuzzleCollection addTo(Path file, Puzzle puzzle) throws IOException {
        PuzzleCollection c = Files.exists(file) ? PuzzleCollection.read(file)
                : PuzzleCollection.empty(PuzzleCollection.nameOf(file));
        PuzzleCollection updated = c.withAdded(puzzle);
        updated.write(file);
        return updated;
    }
}
