package otau.engine.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * Independent searches taken in turn from one list by up to a given number of threads, the
 * caller's among them: the first moves checked after a proof, the tries of a solution. Each task
 * is its own solve; what they share (a proof's table) is made to be shared by threads.
 */
final class InParallel {
    private InParallel() {
    }

    /**
     * Runs {@code task} for 0 .. {@code count - 1}, each index once, on {@code threads} threads at
     * most, and returns when all are done. A failure of any task is thrown here, on the caller's
     * thread, once the others have finished.
     */
    static void run(int count, int threads, String name, IntConsumer task) {
        AtomicInteger next = new AtomicInteger();
        Runnable worker = () -> {
            for (int i = next.getAndIncrement(); i < count; i = next.getAndIncrement()) {
                task.accept(i);
            }
        };
        List<Thread> others = new ArrayList<>();
        Throwable[] failed = new Throwable[1];
        for (int t = 1; t < Math.min(threads, count); t++) {
            Thread helper = new Thread(() -> {
                try {
                    worker.run();
                } catch (Throwable e) { // handed to the caller's thread below
                    synchronized (failed) {
                        failed[0] = e;
                    }
                }
            }, name + "-" + t);
            helper.setDaemon(true);
            helper.start();
            others.add(helper);
        }
        try {
            worker.run();
        } finally {
            for (Thread helper : others) {
                try {
                    helper.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
        synchronized (failed) {
            if (failed[0] instanceof RuntimeException e) {
                throw e;
            } else if (failed[0] instanceof Error e) {
                throw e;
            }
        }
    }
}
