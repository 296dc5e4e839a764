package otau.ui.puzzle;

import java.util.List;
import java.util.function.Supplier;
import otau.game.Position;
import otau.puzzle.solve.PuzzleSolver;
import otau.puzzle.solve.ScoredMove;

/**
 * One attempt's solver, made by its first search: on the judging thread, never on the FX
 * thread (a store-difference search's table is 16 MiB), and only for attempts that need one.
 */
final class SolverOnFirstUse implements PuzzleSolver {
    private final OnceSupplier<PuzzleSolver> solver;

    SolverOnFirstUse(Supplier<PuzzleSolver> source) {
        this.solver = new OnceSupplier<>(source);
    }

    @Override
    public List<ScoredMove> analyse(Position position, int depth) {
        return solver.get().analyse(position, depth);
    }

    @Override
    public String name() {
        return solver.get().name();
    }
}
