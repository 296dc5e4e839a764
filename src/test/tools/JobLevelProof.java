import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import otau.engine.egtb.Tablebase;
import otau.engine.solve.ProofMemory;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.engine.solve.Verdict;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;

/**
 * Job-level proof-number search for one question ("can ATTACKER win?") on a position too deep
 * for one solve: a best-first proof-number tree of the first plies kept in memory, each of
 * its leaves given to {@code otau solve}'s own solver for a slice of time (a job). A leaf the
 * job decides is proved or disproved; one it leaves open is expanded, its moves taking what
 * the job proved of them. Every job shares one kept table ({@link ProofMemory}), so what one
 * proves the next reads. The tree's answer is exact: each leaf's is the solver's, and the tree
 * combines them by the game's AND/OR rule (a position's value does not depend on the path to
 * it, endless play being a draw).
 *
 * <p>Run from the worktree root after {@code mvn -B -q -o package -DskipTests -Dlayout.skip=true}:
 * <pre>
 * java -Xmx15g -XX:SoftRefLRUPolicyMSPerMB=100000000 -cp target/otau.jar src/test/tools/JobLevelProof.java \
 *     'FEN' white|black JOB_SECONDS TOTAL_SECONDS TABLE_MIB_A_SIDE WORKERS
 * </pre>
 * WORKERS jobs run at once on the one table; a negative WORKERS runs instead one solve of the
 * question with -WORKERS threads on that table (its helpers), to compare.
 * It prints a line per job and, at the end, the answer and the proof tree's first plies.
 */
public final class JobLevelProof {
    private static final int INF = Integer.MAX_VALUE / 4;

    private final Side attacker;
    private final Solver solver;
    private final double jobSeconds;
    private final int workers;
    private final int tableMiB;
    private long jobs;
    private long nodes;

    private JobLevelProof(Side attacker, Solver solver, double jobSeconds, int workers, int tableMiB) {
        this.attacker = attacker;
        this.solver = solver;
        this.jobSeconds = jobSeconds;
        this.workers = workers;
        this.tableMiB = tableMiB;
    }

    /** A node of the master tree: OR where the attacker is to move. */
    private final class Node {
        final Position position;
        final List<Integer> path;
        final List<Node> children = new ArrayList<>();
        int pn = 1;
        int dn = 1;
        boolean busy;

        Node(Position position, List<Integer> path) {
            this.position = position;
            this.path = path;
            if (position.isGameOver()) {
                decide(position.outcome().winner() == attacker);
            }
        }

        boolean or() {
            return position.sideToMove() == attacker;
        }

        void decide(boolean proved) {
            pn = proved ? 0 : INF;
            dn = proved ? INF : 0;
        }

        boolean decided() {
            return pn == 0 || dn == 0;
        }

        void update() {
            if (children.isEmpty()) {
                return;
            }
            long p = or() ? INF : 0;
            long d = or() ? 0 : INF;
            for (Node c : children) {
                if (or()) {
                    p = Math.min(p, c.pn);
                    d = Math.min(INF, d + c.dn);
                } else {
                    p = Math.min(INF, p + c.pn);
                    d = Math.min(d, c.dn);
                }
            }
            pn = (int) p;
            dn = (int) d;
        }
    }

    /** Runs jobs on {@code workers} threads until the root is decided or the time is up; the root. */
    private Node run(Position root, double totalSeconds, int workers) throws InterruptedException {
        Node top = new Node(root, List.of());
        long end = System.nanoTime() + (long) (totalSeconds * 1e9);
        List<Thread> running = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            Thread t = new Thread(() -> {
                while (true) {
                    List<Node> trail = new ArrayList<>();
                    synchronized (this) {
                        while (!top.decided() && System.nanoTime() < end && !select(top, trail)) {
                            try {
                                wait(1000);
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                        if (top.decided() || System.nanoTime() >= end) {
                            notifyAll();
                            return;
                        }
                        trail.get(trail.size() - 1).busy = true;
                    }
                    Node leaf = trail.get(trail.size() - 1);
                    SolveResult r = job(leaf.position, end);
                    synchronized (this) {
                        leaf.busy = false;
                        work(leaf, r);
                        for (int i = trail.size() - 1; i >= 0; i--) {
                            trail.get(i).update();
                        }
                        System.out.printf("  root pn %s dn %s, %d jobs, %,d nodes, %.0f s left%n", num(top.pn),
                                num(top.dn), jobs, nodes, (end - System.nanoTime()) / 1e9);
                        System.out.flush();
                        notifyAll();
                    }
                }
            });
            t.start();
            running.add(t);
        }
        for (Thread t : running) {
            t.join();
        }
        return top;
    }

    /**
     * The most-proving leaf no worker has, with the path to it, into {@code trail}: at an OR node the
     * child with the smallest proof number, at an AND node the smallest disproof number. False when
     * every undecided leaf is taken.
     */
    private boolean select(Node n, List<Node> trail) {
        trail.add(n);
        if (n.children.isEmpty()) {
            if (!n.busy) {
                return true;
            }
            trail.remove(trail.size() - 1);
            return false;
        }
        List<Node> order = new ArrayList<>();
        for (Node c : n.children) {
            if (!c.decided()) {
                order.add(c);
            }
        }
        order.sort((a, b) -> n.or() ? Integer.compare(a.pn, b.pn) : Integer.compare(a.dn, b.dn));
        for (Node c : order) {
            if (select(c, trail)) {
                return true;
            }
        }
        trail.remove(trail.size() - 1);
        return false;
    }

    private static String num(int n) {
        return n >= INF ? "inf" : Integer.toString(n);
    }

    /** Takes what a job on an undecided leaf found; expands a leaf it left open (every leaf gets one job). */
    private void work(Node leaf, SolveResult r) {
        Boolean attackerWins = attacker == Side.WHITE
                ? (r.whiteWinProved() ? Boolean.TRUE : r.whiteWinDisproved() ? Boolean.FALSE : null)
                : (r.blackWinProved() ? Boolean.TRUE : r.blackWinDisproved() ? Boolean.FALSE : null);
        System.out.printf("job %d %s: %s, %,d nodes, %.1f s%n", jobs, leaf.path,
                attackerWins == null ? "open" : attackerWins ? "proved" : "disproved", r.nodes(),
                r.elapsedMillis() / 1000.0);
        if (attackerWins != null) {
            leaf.decide(attackerWins);
            return;
        }
        expand(leaf, r);
    }

    private void expand(Node leaf, SolveResult r) {
        Side mover = leaf.position.sideToMove();
        for (int hole : leaf.position.legalMoves()) {
            List<Integer> path = new ArrayList<>(leaf.path);
            path.add(hole);
            Node c = new Node(leaf.position.play(hole), List.copyOf(path));
            if (!c.decided()) {
                for (SolveResult.FirstMoveSoFar m : r.firstMovesSoFar()) {
                    if (m.hole() != hole) {
                        continue;
                    }
                    // wins / loses: the mover's result after the move, as far as proved.
                    Boolean moverWins = m.wins();
                    Boolean moverLoses = m.loses();
                    if (mover == attacker) {
                        if (Boolean.TRUE.equals(moverWins)) {
                            c.decide(true);
                        } else if (Boolean.FALSE.equals(moverWins) || Boolean.TRUE.equals(moverLoses)) {
                            c.decide(false);
                        }
                    } else {
                        if (Boolean.TRUE.equals(moverLoses)) {
                            c.decide(true);
                        } else if (Boolean.FALSE.equals(moverLoses) || Boolean.TRUE.equals(moverWins)) {
                            c.decide(false);
                        }
                    }
                }
            }
            leaf.children.add(c);
        }
        leaf.update();
    }

    private SolveResult job(Position p, long end) {
        return job(p, end, 1);
    }

    private SolveResult job(Position p, long end, int threads) {
        synchronized (this) {
            jobs++;
        }
        AtomicBoolean cancel = new AtomicBoolean();
        // Once the question is decided the rest of a solve (the shortest win, the line) is not needed.
        SolveListener stopAfterProof = new SolveListener() {
            @Override
            public void progress(otau.engine.solve.SolveProgress progress) {
            }

            @Override
            public void afterProof(Verdict verdict, AfterProof step) {
                cancel.set(true);
            }
        };
        SolveGoal goal = p.sideToMove() == attacker ? SolveGoal.WIN : SolveGoal.DRAW;
        double seconds = Math.max(0.1, Math.min(jobSeconds, (end - System.nanoTime()) / 1e9));
        SolveResult r = solver.solve(p, goal, seconds, threads, tableMiB, stopAfterProof, cancel);
        synchronized (this) {
            nodes += r.nodes();
        }
        return r;
    }

    private static void print(Node n, int depth, int maxDepth) {
        if (depth > maxDepth) {
            return;
        }
        System.out.printf("%s%s %s%n", "  ".repeat(depth), n.path.isEmpty() ? "root" : n.path.get(n.path.size() - 1),
                n.pn == 0 ? "proved" : n.dn == 0 ? "disproved" : "open pn " + num(n.pn) + " dn " + num(n.dn));
        for (Node c : n.children) {
            print(c, depth + 1, maxDepth);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Position root = Fen.read(args[0]);
        Side attacker = args[1].startsWith("w") ? Side.WHITE : Side.BLACK;
        double jobSeconds = Double.parseDouble(args[2]);
        double totalSeconds = Double.parseDouble(args[3]);
        int tableMiB = Integer.parseInt(args[4]);
        int workers = Integer.parseInt(args[5]);
        Tablebase table = Tablebase.findDefault(System.err::println);
        System.out.println("tablebase " + (table == null ? "none" : "up to " + table.maxStones() + " stones"));
        Solver solver = new Solver(table).stipulationOnly().remembering(new ProofMemory(tableMiB));
        JobLevelProof search = new JobLevelProof(attacker, solver, jobSeconds, workers, tableMiB);
        String name = attacker == Side.WHITE ? "White" : "Black";
        long start = System.nanoTime();
        if (workers < 0) {
            // For comparison: one solve of the question, -WORKERS threads on its table.
            JobLevelProof one = new JobLevelProof(attacker, solver, totalSeconds, 1, tableMiB);
            SolveResult r = one.job(root, System.nanoTime() + (long) (totalSeconds * 1e9), -workers);
            System.out.printf("one solve (threads: %d): %s's win %s, %,d nodes, %.1f s%n", -workers, name,
                    attacker == Side.WHITE ? (r.whiteWinProved() ? "PROVED" : r.whiteWinDisproved() ? "DISPROVED" : "open")
                            : (r.blackWinProved() ? "PROVED" : r.blackWinDisproved() ? "DISPROVED" : "open"),
                    r.nodes(), (System.nanoTime() - start) / 1e9);
            return;
        }
        Node top = search.run(root, totalSeconds, search.workers);
        System.out.printf("%s's win %s: %d jobs, %,d nodes, %.0f s%n", name,
                top.pn == 0 ? "PROVED" : top.dn == 0 ? "DISPROVED" : "open", search.jobs, search.nodes,
                (System.nanoTime() - start) / 1e9);
        print(top, 0, 3);
    }
}
