package otau.engine.tkp;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import otau.engine.BestMove;
import otau.engine.Engine;
import otau.engine.EngineException;
import otau.engine.Limits;
import otau.engine.TimeBudget;
import otau.engine.SearchInfo;
import otau.engine.SearchListener;
import otau.game.Position;

/**
 * An external engine program spoken to over TKP. Its output is read on a thread of its own,
 * so an engine that crashes, hangs or prints nonsense can never block the caller: a search
 * that gets no {@code bestmove} in time is stopped, then failed with an {@link EngineException},
 * and the process is killed.
 */
public final class ProcessEngine implements Engine {
    /** How long past its own deadline (or past {@code stop}) an engine may take to answer. */
    private static final long GRACE_MS = 2_000;
    private static final String EOF = "\u0000eof";

    private final List<String> command;
    private final Process process;
    private final PrintWriter toEngine;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final Thread reader;
    private final Thread dispatcher;
    private final String name;

    private final Object lock = new Object();
    private Running running;
    /** Answers still due from replaced searches: their lines are skipped up to their bestmove. */
    private int staleAnswers;
    private volatile String failure;

    /** One search in flight. */
    private static final class Running {
        final Position position;
        final SearchListener listener;
        final CompletableFuture<BestMove> future = new CompletableFuture<>();
        final long startNanos = System.nanoTime();
        /** Nanotime after which the engine is stopped; Long.MAX_VALUE while unbounded. */
        volatile long deadline;
        volatile boolean stopSent;

        Running(Position position, SearchListener listener, long deadline) {
            this.position = position;
            this.listener = listener;
            this.deadline = deadline;
        }
    }

    /**
     * Starts the program and completes the {@code tkp}/{@code tkpok} handshake.
     *
     * @throws EngineException when it cannot be started or does not answer within {@code handshakeMs}
     */
    public ProcessEngine(List<String> command, long handshakeMs) {
        this.command = List.copyOf(command);
        try {
            process = new ProcessBuilder(command).start();
        } catch (IOException e) {
            throw new EngineException("cannot start engine '" + String.join(" ", command) + "': " + e.getMessage(), e);
        }
        toEngine = new PrintWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), true);
        logErrors(process, String.join(" ", command));
        reader = new Thread(this::readLines, "tkp-reader");
        reader.setDaemon(true);
        reader.start();
        String engineName = String.join(" ", command);
        send("tkp");
        long until = TimeBudget.deadline(System.nanoTime(), TimeBudget.millisToNanos(handshakeMs));
        try {
            while (true) {
                String line = lines.poll(Math.max(0, until - System.nanoTime()), TimeUnit.NANOSECONDS);
                if (line == null || line.equals(EOF)) {
                    process.destroyForcibly();
                    throw new EngineException("engine '" + String.join(" ", command) + "' "
                            + (line == null ? "did not answer tkp with tkpok within " + handshakeMs + " ms" : "exited during the handshake"));
                }
                if (line.startsWith("id name ")) {
                    engineName = line.substring(8).strip();
                } else if (line.strip().equals("tkpok")) {
                    break;
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new EngineException("interrupted while starting the engine");
        }
        name = engineName;
        dispatcher = new Thread(this::dispatch, "tkp-dispatch");
        dispatcher.setDaemon(true);
        dispatcher.start();
    }

    /**
     * Reads the engine's standard error (it must be drained, or a chatty engine blocks) and
     * logs each line at DEBUG: the workbench's log file keeps it, the command line's console
     * does not show it.
     */
    private static void logErrors(Process process, String engine) {
        System.Logger log = System.getLogger(ProcessEngine.class.getName());
        Thread t = new Thread(() -> {
            try (var in = new java.io.BufferedReader(new java.io.InputStreamReader(process.getErrorStream(),
                    StandardCharsets.UTF_8))) {
                String line;
                while ((line = in.readLine()) != null) {
                    log.log(System.Logger.Level.DEBUG, "engine '" + engine + "' stderr: " + line);
                }
            } catch (IOException e) {
                // The process ended; nothing more to read.
            }
        }, "tkp-stderr");
        t.setDaemon(true);
        t.start();
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void setOption(String option, String value) {
        send("setoption name " + option + " value " + value);
    }

    @Override
    public void newGame() {
        send("newgame");
    }

    @Override
    public CompletableFuture<BestMove> go(Position position, Limits limits, SearchListener listener) {
        long deadline = Long.MAX_VALUE;
        if (!limits.infinite()) {
            if (limits.moveTimeMs() > 0) {
                deadline = TimeBudget.deadline(System.nanoTime(), TimeBudget.millisToNanos(limits.moveTimeMs()));
            } else if (limits.hasClock()) {
                long left = position.sideToMove().index() == 0 ? limits.whiteTimeMs() : limits.blackTimeMs();
                deadline = TimeBudget.deadline(System.nanoTime(), TimeBudget.millisToNanos(left));
            }
        }
        Running search = new Running(position, listener, deadline);
        Running previous;
        synchronized (lock) {
            previous = running;
            running = search;
            if (previous != null) {
                staleAnswers++;
            }
        }
        if (previous != null) {
            previous.future.completeExceptionally(new EngineException("search replaced by a new one"));
            send("stop");
        }
        if (failure != null) {
            search.future.completeExceptionally(new EngineException(failure));
            return search.future;
        }
        send("position fen " + position);
        send("go " + limits.protocolText());
        return search.future;
    }

    @Override
    public void stop() {
        Running r;
        synchronized (lock) {
            r = running;
        }
        if (r != null && !r.stopSent) {
            r.stopSent = true;
            r.deadline = Math.min(r.deadline, System.nanoTime());
            send("stop");
        }
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            send("quit");
            try {
                if (!process.waitFor(500, TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
        fail("engine closed");
        dispatcher.interrupt();
    }

    private void send(String line) {
        if (process.isAlive()) {
            toEngine.println(line);
        }
    }

    private void readLines() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                lines.add(line.length() > 10_000 ? line.substring(0, 10_000) : line);
            }
        } catch (IOException e) {
            // The engine went away: the same as the end of its output.
        }
        lines.add(EOF);
    }

    /** Routes the engine's lines to the running search and enforces its deadline. */
    private void dispatch() {
        try {
            while (true) {
                String line = lines.poll(50, TimeUnit.MILLISECONDS);
                Running r;
                synchronized (lock) {
                    r = running;
                }
                if (line == null) {
                    checkDeadline(r);
                    continue;
                }
                if (line.equals(EOF)) {
                    String why = "engine '" + name + "' exited"
                            + (process.isAlive() ? "" : " with code " + exitCode());
                    fail(why);
                    return;
                }
                String t = line.strip();
                synchronized (lock) {
                    if (staleAnswers > 0) {
                        if (t.startsWith("bestmove")) {
                            staleAnswers--;
                        }
                        continue;
                    }
                }
                if (r == null) {
                    continue;
                }
                if (t.startsWith("bestmove")) {
                    finish(r, t);
                } else if (t.startsWith("info string ")) {
                    r.listener.message(t.substring(12));
                } else if (t.startsWith("info ")) {
                    SearchInfo info = InfoLine.parse(t, r.position);
                    if (info != null) {
                        r.listener.info(info);
                    }
                }
                checkDeadline(r);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private int exitCode() {
        try {
            return process.waitFor(100, TimeUnit.MILLISECONDS) ? process.exitValue() : -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    private void finish(Running r, String line) {
        String[] w = line.split("\\s+");
        int move;
        if (w.length >= 2 && (w[1].equals("none") || w[1].equals("0"))) {
            // "bestmove none" (FORMATS.md §3): no move, which is right only when the game is over.
            move = 0;
            if (r.position.legalMoves().length > 0 && !r.position.isGameOver()) {
                failSearch(r, "engine '" + name + "' answered '" + shorten(line.strip()) + "' (no move) in a position with legal moves");
                return;
            }
        } else {
            try {
                move = Integer.parseInt(w[1]);
            } catch (RuntimeException e) {
                failSearch(r, "engine '" + name + "' sent a bad bestmove line: " + shorten(line));
                return;
            }
            if (!r.position.isLegal(move)) {
                failSearch(r, "engine '" + name + "' chose an illegal move " + move + " in " + r.position);
                return;
            }
        }
        synchronized (lock) {
            if (running == r) {
                running = null;
            }
        }
        long ms = (System.nanoTime() - r.startNanos) / 1_000_000;
        BestMove best = new BestMove(r.position, move, null, 0, 0, ms);
        r.listener.bestMove(best);
        r.future.complete(best);
    }

    private void checkDeadline(Running r) {
        if (r == null || r.deadline == Long.MAX_VALUE) {
            return;
        }
        long now = System.nanoTime();
        if (!r.stopSent && now > r.deadline) {
            r.stopSent = true;
            send("stop");
        }
        if (now > TimeBudget.deadline(r.deadline, GRACE_MS * 1_000_000)) {
            failSearch(r, "engine '" + name + "' gave no bestmove in time; it was stopped");
            process.destroyForcibly();
            failure = "engine '" + name + "' hung and was killed";
        }
    }

    private void failSearch(Running r, String why) {
        synchronized (lock) {
            if (running == r) {
                running = null;
            }
        }
        r.listener.message(why);
        r.future.completeExceptionally(new EngineException(why));
    }

    private void fail(String why) {
        if (failure == null) {
            failure = why;
        }
        Running r;
        synchronized (lock) {
            r = running;
            running = null;
        }
        if (r != null) {
            r.listener.message(why);
            r.future.completeExceptionally(new EngineException(why));
        }
    }

    /** True while the program runs and has not failed. */
    public boolean isAlive() {
        return failure == null && process.isAlive();
    }

    @Override
    public String toString() {
        return name + " (" + String.join(" ", command) + ")";
    }

    private static String shorten(String s) {
        return s.length() <= 80 ? s : s.substring(0, 79) + "…";
    }
}
