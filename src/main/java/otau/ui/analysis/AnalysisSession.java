package otau.ui.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import otau.engine.BestMove;
import otau.engine.Engine;
import otau.engine.Limits;
import otau.engine.SearchInfo;
import otau.engine.SearchListener;
import otau.game.Position;
import otau.game.record.Evaluation;

/**
 * The engine panel's view model: keeps one engine searching the position shown, and turns
 * its reports into {@link AnalysisSnapshot}s on the FX thread.
 *
 * <p>Threads: the public methods and properties belong to the FX thread. Every call into
 * the engine (starting an external program blocks for its handshake) runs on a serial
 * engine thread, so the FX thread never waits. Each search is tagged with a generation
 * number; reports are parked in one slot per line and handed over by at most one pending
 * {@code runLater} at a time (so a burst of reports costs one update per frame), and a
 * report whose generation is no longer the current one, or whose position is not the one
 * shown, is dropped.
 *
 * <p>Over 400 lines on purpose: the threading protocol (generations, the report slots, the one pending {@code runLater}) is one piece whose invariants would otherwise span classes.
 */
public final class AnalysisSession implements AutoCloseable {
    /** What the engine thread should be doing. */
    private record Request(long generation, Position position, AnalysisSettings settings, EngineChoice choice,
                           Limits limits, boolean run) {
    }

    private final EngineFactory factory;
    private final Executor fx;
    private final Executor engineThread;
    private final AnalysisCache cache = new AnalysisCache(4_000);

    // FX thread.
    private Position position = Position.start();
    private AnalysisSettings settings = AnalysisSettings.DEFAULT;
    private EngineChoice choice = EngineChoice.BUILT_IN;
    private Limits limits = Limits.infiniteSearch();
    private final javafx.beans.property.BooleanProperty threat =
            new javafx.beans.property.SimpleBooleanProperty(this, "threat");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyObjectWrapper<AnalysisSnapshot> snapshot = new ReadOnlyObjectWrapper<>(this, "snapshot");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final ReadOnlyStringWrapper engineName = new ReadOnlyStringWrapper(this, "engineName", "");
    private final ReadOnlyLongWrapper cacheVersion = new ReadOnlyLongWrapper(this, "cacheVersion");

    // Shared between the threads.
    private final AtomicLong generation = new AtomicLong();
    private volatile Request wanted;
    private final Object lock = new Object();
    private long parkedGeneration = -1;
    private final SearchInfo[] parked = new SearchInfo[AnalysisSettings.MAX_LINES];
    /** The parked reports as the panel shows them, made where they arrive (off the FX thread: they read the table). */
    private final AnalysisLine[] parkedLines = new AnalysisLine[AnalysisSettings.MAX_LINES];
    private boolean parkedChanged;
    private final AtomicBoolean pulsePending = new AtomicBoolean();

    // Engine thread.
    private Engine engine;
    private EngineChoice engineChoice;
    private AnalysisSettings applied;
    private long served = -1;
    private volatile boolean closed;

    /**
     * @param fx           runs a task on the FX thread ({@code Platform::runLater})
     * @param engineThread runs engine calls one after another, off the FX thread
     */
    public AnalysisSession(EngineFactory factory, Executor fx, Executor engineThread) {
        this.factory = Objects.requireNonNull(factory);
        this.fx = Objects.requireNonNull(fx);
        this.engineThread = Objects.requireNonNull(engineThread);
        snapshot.set(new AnalysisSnapshot(position, "", List.of()));
        threat.addListener((o, was, on) -> {
            showStored();
            if (running.get()) {
                restart();
            }
        });
    }

    /**
     * True: the engine looks for the opponent's threat, searching the position shown with the
     * other side to move ({@link Threat}); the snapshot is then for that position.
     */
    public javafx.beans.property.BooleanProperty threatProperty() {
        return threat;
    }

    public boolean isThreat() {
        return threat.get();
    }

    /** What the engine searches: the position shown, or its threat position. */
    public Position searchedPosition() {
        return threat.get() ? Threat.position(position) : position;
    }

    /** A session with its own engine thread. */
    public static AnalysisSession create(EngineFactory factory, Executor fx) {
        ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "otau-analysis");
            t.setDaemon(true);
            return t;
        });
        return new AnalysisSession(factory, fx, thread);
    }

    // --- FX thread: what to analyse --------------------------------------------------

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public boolean isRunning() {
        return running.get();
    }

    /** The lines shown: always for {@link #searchedPosition()}, possibly empty. */
    public ReadOnlyObjectProperty<AnalysisSnapshot> snapshotProperty() {
        return snapshot.getReadOnlyProperty();
    }

    public AnalysisSnapshot snapshot() {
        return snapshot.get();
    }

    /** Why the engine stopped (cannot start, crashed, answered nonsense); empty while all is well. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty engineNameProperty() {
        return engineName.getReadOnlyProperty();
    }

    /** Grows whenever a result is stored, for views that show stored evaluations (the graph). */
    public ReadOnlyLongProperty cacheVersionProperty() {
        return cacheVersion.getReadOnlyProperty();
    }

    public Position position() {
        return position;
    }

    public AnalysisSettings settings() {
        return settings;
    }

    public EngineChoice engineChoice() {
        return choice;
    }

    /** The best score found for {@code p} with the current settings, or null. */
    public Evaluation evaluationOf(Position p) {
        AnalysisSnapshot s = cache.get(p, settings);
        return s == null ? null : s.evaluation();
    }

    /** Shows {@code p}: its stored lines at once, and a new search on it while running. */
    public void setPosition(Position p) {
        if (p.equals(position) && p.moveNumber() == position.moveNumber()) {
            return;
        }
        position = p;
        showStored();
        if (running.get()) {
            restart();
        }
    }

    public void setSettings(AnalysisSettings s, EngineChoice c) {
        if (s.equals(settings) && c.equals(choice)) {
            return;
        }
        settings = s;
        choice = c;
        error.set("");
        showStored();
        if (running.get()) {
            restart();
        }
    }

    /**
     * How each search ends: searching until stopped (the default, for the panel) or a limit
     * (a quick look, tests). Applies from the next search.
     */
    public void setLimits(Limits l) {
        limits = Objects.requireNonNull(l);
    }

    public void start() {
        if (running.get()) {
            return;
        }
        error.set("");
        running.set(true);
        restart();
    }

    public void stop() {
        if (!running.get()) {
            return;
        }
        running.set(false);
        request(false);
    }

    public void toggle() {
        if (running.get()) {
            stop();
        } else {
            start();
        }
    }

    /** Stops the search and releases the engine (its thread or program). */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        running.set(false);
        request(false);
        engineThread.execute(this::closeEngine);
        if (engineThread instanceof ExecutorService s) {
            s.shutdown();
        }
    }

    private void showStored() {
        Position target = searchedPosition();
        AnalysisSnapshot stored = cache.get(target, settings);
        snapshot.set(stored != null ? new AnalysisSnapshot(target, stored.engineName(), stored.lines())
                : new AnalysisSnapshot(target, engineName.get(), List.of()));
    }

    private void restart() {
        request(true);
    }

    private void request(boolean run) {
        wanted = new Request(generation.incrementAndGet(), searchedPosition(), settings, choice, limits,
                run && !closed);
        try {
            engineThread.execute(this::serve);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // Closed: the engine thread is gone and nothing is searching.
        }
    }

    // --- engine thread -----------------------------------------------------------------

    /** Brings the engine to what was asked last; requests overtaken in the queue are skipped. */
    private void serve() {
        Request r = wanted;
        if (r == null || r.generation() == served) {
            return;
        }
        served = r.generation();
        if (!r.run()) {
            if (engine != null) {
                engine.stop();
            }
            return;
        }
        try {
            if (engine == null || !r.choice().equals(engineChoice)) {
                closeEngine();
                engine = factory.start(r.choice());
                engineChoice = r.choice();
                applied = null;
                String name = engine.name();
                fx.execute(() -> engineName.set(name));
            }
            applyOptions(r.settings().forEngine(r.choice().isBuiltIn()));
            synchronized (lock) {
                parkedGeneration = r.generation();
                java.util.Arrays.fill(parked, null);
                java.util.Arrays.fill(parkedLines, null);
                parkedChanged = false;
            }
            if (r.position().isGameOver()) {
                engine.stop();
                return;
            }
            Engine searching = engine;
            searching.go(r.position(), r.limits(), listener(r.generation(), r.position()))
                    .whenComplete((best, failure) -> {
                        if (failure != null) {
                            failed(r.generation(), failure, searching);
                        }
                    });
        } catch (RuntimeException e) {
            closeEngine();
            failed(r.generation(), e, null);
        }
    }

    private void applyOptions(AnalysisSettings s) {
        if (s.equals(applied)) {
            return;
        }
        // The search under way stops first: an engine that takes its options only between
        // searches (as many do) would otherwise never read the stop queued behind them.
        if (applied != null) {
            engine.stop();
        }
        engine.setOption(Engine.THREADS, Integer.toString(s.threads()));
        engine.setOption(Engine.HASH, Integer.toString(s.hashMiB()));
        engine.setOption(Engine.MULTI_PV, Integer.toString(s.lines()));
        applied = s;
    }

    private void closeEngine() {
        if (engine != null) {
            Engine e = engine;
            engine = null;
            engineChoice = null;
            try {
                e.close();
            } catch (RuntimeException ignored) {
                // A broken engine may fail to close; it is gone either way.
            }
        }
    }

    /** A failure of the current search is shown; one of a search already replaced is not news. */
    private void failed(long gen, Throwable failure, Engine searching) {
        if (gen != generation.get()) {
            return;
        }
        Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
        String why = cause.getMessage() == null ? cause.toString() : cause.getMessage();
        if (searching != null) {
            // The engine is broken: start it afresh next time.
            engineThread.execute(() -> {
                if (engine == searching) {
                    closeEngine();
                }
            });
        }
        fx.execute(() -> {
            if (gen == generation.get()) {
                running.set(false);
                error.set(why);
            }
        });
    }

    private SearchListener listener(long gen, Position searched) {
        return new SearchListener() {
            @Override
            public void info(SearchInfo info) {
                int rank = info.multipv();
                if (rank < 1 || rank > parked.length || !searched.equals(info.position())) {
                    return;
                }
                AnalysisLine line = AnalysisLine.of(info, otau.engine.egtb.DefaultTablebase.shared());
                synchronized (lock) {
                    if (parkedGeneration != gen) {
                        return;
                    }
                    parked[rank - 1] = info;
                    parkedLines[rank - 1] = line;
                    parkedChanged = true;
                }
                if (pulsePending.compareAndSet(false, true)) {
                    fx.execute(AnalysisSession.this::pulse);
                }
            }

            @Override
            public void bestMove(BestMove bestMove) {
            }
        };
    }

    // --- FX thread: reports arrive -----------------------------------------------------

    /** Takes the parked reports, if they still belong to the position shown. */
    private void pulse() {
        pulsePending.set(false);
        SearchInfo[] infos;
        AnalysisLine[] made;
        long gen;
        synchronized (lock) {
            if (!parkedChanged) {
                return;
            }
            parkedChanged = false;
            gen = parkedGeneration;
            infos = parked.clone();
            made = parkedLines.clone();
        }
        if (gen != generation.get() || !running.get()) {
            return;
        }
        List<AnalysisLine> lines = new ArrayList<>();
        Position target = searchedPosition();
        for (int i = 0; i < settings.lines(); i++) {
            if (infos[i] != null && infos[i].position().equals(target)) {
                lines.add(made[i]);
            }
        }
        if (lines.isEmpty()) {
            return;
        }
        AnalysisSnapshot fresh = new AnalysisSnapshot(target, engineName.get(), lines);
        AnalysisSnapshot stored = cache.get(target, settings);
        if (stored != null && stored.depth() > fresh.depth()) {
            // The deeper result found before stays until this search gets past it.
            return;
        }
        cache.put(settings, fresh);
        cacheVersion.set(cache.version());
        snapshot.set(fresh);
    }
}
