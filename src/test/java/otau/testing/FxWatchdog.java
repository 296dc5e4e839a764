package otau.testing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import javafx.application.Platform;

/**
 * Watches the FX thread while a test clicks through a flow: a heartbeat posted every few
 * milliseconds must run within {@code limitMs}. When it does not, the FX thread's stack is
 * sampled; a stall with a sample that shows disk, database or engine work is a failure
 * (those belong on the background executor). A sample taken while the JVM loads a class
 * (which reads the jar) is excused, that sample alone: the rest of the stall still counts.
 * Stalls that show no such work (a first layout, CSS, a slow machine) are only counted, so
 * the check does not depend on load. A stall still under way at {@link #close} is judged too.
 */
public final class FxWatchdog implements AutoCloseable {
    /** Frames that mean the FX thread is doing work that must not be done there. */
    private static final List<String> BLOCKING = List.of("java.io.FileOutputStream", "java.io.FileInputStream",
            "java.io.RandomAccessFile", "java.io.FileDescriptor.sync", "sun.nio.ch.FileChannelImpl", "java.nio.file.Files.write",
            "java.nio.file.Files.read", "java.nio.file.Files.newBufferedReader", "org.sqlite.", "java.sql.",
            "otau.engine.search.", "otau.puzzle.solve.", "otau.model.files.RecordFiles.",
            "otau.io.AtomicFiles.", "otau.db.");
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
        boolean work = false;
        long stallStart = 0;
        while (running) {
            long now = System.nanoTime();
            long since = pendingSince.get();
            if (since == 0) {
                if (sampled != null) {
                    finish(sampled, work, (now - stallStart) / 1_000_000);
                    sampled = null;
                }
                pendingSince.set(now);
                Platform.runLater(() -> pendingSince.set(0));
            } else if ((now - since) / 1_000_000 > limitMs && fxThread != null) {
                if (sampled == null) {
                    sampled = new ArrayList<>();
                    work = false;
                    stallStart = since;
                }
                StackTraceElement[] stack = fxThread.getStackTrace();
                work |= isWork(stack);
                for (StackTraceElement e : stack) {
                    String frame = e.getClassName() + "." + e.getMethodName();
                    if (!sampled.contains(frame)) {
                        sampled.add(frame);
                    }
                }
            }
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                break;
            }
        }
        // Closed in the middle of a stall: it counts as far as it was seen.
        if (sampled != null) {
            finish(sampled, work, (System.nanoTime() - stallStart) / 1_000_000);
        }
    }

    /**
     * True when one sample shows blocking work that is not the JVM loading a class: the
     * innermost frame of either kind decides (class loading reads the jar, and a class may
     * be loaded in the middle of the program's own disk work).
     */
    private static boolean isWork(StackTraceElement[] stack) {
        for (StackTraceElement e : stack) {
            String frame = e.getClassName() + "." + e.getMethodName();
            if (EXCUSED.stream().anyMatch(frame::startsWith)) {
                return false;
            }
            if (BLOCKING.stream().anyMatch(frame::startsWith)) {
                return true;
            }
        }
        return false;
    }

    private synchronized void finish(List<String> frames, boolean work, long millis) {
        stalls++;
        lastFrames = frames;
        if (work) {
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

    /** Stops watching; a stall under way is judged before this returns. */
    @Override
    public void close() {
        running = false;
        watcher.interrupt();
        try {
            watcher.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public String toString() {
        return "FxWatchdog(" + limitMs + " ms, " + stalls + " stalls, blocking " + Arrays.toString(blocking.toArray()) + ", last stall in " + lastFrames.stream().limit(12).toList() + ")";
    }
}
