package otau.testing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import javafx.application.Platform;

/**
 * Watches the FX thread while a test clicks through a flow: a heartbeat posted every few
 * milliseconds must run within {@code limitMs}. When it does not, the FX thread's stack is
 * sampled; a stall whose samples show disk, database or engine work is a failure (those
 * belong on the background executor). Stalls that show none of it (a first layout, CSS,
 * class loading, a slow machine) are only counted, so the check does not depend on load.
 */
public final class FxWatchdog implements AutoCloseable {
    /** Frames that mean the FX thread is doing work that must not be done there. */
    private static final List<String> BLOCKING = List.of("java.io.FileOutputStream", "java.io.FileInputStream",
            "java.io.RandomAccessFile", "java.io.FileDescriptor.sync", "sun.nio.ch.FileChannelImpl", "java.nio.file.Files.write",
            "java.nio.file.Files.read", "java.nio.file.Files.newBufferedReader", "org.sqlite.", "java.sql.",
            "otau.engine.search.", "otau.puzzle.solve.", "otau.model.files.RecordFiles.",
            "otau.model.files.AtomicFiles.", "otau.db.");
    /** Frames that excuse a stall: the JVM loading classes is not the program's work. */
    private static final List<String> EXCUSED = List.of("jdk.internal.loader.", "java.lang.ClassLoader.loadClass");

    /** A stall of the FX thread and what it was doing when sampled. */
    public record Stall(long millis, List<String> frames) {
        @Override
        public String toString() {
            return "FX thread busy " + millis + " ms in:\n    " + String.join("\n    ", frames);
        }
    }

    private final long limitMs;
    private final Thread watcher;
    private final AtomicLong pendingSince = new AtomicLong();
    private final List<Stall> blocking = new ArrayList<>();
    private volatile boolean running = true;
    private volatile int stalls;
    private volatile List<String> lastFrames = List.of();
    private volatile Thread fxThread;

    public FxWatchdog(long limitMs) {
        this.limitMs = limitMs;
        Platform.runLater(() -> fxThread = Thread.currentThread());
        watcher = new Thread(this::watch, "fx-watchdog");
        watcher.setDaemon(true);
        watcher.start();
    }

    private void watch() {
        List<String> sampled = null;
        long stallStart = 0;
        while (running) {
            long now = System.nanoTime();
            long since = pendingSince.get();
            if (since == 0) {
                if (sampled != null) {
                    finish(sampled, (now - stallStart) / 1_000_000);
                    sampled = null;
                }
                pendingSince.set(now);
                Platform.runLater(() -> pendingSince.set(0));
            } else if ((now - since) / 1_000_000 > limitMs && fxThread != null) {
                if (sampled == null) {
                    sampled = new ArrayList<>();
                    stallStart = since;
                }
                for (StackTraceElement e : fxThread.getStackTrace()) {
                    String frame = e.getClassName() + "." + e.getMethodName();
                    if (!sampled.contains(frame)) {
                        sampled.add(frame);
                    }
                }
            }
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private synchronized void finish(List<String> frames, long millis) {
        stalls++;
        lastFrames = frames;
        boolean excused = frames.stream().anyMatch(f -> EXCUSED.stream().anyMatch(f::startsWith));
        boolean work = frames.stream().anyMatch(f -> BLOCKING.stream().anyMatch(f::startsWith));
        if (work && !excused) {
            blocking.add(new Stall(millis, frames.stream().filter(f -> f.startsWith("otau.")
                    || BLOCKING.stream().anyMatch(f::startsWith)).limit(25).toList()));
        }
    }

    /** The stalls over the limit that were disk, database or engine work on the FX thread. */
    public synchronized List<Stall> blockingStalls() {
        return List.copyOf(blocking);
    }

    /** How many stalls over the limit there were at all. */
    public int stalls() {
        return stalls;
    }

    @Override
    public void close() {
        running = false;
        watcher.interrupt();
    }

    @Override
    public String toString() {
        return "FxWatchdog(" + limitMs + " ms, " + stalls + " stalls, blocking " + Arrays.toString(blocking.toArray()) + ", last stall in " + lastFrames.stream().limit(12).toList() + ")";
    }
}
