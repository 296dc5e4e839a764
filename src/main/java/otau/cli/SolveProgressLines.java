package otau.cli;

import java.io.PrintWriter;
import java.util.Locale;
import otau.engine.solve.SolveGoal;
import otau.game.Position;

/** The lines {@code otau solve} prints while it searches, before the report. */
final class SolveProgressLines {
    private SolveProgressLines() {
    }

    /**
     * Prints the stipulation and the proved result the moment a win is proved, before the
     * shortest win and the cook check (which may take the rest of the time): a caller that
     * stops the program at its own limit still has the result.
     */
    static final class ProvenFirst implements otau.engine.solve.SolveListener {
        private final PrintWriter out;
        private final Position position;
        private final SolveGoal goal;
        private final otau.engine.solve.SolveListener lines;
        private volatile boolean printed;

        ProvenFirst(PrintWriter out, Position position, SolveGoal goal, otau.engine.solve.SolveListener lines) {
            this.out = out;
            this.position = position;
            this.goal = goal;
            this.lines = lines;
        }

        boolean printed() {
            return printed;
        }

        @Override
        public void progress(otau.engine.solve.SolveProgress pr) {
            lines.progress(pr);
        }

        @Override
        public void afterProof(otau.engine.solve.Verdict verdict, AfterProof step) {
            if (!printed) {
                synchronized (out) {
                    SolveReport.printProven(out, position, goal, verdict);
                    out.flush();
                }
                printed = true;
            }
            lines.afterProof(verdict, step);
        }

        @Override
        public void shortestWinProgress(otau.engine.solve.Verdict verdict, int notWithinPlies, long nodes) {
            lines.shortestWinProgress(verdict, notWithinPlies, nodes);
        }
    }

    /** {@code -v}: a line after each deepening, and one as each step after a proof begins. */
    static final class Info implements otau.engine.solve.SolveListener {
        private final PrintWriter out;
        private final String mover;

        Info(PrintWriter out, String mover) {
            this.out = out;
            this.mover = mover;
        }

        @Override
        public void progress(otau.engine.solve.SolveProgress pr) {
            // The first moves are always the side to move's, whichever question was just searched.
            print(String.format(Locale.ROOT, "info %s depth %d nodes %d time %d ms, %s first moves decided %d of %d (%d winning%s)",
                    pr.question(), pr.depth(), pr.nodes(), pr.elapsedMillis(), mover, pr.provenMoves(),
                    pr.rootMoves().size(), pr.winningMoves(), whichHoles(pr)));
        }

        /** ": 9; not winning: 1, 2" — the holes decided so far, so a long run shows which tries fell. */
        private static String whichHoles(otau.engine.solve.SolveProgress pr) {
            String wins = holes(pr, otau.engine.solve.SolveProgress.MoveStatus.WINS);
            String not = holes(pr, otau.engine.solve.SolveProgress.MoveStatus.DOES_NOT_WIN);
            return (wins.isEmpty() ? "" : ": " + wins) + (not.isEmpty() ? "" : "; not winning: " + not);
        }

        private static String holes(otau.engine.solve.SolveProgress pr, otau.engine.solve.SolveProgress.MoveStatus status) {
            return pr.rootMoves().stream().filter(m -> m.status() == status).map(m -> String.valueOf(m.hole()))
                    .collect(java.util.stream.Collectors.joining(", "));
        }

        @Override
        public void afterProof(otau.engine.solve.Verdict verdict, AfterProof step) {
            String doing = switch (step) {
                case SHORTEST_WIN -> "finding the shortest win";
                case FIRST_MOVES -> "checking the other first moves";
                case MARGIN -> "finding the biggest margin";
            };
            print("info proved " + verdict.text() + "; " + doing);
        }

        @Override
        public void shortestWinProgress(otau.engine.solve.Verdict verdict, int notWithinPlies, long nodes) {
            print(String.format(Locale.ROOT, "info shortest win: none within %d plies, %d nodes", notWithinPlies, nodes));
        }

        private void print(String line) {
            synchronized (out) {
                out.println(line);
                out.flush();
            }
        }
    }
}
