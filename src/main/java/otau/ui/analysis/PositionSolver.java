package otau.ui.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import otau.engine.egtb.DefaultTablebase;
import otau.engine.egtb.Tablebase;
import otau.engine.solve.Defences;
import otau.engine.solve.SideLine;
import otau.engine.solve.SolveGoal;
import otau.engine.solve.SolveListener;
import otau.engine.solve.SolveProgress;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.engine.solve.Tries;
import otau.engine.solve.Verdict;
import otau.game.Position;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.TaskHandle;

/**
 * Analysis → Solve Position: runs the exact solver on the position shown, on the
 * workbench's executor, for as long as it takes (progress in depth and nodes on the badge),
 * and shows what it proved in the {@link ProofBadge}. Running the command again, the Stop
 * button or moving to another position cancels it, and a cancelled solve claims nothing; once
 * the win is proved, though, what follows only refines it (the shortest win, the other first
 * moves), and Stop ends that and shows the proof with what was found so far. A
 * result is shown only for the position it was computed for, and stays while that position
 * is shown (adding its line to the game does not take it away). A proof shows its main line
 * in move notation; a click on a move adds the line to the game as a variation (one undoable
 * step) and goes there, "Add as variation" adds it and stays, "Add with defences" adds it with
 * every other defence and its answer, "Play against the solver" starts a game from here, and
 * "Save as etude" hands the proof to the puzzle window. A win
 * whose shortest-win search ran out of its budget (or was stopped) offers "Find the shortest
 * win": the same solve again with no budget on that search, until it finds the fewest moves or
 * the user stops it (the tables kept from the last solve give the proof back at once and what
 * was already ruled out). Also keeps the badge's tablebase line for the position shown.
 */
final class PositionSolver {
    private static final System.Logger LOG = System.getLogger(PositionSolver.class.getName());
    /** No time limit: a solve runs until it decides or the user stops it. */
    static final double DEFAULT_SECONDS = 0;

    private final GameModel model;
    private final BackgroundExecutor executor;
    /**
     * The solves' tables, kept from one Solve Position to the next (64 MiB a side, as each
     * solve used): a position further down a proof, reached by stepping through its line, is
     * decided by reading what the last solve proved.
     */
    private final otau.engine.solve.ProofMemory memory = new otau.engine.solve.ProofMemory(64);
    private final ProofBadge badge = new ProofBadge(this::stop, this::addLine, this::saveAsPuzzle, this::addLineHere,
            this::playAgainstSolver, this::findShortestWin, this::addDefences);
    /**
     * Nodes the shortest-win search may spend after a proof when the command runs: up to about 15
     * s on one core, within which every win of the composed bench is minimised (the tests lower it).
     */
    private long shortestWinNodes = Solver.THOROUGH_SHORTEST_WIN_NODES;
    private double seconds = DEFAULT_SECONDS;
    private TaskHandle running;
    /** Stands for the solve whose callbacks may still change the badge; null when none. */
    private volatile Object current;
    private AtomicBoolean cancel;
    /** Set by the solve under way once its proof is in: Stop then keeps the proof. */
    private AtomicBoolean proofIn;
    /**
     * The proof Find the Shortest Win started from, while it runs: if the kept tables were let go
     * (memory ran short), the solve proves the position again first, and Stop before that proof
     * is in must give this one back rather than leave the badge empty.
     */
    private SolveResult shownBeforeFind;
    private Position solving;
    /** While Add with Defences solves the tries: moving to another position then stops them and keeps those found. */
    private boolean triesRun;
    /** Looked for off the FX thread once; null until then or when there is none. */
    private volatile Tablebase tablebase;
    /** The proof on show, for the position shown; null when none. */
    private SolveResult proof;
    /** The result on the badge (proved or not), written again in a new language; null when none. */
    private SolveResult shown;
    /**
     * The result's texts are put together from several bundle texts and a line, which the
     * language switch cannot recognise, so they are written again. Held here: the listener is weak.
     */
    private final javafx.beans.InvalidationListener sayAgain = o -> sayAgain();
    /** Opens "Save as etude" with a proof's position and line; null when the workbench has no puzzles. */
    private Consumer<SolveResult> puzzleSaver;
    /** Starts a game against the solver from the position shown; null when the workbench cannot play. */
    private Runnable solverGame;
    private java.util.function.BooleanSupplier solverGameAvailable = () -> false;
    /** The engine's Threads setting, read when a solve starts. */
    private java.util.function.IntSupplier threads = () -> 1;

    PositionSolver(GameModel model, BackgroundExecutor executor) {
        this.model = model;
        this.executor = executor;
        model.currentPositionProperty().addListener((o, a, p) -> positionChanged(p));
        otau.ui.LanguageSwitch.languageProperty().addListener(new javafx.beans.WeakInvalidationListener(sayAgain));
        executor.submit(BackgroundTask.of(I18n.get("solve.tablebase.loading"), c -> DefaultTablebase.shared())
                .onSuccess(t -> useTablebase(t)));
    }

    ProofBadge badge() {
        return badge;
    }

    void setSeconds(double seconds) {
        this.seconds = seconds;
    }

    /** The shortest-win search's node budget when the command runs (tests give a small one). */
    void setShortestWinNodes(long nodes) {
        this.shortestWinNodes = nodes;
    }

    /** Lets go of the tables kept from the last solve, as the garbage collector does when memory runs short (tests). */
    void forgetKeptTables() {
        memory.clear();
    }

    /**
     * Solves with as many threads as {@code threads} says when a solve starts: two or more put
     * the two questions side by side, and threads beyond one a question help it on its table.
     */
    void setThreads(java.util.function.IntSupplier threads) {
        this.threads = threads;
    }

    /** Uses {@code table} for the tablebase line (tests give a small one). */
    void useTablebase(Tablebase table) {
        this.tablebase = table;
        badge.showTablebase(ProofTexts.tablebase(table, model.currentPosition()));
    }

    /** Offers "Save as etude" under a proof, handing the proof to {@code saver}. */
    void setPuzzleSaver(Consumer<SolveResult> saver) {
        this.puzzleSaver = saver;
    }

    /** Offers "Play against the solver" under a proof, running {@code start}, while {@code available} says so. */
    void setSolverGame(Runnable start, java.util.function.BooleanSupplier available) {
        this.solverGame = start;
        this.solverGameAvailable = available;
    }

    /** The proof on show, or null. */
    SolveResult proof() {
        return proof;
    }

    /** The proof on show if it is for the position on the board (it always is: another position takes it away), else null. */
    SolveResult proofOfPositionShown() {
        return proof != null && proof.position().equals(model.currentPosition()) ? proof : null;
    }

    boolean isRunning() {
        return current != null;
    }

    /** The command: starts solving the position shown, or stops the solve under way. */
    void toggle() {
        if (current != null) {
            stop();
        } else {
            start();
        }
    }

    private void start() {
        start(seconds, shortestWinNodes);
    }

    /**
     * "Find the shortest win" under a proved win not yet minimised: solves the position shown
     * again with no limit but Stop on the time and on the shortest-win search's nodes.
     */
    void findShortestWin() {
        SolveResult r = proofOfPositionShown();
        if (current == null && r != null && canFindShortestWin(r)) {
            start(0, Long.MAX_VALUE);
            if (current != null) {
                shownBeforeFind = r;
            }
        }
    }

    /** A proved result with a line to answer the defender's other moves along. */
    static boolean canAddDefences(SolveResult r) {
        return Defences.canAnswer(r);
    }

    /**
     * "Add with defences" under a proof: answers each of the defender's other moves along the
     * main line (a win's loser; a draw's side not to move) with the winner's shortest win or how
     * the draw is held (on the kept tables, so each is decided at once) and adds the main line
     * and every answered defence to the game as variations commented with their results, one
     * undoable step; then solves the other side's tries (its other moves along the line, each
     * within a node budget) and adds the refuted ones marked "?" and the only moves marked "!",
     * a second step. The solution is in the game while the tries, which may take half a minute,
     * are solved. Stop adds what was answered so far; so does moving to another position (to
     * look at a defence) while the tries are solved.
     */
    void addDefences() {
        SolveResult r = proofOfPositionShown();
        if (current != null || r == null || !canAddDefences(r)) {
            return;
        }
        AtomicBoolean flag = new AtomicBoolean();
        cancel = flag;
        // Nothing here can take the proof back: Stop only ends the answering early.
        proofIn = new AtomicBoolean(true);
        solving = r.position();
        Tablebase table = tablebase;
        long nodes = shortestWinNodes;
        int total = Defences.alternatives(r).size();
        int tries = Tries.alternatives(r).size();
        badge.showSolve(ProofBadge.State.RUNNING, I18n.get("solve.defences.progress", 0, total));
        Solver solver = new Solver(table).remembering(memory).withShortestWinNodes(nodes);
        BackgroundTask<List<SideLine>> task = BackgroundTask.of(I18n.get("solve.addDefences"), context ->
                Defences.answer(r, solver, (done, all) -> {
                    context.progress(done, all + tries);
                    context.message(I18n.get("solve.defences.progress", done, all));
                }, flag));
        Object token = new Object();
        current = token;
        showProgressOf(task, token, flag);
        GameNode here = model.currentNode();
        // The tries take over as the run under way before this one would end, so that the badge
        // and Stop never see a moment with nothing running between the two.
        submitAsCurrent(token, task, defences -> {
            if (current == token && keepingTheProof(() -> addDefences(r, here, defences)) && !flag.get() && tries > 0) {
                solveTries(r, here, solver, total, tries, flag);
            }
        }, defences -> show(r));
    }

    /**
     * The second part of Add with Defences: the tries along the main line just added from {@code
     * here}. Moving to another position stops them and adds those found (the defences are in the
     * game to be looked at); closing the window drops them.
     */
    private void solveTries(SolveResult r, GameNode here, Solver solver, int defences, int tries, AtomicBoolean flag) {
        cancel = flag;
        proofIn = new AtomicBoolean(true);
        solving = r.position();
        badge.showSolve(ProofBadge.State.RUNNING, I18n.get("solve.tries.progress", 0, tries));
        int threadCount = Math.max(1, threads.getAsInt()); // the settings are read here, on the FX thread
        BackgroundTask<Tries.Found> task = BackgroundTask.of(I18n.get("solve.addDefences"), context ->
                Tries.answer(r, solver, Tries.NODES_EACH, threadCount, (done, all) -> {
                    context.progress(defences + done, defences + all);
                    context.message(I18n.get("solve.tries.progress", done, all));
                }, flag));
        Object token = new Object();
        current = token;
        triesRun = true;
        showProgressOf(task, token, flag);
        submitAsCurrent(token, task, found -> keepingTheProof(() -> addTries(r, here, found)), found -> show(r));
    }

    /**
     * Runs {@code edit}, its answer; a failure (a side line the game would not take, which the
     * rules make impossible) is logged and answered false, so that the proof still comes back on
     * the badge rather than a run that never ends.
     */
    private static boolean keepingTheProof(java.util.function.BooleanSupplier edit) {
        try {
            return edit.getAsBoolean();
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "Add with Defences: a side line could not be added", e);
            return false;
        }
    }

    /** Shows {@code task}'s messages on the badge while it is the run {@code token} stands for. */
    private void showProgressOf(BackgroundTask<?> task, Object token, AtomicBoolean flag) {
        task.onProgress((f, message) -> {
            if (current == token && message != null && !message.isEmpty()) {
                badge.showSolve(ProofBadge.State.RUNNING, flag.get() ? I18n.get("solve.stopping.keepsProof") : message);
            }
        });
    }

    /**
     * Submits {@code task}, the run {@code token} stands for: {@code anyway} takes its result in
     * any case, {@code done} only while it is still the current run (not stopped, not replaced);
     * a failure is said on the badge.
     */
    private <T> void submitAsCurrent(Object token, BackgroundTask<T> task, Consumer<T> anyway, Consumer<T> done) {
        task.onSuccess(result -> {
            anyway.accept(result);
            if (current == token) {
                finished();
                done.accept(result);
            }
        }).onFailure(e -> {
            if (current == token) {
                finished();
                badge.showSolve(ProofBadge.State.UNPROVEN, I18n.get("solve.failed", FailureText.of(e)));
            }
        });
        TaskHandle handle = executor.submit(task);
        if (current == token) {
            running = handle;
        }
    }

    /**
     * The main line and the defences into the game at {@code here}, the position shown, as one
     * undoable step; the board stays. False if the board has moved from there.
     */
    private boolean addDefences(SolveResult r, GameNode here, List<SideLine> defences) {
        if (!r.position().equals(model.currentPosition()) || model.currentNode() != here) {
            return false;
        }
        model.batch(I18n.get("solve.defences.edit"), () -> {
            List<GameNode> line = mainLineFrom(here, r);
            for (SideLine d : defences) {
                addSideLine(here, line, d);
            }
            model.goTo(here);
        });
        return true;
    }

    /**
     * The refuted tries into the game beside the main line played from {@code here}, each marked
     * "?", the main line's only moves marked "!" where a move carries no mark yet, and its duals
     * named in a comment, as one undoable step; the board stays where it is. Nothing if the main
     * line is no longer in the game (its step undone); whether anything was added.
     */
    private boolean addTries(SolveResult r, GameNode here, Tries.Found found) {
        List<Integer> holes = r.position().legalPrefix(r.mainLine());
        if (found.refuted().isEmpty() && found.onlyMoves().isEmpty() && found.kept().isEmpty()
                || !model.contains(here) || !hasLine(here, holes)) {
            return false;
        }
        GameNode shown = model.currentNode();
        model.batch(I18n.get("solve.tries.edit"), () -> {
            List<GameNode> line = mainLineFrom(here, r);
            for (SideLine t : found.refuted()) {
                GameNode first = addSideLine(here, line, t);
                if (first != null) {
                    markOnce(first, 2); // "?"
                }
            }
            for (int ply : found.onlyMoves()) {
                if (ply < line.size()) {
                    markOnce(line.get(ply), 1); // "!"
                }
            }
            commentDuals(r, here, line, found.kept());
            model.goTo(shown);
        });
        return true;
    }

    /**
     * "Also wins: 81. 45, 81. 67" on each main-line move beside which other moves keep the result
     * (the tries in {@code kept}), where the move has no comment yet.
     */
    private void commentDuals(SolveResult r, GameNode here, List<GameNode> line, List<SideLine> kept) {
        java.util.Map<Integer, List<Integer>> byPly = new java.util.TreeMap<>();
        for (SideLine t : kept) {
            byPly.computeIfAbsent(t.ply(), k -> new ArrayList<>()).add(t.hole());
        }
        byPly.forEach((ply, holes) -> {
            if (ply < line.size()) {
                GameNode move = line.get(ply);
                Position before = ply == 0 ? here.position() : line.get(ply - 1).position();
                if (move.comment() == null || move.comment().isEmpty()) {
                    model.setComment(move, ProofTexts.duals(r.verdict(), before, holes));
                }
            }
        });
    }

    /** The proof's main line played from {@code here} (the moves already in the game followed); its nodes. */
    private List<GameNode> mainLineFrom(GameNode here, SolveResult r) {
        List<GameNode> line = new ArrayList<>();
        GameNode at = here;
        for (int h : r.position().legalPrefix(r.mainLine())) {
            at = model.playMove(at, h);
            line.add(at);
        }
        return line;
    }

    /** Whether the moves {@code holes} follow each other from {@code here} in the game. */
    private static boolean hasLine(GameNode here, List<Integer> holes) {
        GameNode at = here;
        for (int h : holes) {
            at = at.child(h);
            if (at == null) {
                return false;
            }
        }
        return true;
    }

    /** {@code d} into the game beside the main line {@code line} played from {@code here}, commented with its result; its first node. */
    private GameNode addSideLine(GameNode here, List<GameNode> line, SideLine d) {
        if (d.ply() > line.size()) {
            return null;
        }
        GameNode first = model.playMove(d.ply() == 0 ? here : line.get(d.ply() - 1), d.hole());
        GameNode x = first;
        for (int h : d.line().subList(1, d.line().size())) {
            x = model.playMove(x, h);
        }
        if (first.comment() == null || first.comment().isEmpty()) {
            model.setComment(first, ProofTexts.defence(d));
        }
        return first;
    }

    /** Gives {@code node} the move mark {@code nag} unless it has one already (the user's own stays). */
    private void markOnce(GameNode node, int nag) {
        // $1..$7 are the move marks (! ? !! ?? !? ?! and the forced move): one a move.
        if (node.nags().stream().noneMatch(n -> n >= 1 && n <= 7)) {
            List<Integer> nags = new ArrayList<>(node.nags());
            nags.add(0, nag);
            model.setNags(node, nags);
        }
    }

    /** A won position whose shortest win is not yet known exactly. */
    static boolean canFindShortestWin(SolveResult r) {
        return r.verdict() != null && r.verdict() != Verdict.DRAW && !r.position().isGameOver()
                && r.winLength() != SolveResult.WinLength.EXACT && !r.mainLine().isEmpty();
    }

    private void start(double limit, long shortestNodes) {
        Position p = model.currentPosition();
        proof = null;
        shown = null;
        if (Solver.whyNot(p) != null) {
            badge.showSolve(ProofBadge.State.UNPROVEN, I18n.get("solve.notRealGame", p.totalStones()));
            return;
        }
        AtomicBoolean flag = new AtomicBoolean();
        AtomicBoolean proved = new AtomicBoolean();
        Tablebase table = tablebase;
        int threadCount = Math.max(1, threads.getAsInt());
        cancel = flag;
        proofIn = proved;
        solving = p;
        badge.showSolve(ProofBadge.State.RUNNING, I18n.get("solve.starting"));
        // A table built in Preferences since the panel opened is taken up here (off the FX thread).
        java.util.concurrent.atomic.AtomicReference<Tablebase> used = new java.util.concurrent.atomic.AtomicReference<>(table);
        BackgroundTask<SolveResult> task = BackgroundTask.of(I18n.get("command.solvePosition"), context -> {
            if (table == null) {
                used.set(DefaultTablebase.shared());
            }
            SolveResult r = new Solver(used.get()).withFirstMoveCheck().remembering(memory)
                    .withShortestWinNodes(shortestNodes).solve(p, SolveGoal.DECIDE, limit, threadCount, 64,
                    new SolveListener() {
                        @Override
                        public void progress(SolveProgress progress) {
                            context.message(ProofTexts.proving(progress));
                        }

                        @Override
                        public void afterProof(Verdict verdict, AfterProof step) {
                            // The proof is in; the badge says what still keeps the result back.
                            proved.set(true);
                            context.message(ProofTexts.afterProof(verdict, step));
                        }

                        @Override
                        public void shortestWinProgress(Verdict verdict, int notWithinPlies, long nodes) {
                            context.message(ProofTexts.shortestWinProgress(verdict, p.sideToMove(), notWithinPlies));
                        }
                    }, flag);
            context.checkCancelled();
            return r;
        });
        Object token = new Object();
        current = token;
        task.onProgress((f, message) -> {
            if (current == token && !flag.get() && message != null && !message.isEmpty()) {
                badge.showSolve(ProofBadge.State.RUNNING, message);
            }
        });
        submitAsCurrent(token, task, r -> {
            if (tablebase == null && used.get() != null) {
                useTablebase(used.get());
            }
        }, this::show);
    }

    private void sayAgain() {
        badge.showTablebase(ProofTexts.tablebase(tablebase, model.currentPosition()));
        if (current == null && shown != null) {
            show(shown);
        }
    }

    private void show(SolveResult r) {
        shown = r;
        List<LineNotation.LineMove> line = r.proven() ? LineNotation.moves(r.position(), r.mainLine()) : List.of();
        // An open result says how long the solver looked: its own clock, not the limit it was given.
        double seconds = Math.max(1, Math.round(r.elapsedMillis() / 1000.0));
        badge.showSolve(r.proven() ? ProofBadge.State.PROVEN : ProofBadge.State.UNPROVEN,
                ProofTexts.result(r, seconds, line));
        if (!line.isEmpty()) {
            proof = r;
            badge.showLine(ProofTexts.lineCaption(r, line.size()), line, puzzleSaver != null && isPuzzle(r),
                    solverGame != null && solverGameAvailable.getAsBoolean() && !r.position().isGameOver());
            badge.offerShortestWin(canFindShortestWin(r));
            badge.offerDefences(canAddDefences(r));
        }
    }

    /** "Add as variation": the line goes into the game and the board stays here, so the proof stays in view. */
    private void addLineHere() {
        addLine(-1);
    }

    private void playAgainstSolver() {
        if (solverGame != null) {
            solverGame.run();
        }
    }

    /** A win for the side to move or a draw makes a puzzle; a loss has nothing for the solver to find. */
    private static boolean isPuzzle(SolveResult r) {
        return r.verdict() == Verdict.DRAW || r.verdict().winner() == r.position().sideToMove();
    }

    /**
     * Adds the proof's line at the position shown, as one undoable step (the moves already in
     * the game are followed, the rest become a variation), and goes to its move {@code index}
     * (-1: stays at the position shown).
     */
    void addLine(int index) {
        SolveResult r = proof;
        if (r == null || !r.position().equals(model.currentPosition())) {
            return;
        }
        List<Integer> holes = r.position().legalPrefix(r.mainLine());
        if (holes.isEmpty()) {
            return;
        }
        GameNode here = model.currentNode();
        model.batch(I18n.get("solve.addLine"), () -> {
            List<GameNode> nodes = new ArrayList<>();
            for (int h : holes) {
                nodes.add(model.playMove(h));
            }
            model.goTo(index < 0 ? here : nodes.get(Math.min(index, nodes.size() - 1)));
        });
    }

    private void saveAsPuzzle() {
        if (proof != null && puzzleSaver != null) {
            puzzleSaver.accept(proof);
        }
    }

    /**
     * The Stop button and the command while a solve runs. Before the proof is in, as {@link
     * #abandon}, except under Find the Shortest Win, which gives back the proof it started
     * from. After it, the solver is told to stop and returns at once with the proof and
     * what it found since (a main line not claimed to be the shortest, the first moves not
     * checked named as not settled), which is then shown.
     */
    void stop() {
        if (current != null && !proofIn.get() && shownBeforeFind != null) {
            SolveResult keep = shownBeforeFind;
            cancel.set(true);
            if (running != null) {
                running.cancel();
            }
            finished();
            show(keep);
            return;
        }
        if (current != null && proofIn.get()) {
            // A second press while the proof comes back must not throw it away.
            if (!cancel.get()) {
                cancel.set(true);
                badge.showSolve(ProofBadge.State.RUNNING, I18n.get("solve.stopping.keepsProof"));
            }
            return;
        }
        abandon();
    }

    /**
     * Cancels the solve under way, proof or not, and takes its badge away: moving to another
     * position, and closing the window.
     */
    void abandon() {
        if (current != null) {
            cancel.set(true);
            if (running != null) {
                running.cancel();
            }
            finished();
        }
        proof = null;
        shown = null;
        badge.clearSolve();
    }

    private void finished() {
        running = null;
        current = null;
        cancel = null;
        proofIn = null;
        solving = null;
        shownBeforeFind = null;
        triesRun = false;
    }

    private void positionChanged(Position p) {
        if (current != null && !p.equals(solving) && triesRun) {
            // The tries' task sees the flag, returns those found, and adds them (cursor kept).
            cancel.set(true);
            finished();
            proof = null;
            shown = null;
            badge.clearSolve();
        } else if (current != null && !p.equals(solving)) {
            abandon();
        } else if (current == null && (proof == null || !p.equals(proof.position()))) {
            // Only another position takes the proof away: an edit that leaves the board as it was keeps it.
            proof = null;
            shown = null;
            badge.clearSolve();
        }
        badge.showTablebase(ProofTexts.tablebase(tablebase, p));
    }
}
