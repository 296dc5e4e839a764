package otau.puzzle.mine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import otau.puzzle.Goal;
import otau.puzzle.LineFacts;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleTitle;
import otau.puzzle.PuzzleVerifier;
import otau.puzzle.SolveCriteria;
import otau.puzzle.Theme;
import otau.puzzle.ThemeDetector;
import otau.puzzle.solve.PuzzleSolver;

/**
 * Brings a puzzle of an older collection to today's rules: the goal made the main line's
 * net gain (FORMATS.md §4; {@code defend} for none), the themes tagged again, a title made;
 * a puzzle the verifier then rejects is dropped. The id, line, rating and source stay.
 */
public final class PuzzleRetagger {
    private final PuzzleSolver solver;
    private final SolveCriteria criteria;
    private final PuzzleVerifier verifier;

    public PuzzleRetagger(PuzzleSolver solver, SolveCriteria criteria) {
        this.solver = solver;
        this.criteria = criteria;
        this.verifier = new PuzzleVerifier(solver, criteria);
    }

    /** Cross-checks win and draw puzzles with {@code exact} (one with the user's tablebase), as verify does. */
    public PuzzleRetagger withProver(otau.engine.solve.Solver exact, double seconds) {
        verifier.withProver(exact, seconds);
        return this;
    }

    /** The puzzle brought up to date, or empty when it fails the verifier under the new goal. */
    public Optional<Puzzle> retag(Puzzle p) {
        if (PuzzleVerifier.isEtude(p)) {
            return Optional.of(p);
        }
        Goal goal = p.goal();
        LineFacts facts = LineFacts.of(p.start(), p.mainLine());
        if (goal.kind() == Goal.Kind.GAIN || goal.kind() == Goal.Kind.DEFEND) {
            if (facts.gameOver() || facts.storeGain() < 0) {
                return Optional.empty();
            }
            goal = Goal.gain(facts.storeGain());
        }
        List<String> themes = new ArrayList<>();
        ThemeDetector.themes(p.start(), p.mainLine(), solver.analyse(p.start(), criteria.depth()), criteria.margin())
                .forEach(t -> themes.add(t.word()));
        // Words with no known meaning are the author's own: they stay.
        p.themes().stream().filter(w -> Theme.of(w) == null && !themes.contains(w)).forEach(themes::add);
        Puzzle updated = p.withGoal(goal).withThemes(themes);
        updated = updated.withTitle(PuzzleTitle.of(updated));
        return verifier.verify(updated).isEmpty() ? Optional.of(updated) : Optional.empty();
    }
}
