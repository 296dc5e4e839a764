package otau.ui.puzzle;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Solver;
import otau.engine.solve.Verdict;
import otau.game.Position;
import otau.puzzle.Puzzle;
import otau.puzzle.StipulationProof;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.MoveNumberGlue;
import otau.ui.tasks.BackgroundExecutor;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.TaskHandle;

/**
 * "Prove Stipulation" for a win or draw etude, in Save as Etude and the collection editor:
 * the exact solver runs in the background (progress, Stop) and the pane says "proved" or
 * exactly where the stipulation fails — the start, or which solver move gives it away and
 * the defence that shows it. A proved win whose shortest count was not found in the time
 * offers "Find the Shortest Win": the start solved again with no limit but Stop on the time and
 * on the minimisation, as Solve Position's button does.
 */
final class StipulationProofPane extends VBox {
    /** Time for each position of the line. */
    static final double SECONDS_PER_POSITION = 30;

    private final BackgroundExecutor executor;
    private final Supplier<Puzzle> puzzle;
    private final double seconds;
    /** The user's tablebase, as Solve Position and the trainer use it. */
    private final Supplier<otau.engine.egtb.Tablebase> tablebase;
    private final ReadOnlyObjectWrapper<StipulationProof> result = new ReadOnlyObjectWrapper<>(this, "result");
    final Button prove = new Button(I18n.get("puzzles.proof.prove"), new FontIcon("mdi2c-check-decagram"));
    final Button stop = new Button(I18n.get("puzzles.proof.stop"));
    final Button shortest = new Button(I18n.get("solve.findShortest"), new FontIcon("mdi2r-ruler"));
    /** "Prove All Etudes", shown where a whole collection is at hand (the collection editor). */
    final Button proveAll = new Button(I18n.get("puzzles.proof.proveAll"), new FontIcon("mdi2c-check-all"));
    /** Puts the line the proof found (the defence that refutes, the cook's win) on the board, where it can be played through. */
    final Button showLine = new Button(I18n.get("puzzles.proof.showLine"), new FontIcon("mdi2e-eye-outline"));
    private java.util.function.BiConsumer<Position, List<Integer>> lineOnBoard;
    /** The collection Prove All Etudes proves, or null where there is none. */
    private Supplier<List<Puzzle>> collection;
    /**
     * The proofs found here, by puzzle. A puzzle edited is another value (its line, goal or id
     * changed), so a proof never shows for what it did not prove.
     */
    private final javafx.collections.ObservableMap<Puzzle, StipulationProof> proofs =
            javafx.collections.FXCollections.observableHashMap();
    /** True while Prove All Etudes runs: choosing another puzzle then does not stop it. */
    private boolean provingAll;
    /** The puzzle the proof on show is for: the one Find the Shortest Win solves again. */
    private Puzzle proved;
    /** The shortest-win search's budget in a proof, as Solve Position's (tests give a small one). */
    private long shortestWinNodes = Solver.THOROUGH_SHORTEST_WIN_NODES;
    /** The engine's Threads setting, read when a proof starts (as Solve Position reads it). */
    private java.util.function.IntSupplier threads = () -> 1;
    final Label status = new Label();
    private AtomicBoolean cancel;
    private TaskHandle running;
    /** What runs now, in the words of its button (for Quit's question); empty when nothing does. */
    private String runningName = "";
    /** How the status now shown is said: glued from bundle texts and moves, so made again in a new language. */
    private Supplier<String> said = () -> "";
    private boolean saidOk = true;
    /** Held here: the language listener is weak. */
    private final javafx.beans.InvalidationListener sayAgain = o -> show(said, saidOk);

    /**
     * @param puzzle the puzzle to prove when asked (null: nothing to prove; an
     *               IllegalArgumentException's message is shown as what is missing)
     */
    StipulationProofPane(BackgroundExecutor executor, Supplier<Puzzle> puzzle, double seconds) {
        this(executor, puzzle, seconds, otau.engine.egtb.DefaultTablebase::shared);
    }

    /**
     * @param tablebase the endgame tablebase the solver leans on, or null for none: called on the
     *                  solving thread, never on the FX thread (opening a table reads its header)
     */
    StipulationProofPane(BackgroundExecutor executor, Supplier<Puzzle> puzzle, double seconds,
                         Supplier<otau.engine.egtb.Tablebase> tablebase) {
        this.executor = executor;
        this.puzzle = puzzle;
        this.seconds = seconds;
        this.tablebase = tablebase;
        getStyleClass().add("puzzle-proof");
        setSpacing(4);
        prove.setId("puzzle-prove");
        prove.setOnAction(e -> prove());
        stop.setId("puzzle-prove-stop");
        stop.setDisable(true);
        stop.setOnAction(e -> stopProof());
        shortest.setId("puzzle-find-shortest");
        shortest.setTooltip(new javafx.scene.control.Tooltip(I18n.get("solve.findShortest.tip")));
        shortest.setOnAction(e -> findShortestWin());
        shortest.managedProperty().bind(shortest.visibleProperty());
        shortest.setVisible(false);
        proveAll.setId("puzzle-prove-all");
        proveAll.setTooltip(new javafx.scene.control.Tooltip(I18n.get("puzzles.proof.proveAllTip")));
        proveAll.setOnAction(e -> proveAll());
        proveAll.managedProperty().bind(proveAll.visibleProperty());
        proveAll.setVisible(false);
        showLine.setId("puzzle-proof-show-line");
        showLine.setTooltip(new javafx.scene.control.Tooltip(I18n.get("puzzles.proof.showLineTip")));
        showLine.setOnAction(e -> showLineOnBoard());
        showLine.managedProperty().bind(showLine.visibleProperty());
        showLine.setVisible(false);
        result.addListener((o, was, now) -> showLine.setVisible(lineOnBoard != null && lineOf(proved, now) != null));
        status.setId("puzzle-proof-status");
        status.setWrapText(true);
        status.setMinHeight(Label.USE_PREF_SIZE);
        // Wraps in a narrow dialog (Save as Etude) rather than cutting a long translation.
        javafx.scene.layout.FlowPane buttons = new javafx.scene.layout.FlowPane(6, 4, prove, proveAll, stop, shortest, showLine);
        buttons.setAlignment(Pos.CENTER_LEFT);
        getChildren().addAll(buttons, status);
        otau.ui.LanguageSwitch.languageProperty().addListener(new javafx.beans.WeakInvalidationListener(sayAgain));
    }

    /** Starts the proof of the puzzle as it is now. */
    void prove() {
        if (running != null) {
            return;
        }
        Puzzle p;
        try {
            p = puzzle.get();
        } catch (IllegalArgumentException e) {
            // The form does not describe a puzzle yet: say what is missing.
            show(() -> FailureText.of(e), false);
            return;
        }
        if (p == null) {
            return;
        }
        if (!StipulationProof.applies(p)) {
            show(() -> I18n.get("puzzles.proof.notEtude"), false);
            return;
        }
        AtomicBoolean flag = started();
        result.set(null);
        show(() -> I18n.get("puzzles.proof.starting"), true);
        int threadCount = threadsForNextProof(); // the settings are read here, on the FX thread
        runningName = I18n.get("puzzles.proof.prove");
        running = executor.submit(BackgroundTask.<StipulationProof>of(I18n.get("puzzles.proof.prove"), ctx ->
                // A coach waits for this answer, as for Solve Position: the shortest win gets the same budget.
                StipulationProof.prove(p, new Solver(tablebase.get()).withShortestWinNodes(shortestWinNodes),
                        seconds, threadCount, step -> ctx.message(I18n.get(
                        "puzzles.proof.proving", position(step), positions(step), step.progress().nodes())), flag))
                .onProgress((f, message) -> progress(message))
                .onSuccess(r -> {
                    finished();
                    boolean cancelled = flag.get();
                    if (!cancelled) {
                        proofs.put(p, r);
                    }
                    showProof(p, r, cancelled);
                })
                .onFailure(e -> {
                    finished();
                    show(() -> FailureText.of(e), false);
                }));
    }

    /**
     * Proves with as many threads as {@code threads} says when a proof starts (each position's
     * solve takes them as Solve Position's does); one until told.
     */
    void setThreads(java.util.function.IntSupplier threads) {
        this.threads = threads;
    }

    /** The threads a proof started now would take. */
    int threadsForNextProof() {
        return Math.max(1, threads.getAsInt());
    }

    /** The shortest-win search's budget in a proof (tests give a small one, to leave a count "at most"). */
    void setShortestWinNodes(long nodes) {
        this.shortestWinNodes = nodes;
    }

    /** A proved win whose count of moves is not yet exact. */
    static boolean canFindShortestWin(StipulationProof r) {
        return r != null && r.status() == StipulationProof.Status.PROVED && r.verdict() != null
                && r.verdict() != Verdict.DRAW && r.winLength() != null && r.winLength() != SolveResult.WinLength.EXACT;
    }

    /**
     * Solves the proved etude's start again, with no limit but Stop, until its shortest win is
     * found: the proof then says the exact count. Stopped first, the proof stays as it was, with
     * how many moves were ruled out.
     */
    void findShortestWin() {
        StipulationProof before = result.get();
        Puzzle p = proved;
        if (running != null || p == null || !canFindShortestWin(before)) {
            return;
        }
        AtomicBoolean flag = started();
        int threadCount = threadsForNextProof();
        otau.game.Side toMove = p.start().sideToMove();
        show(() -> otau.ui.ShortestWinProgressText.of(before.verdict(), toMove, 0), true);
        runningName = I18n.get("solve.findShortest");
        running = executor.submit(BackgroundTask.<SolveResult>of(I18n.get("solve.findShortest"), ctx ->
                new Solver(tablebase.get()).withShortestWinNodes(Long.MAX_VALUE).solve(p.start(),
                        otau.engine.solve.SolveGoal.DECIDE, 0, threadCount, 64, new otau.engine.solve.SolveListener() {
                            @Override
                            public void progress(otau.engine.solve.SolveProgress progress) {
                            }

                            @Override
                            public void shortestWinProgress(Verdict verdict, int notWithinPlies, long nodes) {
                                ctx.message(otau.ui.ShortestWinProgressText.of(verdict, toMove, notWithinPlies));
                            }
                        }, flag))
                .onProgress((f, message) -> progress(message))
                .onSuccess(s -> {
                    finished();
                    boolean exact = s.verdict() == before.verdict() && s.winLength() == SolveResult.WinLength.EXACT;
                    StipulationProof now = exact ? before.withExactWin(s.movesToWin()) : before;
                    int ruledOut = exact ? 0 : s.movesNotEnough();
                    result.set(now);
                    proofs.put(p, now);
                    show(() -> text(p, now, false) + (ruledOut == 0 ? ""
                            : "\n" + I18n.get("puzzles.proof.winMoreThan", ruledOut)), true);
                    shortest.setVisible(canFindShortestWin(now));
                })
                .onFailure(e -> {
                    finished();
                    show(() -> FailureText.of(e), false);
                }));
    }

    /** Which position of the line a progress step is about, counted from 1 ("position 2 of 5"). */
    private static int position(StipulationProof.Step step) {
        return Math.min(step.ply() + 1, positions(step));
    }

    /** How many positions of the line a proof goes through (at least the start). */
    private static int positions(StipulationProof.Step step) {
        return Math.max(1, step.plies());
    }

    private void showProof(Puzzle p, StipulationProof r, boolean cancelled) {
        proved = p;
        result.set(r);
        show(() -> text(p, r, cancelled), r.status() == StipulationProof.Status.PROVED);
        shortest.setVisible(canFindShortestWin(r));
    }

    /**
     * Offers "Show the Line on the Board" for a proof that found a line beyond the puzzle's own:
     * {@code show} gets the puzzle's start and the line from there.
     */
    void offerLineOnBoard(java.util.function.BiConsumer<Position, List<Integer>> show) {
        this.lineOnBoard = show;
    }

    /**
     * The line a proof found, from the puzzle's start: a failing etude's line up to the move that
     * gives the result away and the defence that shows it, a draw etude's win (the cook); null
     * when it found none beyond the puzzle's own line.
     */
    static List<Integer> lineOf(Puzzle p, StipulationProof r) {
        if (p == null || r == null) {
            return null;
        }
        List<Integer> line = new java.util.ArrayList<>();
        if (r.status() == StipulationProof.Status.FAILS) {
            if (r.failingPly() >= 0) {
                line.addAll(r.lineToFailure(p));
            }
            line.addAll(r.defence());
        } else if (r.status() == StipulationProof.Status.PROVED && !r.cook().winLine().isEmpty()) {
            line.addAll(r.cook().winLine());
        }
        // Only what can be played: a line is never put on the board beyond a move it cannot make.
        List<Integer> legal = p.start().legalPrefix(line);
        return legal.isEmpty() ? null : legal;
    }

    private void showLineOnBoard() {
        List<Integer> line = lineOf(proved, result.get());
        if (line != null && lineOnBoard != null) {
            lineOnBoard.accept(proved.start(), line);
        }
    }

    /**
     * Offers "Prove All Etudes" over {@code collection}'s puzzles as they are when it is pressed:
     * each win or draw etude proved in turn, as Prove Stipulation proves one.
     */
    void enableProveAll(Supplier<List<Puzzle>> collection) {
        this.collection = collection;
        proveAll.setVisible(true);
    }

    /**
     * Proves every win and draw etude of the collection in turn, in the background (Stop ends it
     * after the etude in hand, keeping those proved); each proof joins {@link #proofs()} as it is
     * found, and a summary says how many are proved, cooked, failing or open, and which.
     */
    void proveAll() {
        if (running != null || collection == null) {
            return;
        }
        List<Puzzle> etudes = collection.get().stream().filter(StipulationProof::applies).toList();
        if (etudes.isEmpty()) {
            show(() -> I18n.get("puzzles.proof.noEtudes"), false);
            return;
        }
        AtomicBoolean flag = started();
        provingAll = true;
        result.set(null);
        proved = null;
        show(() -> I18n.get("puzzles.proof.starting"), true);
        int threadCount = threadsForNextProof();
        java.util.Map<Puzzle, StipulationProof> found = new java.util.concurrent.ConcurrentHashMap<>();
        runningName = I18n.get("puzzles.proof.proveAll");
        running = executor.submit(BackgroundTask.<Boolean>of(I18n.get("puzzles.proof.proveAll"), ctx -> {
            Solver solver = new Solver(tablebase.get()).withShortestWinNodes(shortestWinNodes);
            for (int i = 0; i < etudes.size() && !flag.get(); i++) {
                Puzzle p = etudes.get(i);
                int number = i + 1;
                ctx.progress(i, etudes.size());
                StipulationProof r = StipulationProof.prove(p, solver, seconds, threadCount, step -> ctx.message(
                        I18n.get("puzzles.proof.provingAll", number, etudes.size(), p.id(),
                                position(step), positions(step), step.progress().nodes())), flag);
                if (!flag.get()) {
                    found.put(p, r);
                    javafx.application.Platform.runLater(() -> proofs.put(p, r));
                }
            }
            return flag.get();
        }).onProgress((f, message) -> progress(message))
                .onSuccess(stopped -> {
                    finished();
                    show(() -> EtudeProofSummary.of(etudes, found, stopped), found.values().stream()
                            .allMatch(r -> r.status() == StipulationProof.Status.PROVED && !r.cooked()) && !stopped);
                })
                .onFailure(e -> {
                    finished();
                    show(() -> FailureText.of(e), false);
                }));
    }

    /** The proofs found in this window so far, by puzzle (the collection editor marks its rows with them). */
    javafx.collections.ObservableMap<Puzzle, StipulationProof> proofs() {
        return proofs;
    }

    /**
     * Another puzzle is chosen: a proof of one puzzle still running stops (it was for the last),
     * Prove All Etudes goes on; the proof found for {@code p}, if any, is shown.
     */
    void showFor(Puzzle p) {
        if (provingAll) {
            return; // its progress stays on show; the row's proof is shown when chosen after
        }
        clear();
        StipulationProof known = p == null ? null : proofs.get(p);
        if (known != null) {
            showProof(p, known, false);
        }
    }

    /** What this pane runs now, by its button's name (empty when nothing runs): Quit asks before stopping it. */
    List<String> runningWork() {
        return running == null ? List.of() : List.of(runningName);
    }

    /** A search starts: Prove and Find the Shortest Win wait, Stop is offered; the flag Stop sets. */
    private AtomicBoolean started() {
        AtomicBoolean flag = new AtomicBoolean();
        cancel = flag;
        prove.setDisable(true);
        proveAll.setDisable(true);
        stop.setDisable(false);
        shortest.setVisible(false);
        return flag;
    }

    private void progress(String message) {
        if (message != null && !message.isEmpty() && running != null) {
            status.setText(MoveNumberGlue.glue(message));
        }
    }

    void stopProof() {
        if (cancel != null) {
            cancel.set(true);
        }
    }

    /** Forgets a proof that no longer fits (the puzzle changed). */
    void clear() {
        stopProof();
        result.set(null);
        proved = null;
        shortest.setVisible(false);
        show(() -> "", true);
    }

    private void finished() {
        running = null;
        provingAll = false;
        proveAll.setDisable(false);
        prove.setDisable(false);
        stop.setDisable(true);
    }

    private void show(Supplier<String> saying, boolean ok) {
        said = saying;
        saidOk = ok;
        String text = saying.get();
        status.setText(MoveNumberGlue.glue(text));
        status.getStyleClass().removeAll("puzzle-check-sound", "puzzle-check-unsound");
        if (!text.isEmpty()) {
            status.getStyleClass().add(ok ? "puzzle-check-sound" : "puzzle-check-unsound");
        }
    }

    /** The report in words: proved, or where it fails and the defence, or what is still open. */
    static String text(Puzzle p, StipulationProof r, boolean cancelled) {
        return switch (r.status()) {
            case PROVED -> {
                String proved = r.verdict() == null ? I18n.get("puzzles.proof.provedNoLoss", PuzzleTexts.side(p.solver()))
                        : r.verdict() == Verdict.DRAW ? I18n.get("puzzles.proof.provedDraw")
                        : r.winLength() == SolveResult.WinLength.NOT_MINIMISED
                        // Through a tablebase win the line's moves do not reach the end: the count is said below.
                        ? I18n.get("puzzles.proof.provedWinNoCount", PuzzleTexts.side(r.verdict().winner()))
                        : I18n.get("puzzles.proof.provedWin", PuzzleTexts.side(r.verdict().winner()), r.winInMoves());
                String more = EtudeCookText.of(p, r);
                yield more.isEmpty() ? proved : proved + "\n" + more;
            }
            case NOT_APPLICABLE -> I18n.get("puzzles.proof.notApplicable", r.bounds());
            case UNPROVEN -> {
                String what = cancelled ? I18n.get("puzzles.proof.stopped") : r.bounds();
                yield r.failingPly() < 0 ? I18n.get("puzzles.proof.unproven", what)
                        : I18n.get("puzzles.proof.unprovenAfter", PuzzleNames.numbered(p.start(), r.lineToFailure(p)),
                        what);
            }
            case FAILS -> {
                String verdict = verdict(r.verdict());
                if (r.failingPly() < 0) {
                    yield I18n.get("puzzles.proof.failsAtStart", verdict,
                            r.defence().isEmpty() ? "—" : PuzzleNames.numbered(p.start(), r.defence()));
                }
                List<Integer> upTo = r.lineToFailure(p);
                Position before = p.start();
                for (int h : upTo.subList(0, upTo.size() - 1)) {
                    before = before.play(h);
                }
                Position after = before.play(upTo.get(upTo.size() - 1));
                // The failing move alone, with its number: "65. 12" or "59... 23".
                String failing = before.moveNumber() + (before.sideToMove() == otau.game.Side.WHITE ? ". " : "... ")
                        + after.lastMove().notation();
                yield r.defence().isEmpty() ? I18n.get("puzzles.proof.failsEnds", failing, verdict)
                        : I18n.get("puzzles.proof.failsAfter", failing, verdict,
                        PuzzleTexts.side(after.sideToMove()), PuzzleNames.numbered(after, r.defence()));
            }
        };
    }

    private static String verdict(Verdict v) {
        return switch (v) {
            case WHITE_WINS -> I18n.get("puzzles.proof.whiteWins");
            case BLACK_WINS -> I18n.get("puzzles.proof.blackWins");
            case DRAW -> I18n.get("puzzles.proof.draw");
        };
    }

    ReadOnlyObjectProperty<StipulationProof> resultProperty() {
        return result.getReadOnlyProperty();
    }
}
