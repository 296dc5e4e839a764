import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import otau.engine.BestMove;
import otau.engine.Limits;
import otau.engine.SearchInfo;
import otau.engine.SearchListener;
import otau.engine.search.SearchConfig;
import otau.engine.search.SearchEngine;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.engine.solve.Verdict;
import otau.game.Fen;
import otau.game.Move;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;
import otau.game.record.RecordReader;

/**
 * Mines positions "of the composed kind" for the solver bench from a file of game records.
 *
 * <p>Run from the worktree root after {@code mvn -B -q -o package -DskipTests -Dlayout.skip=true}:
 * <pre>
 * java -cp target/otau.jar src/test/tools/MineComposedBench.java RECORDS [NODES] [SECONDS] [EVERY] [FIRST] [tuzdyk]
 * </pre>
 * For every EVERY-th game (default 1) from game FIRST (default 0, the first), its main line is played back from the last position with
 * 20 or more stones on the board, one ply at a time, up to 10 plies and 45 stones, for as long as
 * the default df-pn solver (no tablebase) proves each position within NODES nodes (default
 * 400,000) and SECONDS seconds (default 4). Positions where either store is over 77 (the result
 * all but decided) are skipped, and so are proofs of under 5,000 nodes and positions the engine
 * already scores as decided at depth 10. A position is printed as a bench line when the side to move is
 * proved to win or draw AND at least one of these holds for the proof's first move:
 * <ul>
 *   <li>quiet: it takes nothing;</li>
 *   <li>sacrifice: it leaves the defender a capture (of 2 or more stones) at once;</li>
 *   <li>tuzdyk: a tuzdyk is made within the first four plies of the main line;</li>
 *   <li>eval: the engine at depth 10 scores the position below 0 for the side that wins.</li>
 * </ul>
 * Only the position string is printed (no names, no game): the line's comment gives the kinds,
 * the proof's nodes, the evaluation and how far it was played back. Of each game the two
 * positions played back furthest are kept.
 *
 * <p>With the last argument {@code tuzdyk} it looks for tuzdyk fights instead: every position of
 * the main line with 20 to 45 stones on the board in which a tuzdyk can still be made within
 * two plies (the side to move can make one, or the opponent can after some move) is solved, and
 * kept when it passes the test above and the proof's first move makes a tuzdyk, lets the defender
 * make one at once, or the proof's line makes one within four plies. Of each game the one with the most
 * stones is kept. Tuzdyks are mostly made long before the last 45 stones, so only this wider scan
 * finds such positions in club games.
 */
public final class MineComposedBench {
    private static final int MIN_STONES = 20;
    private static final int MAX_STONES = 45;
    private static final int PER_GAME = 2;
    /** Plies played back from the end of a game's late middlegame. */
    private static final int MAX_BACK = 10;
    /** Neither side within 5 stones of the 82 that win: the fight is still open. */
    private static final int MAX_STORE = 77;
    /** Fewer proof nodes than this: a plain finish, not a composition. */
    private static final long MIN_NODES = 5_000;

    /** Tuzdyk fights: positions with a live tuzdyk, and how many of them were proved. */
    private static int live;
    private static int proved;

    public static void main(String[] args) throws Exception {
        Path records = Path.of(args[0]);
        long nodes = args.length > 1 ? Long.parseLong(args[1]) : 400_000;
        double seconds = args.length > 2 ? Double.parseDouble(args[2]) : 4;
        int every = args.length > 3 ? Integer.parseInt(args[3]) : 1;
        int firstGame = args.length > 4 ? Integer.parseInt(args[4]) : 0;
        boolean tuzdykFights = args.length > 5 && args[5].equals("tuzdyk");
        Solver solver = new Solver(null).withNodeLimit(nodes);
        Set<Long> seen = new HashSet<>();
        List<GameRecord> games = RecordReader.read(records).games();
        System.err.printf("%d games%n", games.size());
        try (SearchEngine engine = new SearchEngine(SearchConfig.named("default"))) {
            for (int g = firstGame; g < games.size(); g += every) {
                List<RecordNode> line = games.get(g).mainLine();
                if (tuzdykFights) {
                    String fight = tuzdykFight(line, solver, seconds, seen, engine);
                    if (fight != null) {
                        System.out.println(fight);
                        System.out.flush();
                    }
                    continue;
                }
                int last = line.size() - 1;
                while (last >= 0 && onBoard(line.get(last).position()) < MIN_STONES) {
                    last--;
                }
                // Play back from the end of the late middlegame while the solver still proves it.
                List<String> found = new ArrayList<>();
                for (int i = last, back = 0; i >= 0 && back <= MAX_BACK; i--, back++) {
                    Position p = line.get(i).position();
                    int onBoard = onBoard(p);
                    if (onBoard > MAX_STONES || p.isGameOver() || Solver.whyNot(p) != null) {
                        break;
                    }
                    SolveResult r = solver.solve(p, SolveGoal.DECIDE, seconds, 1, 64, SolveListener.NONE,
                            new AtomicBoolean());
                    if (!r.proven()) {
                        break;
                    }
                    if (!seen.add(p.hash()) || Math.max(p.store(Side.WHITE), p.store(Side.BLACK)) > MAX_STORE) {
                        continue;
                    }
                    String kind = judge(p, onBoard, r, back, engine);
                    if (kind != null) {
                        found.add(kind);
                    }
                }
                // The ones played back furthest: the most stones, the longest fight.
                for (String f : found.subList(Math.max(0, found.size() - PER_GAME), found.size())) {
                    System.out.println(f);
                }
                System.out.flush();
            }
        }
        if (tuzdykFights) {
            System.err.printf("%d positions with a tuzdyk to be made within two plies, %d of them proved%n", live, proved);
        }
    }

    /** The position of the line with the most stones that is a proved tuzdyk fight, or null. */
    private static String tuzdykFight(List<RecordNode> line, Solver solver, double seconds, Set<Long> seen,
            SearchEngine engine) throws Exception {
        for (RecordNode node : line) {
            Position p = node.position();
            int onBoard = onBoard(p);
            if (onBoard > MAX_STONES || onBoard < MIN_STONES || p.isGameOver() || Solver.whyNot(p) != null
                    || Math.max(p.store(Side.WHITE), p.store(Side.BLACK)) > MAX_STORE || !tuzdykLive(p)
                    || !seen.add(p.hash())) {
                continue;
            }
            live++;
            SolveResult r = solver.solve(p, SolveGoal.DECIDE, seconds, 1, 64, SolveListener.NONE,
                    new AtomicBoolean());
            if (!r.proven()) {
                continue;
            }
            proved++;
            String kind = judge(p, onBoard, r, 0, engine);
            String fight = kind == null ? null : tuzdykFight(p, r.mainLine().get(0));
            if (fight != null || kind != null && kind.contains("tuzdyk at ply")) {
                return kind + (fight == null ? "" : ", " + fight);
            }
        }
        return null;
    }

    /**
     * What the proof's first move does about tuzdyks: makes one, or lets the defender make one at
     * once (a tuzdyk given away); null when neither.
     */
    private static String tuzdykFight(Position p, int firstMove) {
        Position q = p.play(firstMove);
        if (q.lastMove().tuzdyk()) {
            return "the first move makes a tuzdyk";
        }
        if (!q.isGameOver()) {
            for (int reply : q.legalMoves()) {
                Position r = q.play(reply);
                if (r.lastMove().tuzdyk()) {
                    return "the first move lets the defender make a tuzdyk with " + r.lastMove().notation();
                }
            }
        }
        return null;
    }

    /** Whether a tuzdyk can be made in the next two plies. */
    private static boolean tuzdykLive(Position p) {
        for (int move : p.legalMoves()) {
            Position q = p.play(move);
            if (q.lastMove().tuzdyk()) {
                return true;
            }
            if (!q.isGameOver()) {
                for (int reply : q.legalMoves()) {
                    if (q.play(reply).lastMove().tuzdyk()) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static int onBoard(Position p) {
        return p.totalStones() - p.store(Side.WHITE) - p.store(Side.BLACK);
    }

    private static String judge(Position p, int onBoard, SolveResult r, int back, SearchEngine engine)
            throws Exception {
        if (r.mainLine().isEmpty() || r.nodes() < MIN_NODES) {
            return null;
        }
        Side mover = p.sideToMove();
        Verdict v = r.verdict();
        boolean moverWins = v.winner() == mover;
        if (!moverWins && v != Verdict.DRAW) {
            return null;
        }
        List<String> kinds = new ArrayList<>();
        Position after = p.play(r.mainLine().get(0));
        Move first = after.lastMove();
        if (first.captured() == 0) {
            kinds.add("quiet");
        }
        int bestReply = 0;
        for (int reply : after.legalMoves()) {
            bestReply = Math.max(bestReply, after.play(reply).lastMove().captured());
        }
        if (bestReply >= 2 && bestReply > first.captured()) {
            kinds.add("sacrifice (leaves a take of " + bestReply + ")");
        }
        Position q = p;
        for (int k = 0; k < Math.min(4, r.mainLine().size()); k++) {
            q = q.play(r.mainLine().get(k));
            if (q.lastMove().tuzdyk()) {
                kinds.add("tuzdyk at ply " + (k + 1));
                break;
            }
        }
        int eval = evaluate(engine, p);
        if (Math.abs(eval) >= 29_000) {
            return null; // the engine sees the end at depth 10: no study for the solver
        }
        if (moverWins && eval < 0) {
            kinds.add("eval " + eval + " for the winner");
        }
        if (v == Verdict.DRAW && eval < -200) {
            kinds.add("eval " + eval + " for the drawing side");
        }
        if (kinds.isEmpty()) {
            return null;
        }
        return String.format(Locale.ROOT, "%s ; %s ; %d stones, %s %s, first move %s; df-pn %d nodes; eval %d; played back %d",
                Fen.write(p), v.text(), onBoard, mover == Side.WHITE ? "White" : "Black",
                moverWins ? "to move wins" : "to move draws", first.notation(), r.nodes(), eval, back) + "; "
                + String.join(", ", kinds);
    }

    /** The engine's score at depth 10, for the side to move, in centi-stones. */
    private static int evaluate(SearchEngine engine, Position p) throws Exception {
        BestMove best = engine.go(p, Limits.depth(10), new SearchListener() {
            @Override
            public void info(SearchInfo info) {
            }

            @Override
            public void bestMove(BestMove bestMove) {
            }
        }).get();
        return best.score().value();
    }
}
