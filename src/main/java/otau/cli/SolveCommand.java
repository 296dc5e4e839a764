package otau.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import otau.engine.core.HeapRoom;
import otau.engine.egtb.DefaultTablebase;
import otau.engine.egtb.Tablebase;
import otau.engine.solve.ProofMemory;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveMethod;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.game.Position;
import otau.game.Side;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** Proves the game-theoretic result of a position, or says honestly that it could not. */
@Command(name = "solve", description = "Prove the result of a position (endless play is a draw); never by evaluation.")
public final class SolveCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position;

    @Option(names = "--goal", paramLabel = "win|draw|best", defaultValue = "decide",
            description = {"win: prove the side to move wins, and check its other first moves for a second win (a cook);",
                    "draw: prove it does not lose (a win meets it too, and is reported as a cook);",
                    "best: the result and the exact final store difference.",
                    "A win is shortened to the fewest moves against the best defence in the time left, else labelled 'at most' "
                            + "(or, when the proof leaned on the tablebase, given as the length of the line shown)."})
    String goal;

    @Option(names = "--time", paramLabel = "S", defaultValue = "60",
            description = "time limit in seconds (default ${DEFAULT-VALUE}); Ctrl-C stops sooner and still prints what was proved")
    double seconds;

    @Option(names = "--threads", paramLabel = "T",
            description = "1: the two questions (can White win? can Black win?) take turns; 2: side by side; "
                    + "more: the others help each question on its table (with --goal win all of them help the one question). "
                    + "Default: 2 where this process may use two cores or more, else 1; with --bench 1, so that its "
                    + "node counts repeat from run to run")
    Integer threads;

    @Option(names = "--hash", paramLabel = "MIB", defaultValue = "256", description = "table memory per question in MiB (default ${DEFAULT-VALUE})")
    int hash;

    @Option(names = "--egtb", paramLabel = "DIR|FILE|none",
            description = "tablebase to use; none: search without one (default: -Dotau.egtb, else egtb in the user data folder)")
    String egtb;

    @Option(names = "--no-egtb", description = "search without a tablebase (the same as --egtb none)")
    boolean noEgtb;

    @Option(names = "--method", paramLabel = "dfpn|deepening", defaultValue = "dfpn",
            description = "dfpn: proof-number search (default); deepening: iterative-deepening AND/OR search")
    String method;

    @Option(names = "--nodes", paramLabel = "N", defaultValue = "0",
            description = "also stop after about N nodes (both questions together; 0: no limit), for measurements that do not depend on the machine's load")
    long nodeLimit;

    @Option(names = "--cook-nodes", paramLabel = "N", defaultValue = "" + Solver.FIRST_MOVE_NODES,
            description = "when the side to move wins under --goal win or draw: nodes for each other first move in the "
                    + "search for a second win, and under --goal draw when it draws, in the search for a second drawing "
                    + "move (default ${DEFAULT-VALUE}); a move still open is reported as such")
    long cookNodes;

    @Option(names = "--shortest-nodes", paramLabel = "N", defaultValue = "" + Solver.THOROUGH_SHORTEST_WIN_NODES,
            description = "after a proved win: nodes the search for the shortest win may spend (default ${DEFAULT-VALUE}, "
                    + "up to about 15 s on one core; at least the proof's own); short of it the win is printed as 'at most N moves'")
    long shortestNodes;

    @Option(names = "--bench", paramLabel = "FILE",
            description = "solve every position of FILE (a position string and '; result' a line) with --time each, "
                    + "and print proved/unproven, times and nodes")
    Path bench;

    @Option(names = "--follow",
            description = "after a proof, solve each position of its main line in turn (the whole result, --time each), as the "
                    + "etude trainer and Play Against the Solver solve a game's positions, keeping what each solve proved for the "
                    + "next; print each one's result, exact win length, nodes and time. A result that disagrees with the "
                    + "first proof, or an exact win not one ply shorter than the last, is printed as such and exits with status 3")
    boolean follow;

    @Option(names = "--defences",
            description = "after a proof: answer each of the defender's other moves along the main line (a win's loser; "
                    + "a draw's side not to move) with the winner's shortest win (--shortest-nodes each) or how the draw is "
                    + "held, and print them, the solution's side lines as an etude book prints them")
    boolean defences;

    @Option(names = "--tries",
            description = "after a proof: solve each other move of the solver's side along the main line (a win's winner; a "
                    + "draw's side to move), each within --tries-nodes, and print those that give the result away with "
                    + "the line that refutes them (\"34?\"), the main line's only moves (\"!\"), the tries that keep "
                    + "the result (the duals), and how many were left open")
    boolean tries;

    @Option(names = "--tries-nodes", paramLabel = "N", defaultValue = "" + otau.engine.solve.Tries.NODES_EACH,
            description = "with --tries: each try's node budget (default ${DEFAULT-VALUE})")
    long triesNodes;

    @Option(names = "--fresh-tables",
            description = "with --follow: each solve starts from empty tables instead of what the earlier ones proved (to compare)")
    boolean freshTables;

    @Option(names = {"-v", "--progress"}, description = "print a line after each deepening (question, depth, nodes, the side to move's first moves decided) and one as each step after a proof begins")
    boolean progress;

    /** The first number option outside its range, said with the value given; null when all are in range. */
    private String outOfRange() {
        if (hash < 1 || hash > 16384) {
            return "--hash must be 1..16384 MiB, not " + hash;
        }
        if (threads != null && threads < 1) {
            return "--threads must be 1 or more, not " + threads;
        }
        if (!(seconds > 0)) { // NaN is no time either
            // As typed where it can be: -3, not -3.0 (and -Infinity, -1.0E300 as Java writes them).
            String given = Math.abs(seconds) < 1e15 && seconds == Math.rint(seconds) ? String.valueOf((long) seconds)
                    : String.valueOf(seconds);
            return "--time must be above 0 seconds, not " + given;
        }
        if (nodeLimit < 0) {
            return "--nodes must be 0 or more, not " + nodeLimit;
        }
        if (cookNodes < 0) {
            return "--cook-nodes must be 0 or more, not " + cookNodes;
        }
        if (shortestNodes < 0) {
            return "--shortest-nodes must be 0 or more, not " + shortestNodes;
        }
        return triesNodes < 1 ? "--tries-nodes must be 1 or more, not " + triesNodes : null;
    }

    /** {@code --threads}, else one for a bench (whose node counts are its measure) and the solver's standard for a solve. */
    int threads() {
        return threadsFor(threads, bench != null, Solver.standardThreads());
    }

    static int threadsFor(Integer given, boolean bench, int standard) {
        return given != null ? given : bench ? 1 : standard;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        SolveGoal g = SolveGoal.parse(goal);
        if (g == null) {
            throw new ParameterException(spec.commandLine(), "--goal must be win, draw or best, not '" + goal + "'");
        }
        String outOfRange = outOfRange();
        if (outOfRange != null) {
            throw new ParameterException(spec.commandLine(), outOfRange);
        }
        SolveMethod m = SolveMethod.parse(method);
        if (m == null) {
            throw new ParameterException(spec.commandLine(), "--method must be dfpn or deepening, not '" + method + "'");
        }
        if (freshTables && !follow) {
            throw new ParameterException(spec.commandLine(), "--fresh-tables goes with --follow");
        }
        if (bench != null) {
            return runBench(out, err, g, m);
        }
        Position p = position.resolve(spec);
        String why = Solver.whyNot(p);
        if (why != null) {
            err.println("cannot solve: " + why);
            return 1;
        }
        Tablebase[] holder = new Tablebase[1];
        Integer failed = openTable(err, holder);
        if (failed != null) {
            return failed;
        }
        Tablebase table = holder[0];
        int tableMiB = fittedHash(err, g);
        out.println("position " + otau.game.Fen.write(p));
        out.println("tablebase " + (table == null ? "none" + buildHint() : "up to " + table.maxStones() + " stones"));
        // The default depends on the machine: said, so that times can be compared.
        out.println("threads " + threads());
        out.flush();
        announceBigTables(err, tableMiB);
        otau.engine.solve.SolveListener lines = !progress ? otau.engine.solve.SolveListener.NONE
                : new SolveProgressLines.Info(out, p.sideToMove() == Side.WHITE ? "White's" : "Black's");
        SolveProgressLines.ProvenFirst listener = new SolveProgressLines.ProvenFirst(out, p, g, lines);
        AtomicBoolean cancel = new AtomicBoolean();
        try (StopOnInterrupt interrupt = new StopOnInterrupt(cancel)) {
            Solver solver = new Solver(table, m).withNodeLimit(nodeLimit).withFirstMoveNodes(cookNodes)
                    .withShortestWinNodes(shortestNodes);
            if (follow && !freshTables || defences || tries) {
                solver = solver.remembering(new ProofMemory(tableMiB));
            }
            // A draw etude's first move is checked as a win etude's is: which others hold the draw too.
            SolveResult r = (g == SolveGoal.DRAW ? solver.withFirstMoveCheck() : solver)
                    .solve(p, g, seconds, threads(), tableMiB, listener, cancel);
            SolveReport.print(out, r, g, listener.printed(), shortestNodes);
            Boolean met = SolveReport.goalMet(g, r);
            if (met != null) {
                out.println("goal " + goal + ": " + (met ? "met" : "not met"));
            } else if (g == SolveGoal.WIN || g == SolveGoal.DRAW) {
                // A stipulation always gets its last line, the open one too (exit status 2).
                out.println("goal " + goal + ": not decided");
            }
            out.flush();
            if (defences && otau.engine.solve.Defences.canAnswer(r)) {
                DefencesReport.run(out, r, solver, cancel);
            }
            if (tries && otau.engine.solve.Defences.canAnswer(r)) {
                TriesReport.run(out, r, solver, triesNodes, threads(), cancel);
            }
            if (follow && r.proven() && !r.mainLine().isEmpty() && !FollowLine.run(out, r, solver,
                    freshTables ? "each from empty tables" : "keeping what each solve proved", seconds, threads(), tableMiB,
                    cancel)) {
                return 3;
            }
            if (!r.proven() && met == null) {
                return 2;
            }
            return Boolean.FALSE.equals(met) ? 1 : 0;
        }
    }

    private int runBench(PrintWriter out, PrintWriter err, SolveGoal g, SolveMethod m) {
        java.util.List<SolveBench.Entry> entries;
        try {
            entries = SolveBench.read(bench, err);
        } catch (java.io.IOException e) {
            err.println(otau.io.FileProblems.describe(bench, e, "cannot read"));
            return 1;
        }
        if (entries == null) {
            return 1;
        }
        if (entries.isEmpty()) {
            err.println(bench + ": holds no positions (one position string a line, optionally '; White wins',"
                    + " '; Black wins', '; draw' or '; ?')");
            return 1;
        }
        Tablebase[] holder = new Tablebase[1];
        Integer failed = openTable(err, holder);
        if (failed != null) {
            return failed;
        }
        int tableMiB = fittedHash(err, g);
        out.println("bench " + bench + ": " + entries.size() + " positions, " + seconds + " s each, method "
                + method + ", tablebase " + (holder[0] == null ? "none" : "up to " + holder[0].maxStones() + " stones"));
        out.flush();
        return SolveBench.run(entries, new Solver(holder[0], m).withNodeLimit(nodeLimit).withShortestWinNodes(shortestNodes), g, seconds, threads(), tableMiB, out);
    }

    /**
     * {@code --hash}, or the biggest size that fits where the tables of one solve would not fit
     * in this Java's memory (its -Xmx; a quarter of the machine's by default): then a line on
     * the error stream says so and what to start Java with, instead of an OutOfMemoryError.
     */
    private int fittedHash(PrintWriter err, SolveGoal g) {
        // The two questions' tables are held together; --goal best adds one for each margin it asks.
        int tables = g == SolveGoal.BEST ? 3 : 2;
        long room = HeapRoom.availableBytes(0);
        int asked = HeapRoom.roundedDown(hash);
        int each = asked;
        while (each > 1 && solveBytes(tables, each) > room) {
            each /= 2;
        }
        if (each == asked) {
            return hash;
        }
        long neededGiB = (solveBytes(tables, asked) + (1L << 30) - 1) >> 30;
        err.println("--hash " + hash + " MiB a question does not fit in this Java's memory ("
                + (Runtime.getRuntime().maxMemory() >> 20) + " MiB, -Xmx): using " + each
                + " MiB a question. For " + asked + " MiB, start Java with -Xmx" + neededGiB + "g (java -Xmx"
                + neededGiB + "g -jar otau.jar solve …).");
        err.flush();
        return each;
    }

    /** Tables of this many MiB in all or more take a noticeable moment to allocate. */
    static final int NOTICEABLE_TABLES_MIB = 1024;

    /**
     * A line on the error stream before big tables are allocated: zeroing them takes about half
     * a second a GiB before the first node, which would otherwise pass without a word.
     */
    static void announceBigTables(PrintWriter err, int tableMiB) {
        // Both questions' tables are made at the start, whatever the goal, each the power of two
        // at or below the size asked (what the user gets, not what was typed).
        int each = HeapRoom.roundedDown(tableMiB);
        if (2L * each >= NOTICEABLE_TABLES_MIB) {
            err.println("allocating 2 × " + each + " MiB of proof tables (--hash"
                    + (each == tableMiB ? "" : " " + tableMiB + ", rounded down to a power of two")
                    + ") before the search starts: about half a second a GiB");
            err.flush();
        }
    }

    /**
     * The memory of one solve with {@code mib} MiB a question: the questions' tables, then the
     * shortest win's (half a question's, at most 128 MiB; see Solver), the cook check's and the
     * line's (at most 64 MiB each), and a reserve for the rest.
     */
    static long solveBytes(int tables, int mib) {
        long m = (long) tables * mib + Math.min(mib / 2, 128) + 2L * Math.min(mib, 64) + 64;
        return m << 20;
    }

    /**
     * Where the default lookup found no table file at all: how to get one. Nothing is built
     * behind the user's back (the workbench asks once; the command line says how here).
     */
    private String buildHint() {
        if (noEgtb || egtb != null || System.getProperty(DefaultTablebase.PROPERTY) != null) {
            return "";
        }
        Path folder = DefaultTablebase.folder();
        if (DefaultTablebase.largestFile(folder) != null) {
            return ""; // a table is there but was refused, and the refusal was said
        }
        otau.engine.egtb.BuildEstimate e = otau.engine.egtb.BuildEstimate.of(DefaultTablebase.STONES);
        return String.format(Locale.ROOT,
                " (none in %s yet: `otau egtb build` builds the %d-stone one there once, %.1f MB, about %.0f s of CPU time)",
                folder, e.stones(), e.bytes() / 1e6, e.cpuSeconds());
    }

    /** Opens the tablebase the options ask for into {@code holder[0]}; an exit status when that fails, else null. */
    private Integer openTable(PrintWriter err, Tablebase[] holder) {
        if (noEgtb || DefaultTablebase.isNone(egtb)) {
            return null;
        }
        Tablebase table;
        java.util.function.Consumer<otau.io.Phrase> refused = TablebaseNotices.printer(err);
        if (egtb != null) {
            Path given = Path.of(egtb);
            if (!Files.exists(given)) {
                err.println("error: --egtb " + egtb + ": no such file or folder");
                return 1;
            }
            try {
                table = Files.isRegularFile(given) ? Tablebase.open(given) : Tablebase.openLargest(given, refused);
            } catch (java.io.IOException e) {
                err.println("error: --egtb: " + e.getMessage());
                return 1;
            }
        } else {
            table = TablebaseNotices.checkedWhole(Tablebase.findDefault(refused));
        }
        err.flush();
        holder[0] = table;
        return null;
    }
}
