package otau.ui.tasks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The executors deliver success, failure and cancellation once each, with "finished"
 * first; the FX one hands everything to its UI thread (here a queue the test drains).
 */
class BackgroundExecutorTest {
    private final otau.testing.QueuedUiThread uiThread = new otau.testing.QueuedUiThread();
    private final ExecutorService pool = Executors.newSingleThreadExecutor();
    private final List<String> events = new ArrayList<>();

    @AfterEach
    void stop() {
        pool.shutdownNow();
    }

    private <T> BackgroundTask<T> recorded(BackgroundWork<T> work) {
        return BackgroundTask.of("t", work)
                .onSuccess(r -> events.add("success " + r))
                .onFailure(e -> events.add("failure " + e.getMessage()))
                .onCancelled(() -> events.add("cancelled"))
                .onFinished(() -> events.add("finished"))
                .onCommitted(() -> events.add("committed"))
                .onProgress((f, m) -> events.add("progress " + f + (m == null ? "" : " " + m)));
    }

    /** Runs what the executor handed to the UI thread until the task is done. */
    private void drainUntil(TaskHandle h) throws InterruptedException {
        uiThread.drainUntil(h, events::toString);
    }

    @Test
    void sameThreadRunsAtOnce() {
        SameThreadExecutor ex = new SameThreadExecutor();
        TaskHandle h = ex.submit(recorded(ctx -> {
            ctx.progress(1, 4);
            return 42;
        }));
        assertTrue(h.isDone());
        assertEquals(List.of("progress 0.25", "finished", "success 42"), events);
        events.clear();
        ex.submit(recorded(ctx -> {
            throw new java.io.IOException("disk gone");
        }));
        assertEquals(List.of("finished", "failure disk gone"), events);
    }

    /**
     * A task that reports from a thread of its own (the solver's second question does) under
     * the same-thread executor: the report is dropped, since the caller's thread is busy in
     * submit and the callbacks may touch the UI; the caller's own reports still arrive.
     */
    @Test
    void sameThreadDropsReportsFromTheTasksOwnThreads() {
        SameThreadExecutor ex = new SameThreadExecutor();
        List<String> reportedOn = new ArrayList<>();
        TaskHandle h = ex.submit(recorded(ctx -> {
            Thread other = new Thread(() -> ctx.message("from the other thread"), "task-helper");
            other.start();
            other.join();
            ctx.message("from the caller");
            reportedOn.add(Thread.currentThread().getName());
            return 7;
        }));
        assertTrue(h.isDone());
        assertEquals(List.of("progress -1.0 from the caller", "finished", "success 7"), events);
        assertEquals(List.of(Thread.currentThread().getName()), reportedOn);
    }

    @Test
    void fxExecutorDeliversTheResultOnTheUiThread() throws InterruptedException {
        FxBackgroundExecutor ex = new FxBackgroundExecutor(pool, uiThread::add);
        Thread[] worker = new Thread[1];
        TaskHandle h = ex.submit(recorded(ctx -> {
            worker[0] = Thread.currentThread();
            return "done";
        }));
        drainUntil(h);
        assertEquals(List.of("finished", "success done"), events);
        assertFalse(worker[0] == Thread.currentThread(), "the work ran on the pool");
    }

    /**
     * Two long jobs running (a review, Find Puzzles) do not hold up a quick one: it runs while
     * they still wait. With a fixed pool of two it waited for one of them to end.
     */
    @Test
    void aQuickTaskRunsWhileTwoLongOnesHoldTheirThreads() throws InterruptedException {
        java.util.concurrent.ThreadPoolExecutor threads = FxBackgroundExecutor.newPool(otau.ui.workbench.WorkbenchServices.BACKGROUND_THREADS);
        try {
            FxBackgroundExecutor ex = new FxBackgroundExecutor(threads, uiThread::add);
            CountDownLatch release = new CountDownLatch(1);
            CountDownLatch bothRunning = new CountDownLatch(2);
            for (int i = 0; i < 2; i++) {
                ex.submit(BackgroundTask.of("long", ctx -> {
                    bothRunning.countDown();
                    release.await();
                    return 0;
                }));
            }
            assertTrue(bothRunning.await(30, TimeUnit.SECONDS));
            CountDownLatch quickRan = new CountDownLatch(1);
            ex.submit(BackgroundTask.of("quick", ctx -> {
                quickRan.countDown();
                return 1;
            }));
            assertTrue(quickRan.await(30, TimeUnit.SECONDS), "the quick task ran while the long ones held on");
            release.countDown();
        } finally {
            threads.shutdownNow();
        }
    }

    @Test
    void progressIsCoalescedToTheLatestValue() throws InterruptedException {
        FxBackgroundExecutor ex = new FxBackgroundExecutor(pool, uiThread::add);
        CountDownLatch reported = new CountDownLatch(1);
        CountDownLatch go = new CountDownLatch(1);
        TaskHandle h = ex.submit(recorded(ctx -> {
            for (int i = 1; i <= 1000; i++) {
                ctx.progress(i, 1000);
            }
            reported.countDown();
            go.await();
            return 1;
        }));
        assertTrue(reported.await(30, TimeUnit.SECONDS));
        assertEquals(1, uiThread.size(), "a thousand reports, one pending update");
        go.countDown();
        drainUntil(h);
        assertEquals("progress 1.0", events.get(0));
        assertEquals(List.of("finished", "success 1"), events.subList(1, 3));
    }

    @Test
    void cancellingStopsTheWorkAndDropsItsResult() throws InterruptedException {
        FxBackgroundExecutor ex = new FxBackgroundExecutor(pool, uiThread::add);
        CountDownLatch started = new CountDownLatch(1);
        TaskHandle h = ex.submit(recorded(ctx -> {
            started.countDown();
            while (true) {
                ctx.checkCancelled();
                Thread.onSpinWait();
            }
        }));
        assertTrue(started.await(30, TimeUnit.SECONDS));
        h.cancel();
        drainUntil(h);
        assertEquals(List.of("finished", "cancelled"), events);
        assertTrue(h.isCancelled());
    }

    @Test
    void aTaskCancelledBeforeItStartsStillReportsIt() throws InterruptedException {
        FxBackgroundExecutor ex = new FxBackgroundExecutor(pool, uiThread::add);
        CountDownLatch block = new CountDownLatch(1);
        ex.submit(BackgroundTask.of("blocker", ctx -> {
            block.await();
            return 0;
        }));
        TaskHandle queued = ex.submit(recorded(ctx -> "never"));
        queued.cancel();
        block.countDown();
        drainUntil(queued);
        assertEquals(List.of("finished", "cancelled"), events);
        assertInstanceOf(TaskHandle.class, queued);
    }

    /**
     * A work's own flag, set by its cancel hook, is already set when the interrupt reaches the
     * work (so it takes what the interrupt breaks for the cancel); a hook left after the cancel
     * runs at once; and the work may still save what it has (it ends normally, reported as
     * cancelled).
     */
    @Test
    void cancelHooksRunBeforeTheInterruptAndAtOnceWhenLate() throws InterruptedException {
        FxBackgroundExecutor ex = new FxBackgroundExecutor(pool, uiThread::add);
        CountDownLatch started = new CountDownLatch(1);
        java.util.concurrent.atomic.AtomicBoolean ownFlag = new java.util.concurrent.atomic.AtomicBoolean();
        java.util.concurrent.atomic.AtomicBoolean flagSetAtInterrupt = new java.util.concurrent.atomic.AtomicBoolean();
        java.util.concurrent.atomic.AtomicBoolean lateHookRan = new java.util.concurrent.atomic.AtomicBoolean();
        TaskHandle h = ex.submit(recorded(ctx -> {
            ctx.whenCancelled(() -> ownFlag.set(true));
            started.countDown();
            try {
                new CountDownLatch(1).await();
            } catch (InterruptedException e) {
                flagSetAtInterrupt.set(ownFlag.get());
            }
            ctx.whenCancelled(() -> lateHookRan.set(true));
            return "kept";
        }));
        assertTrue(started.await(30, TimeUnit.SECONDS));
        h.cancel();
        drainUntil(h);
        assertTrue(flagSetAtInterrupt.get(), "the hook ran before the interrupt");
        assertTrue(lateHookRan.get(), "a hook left after the cancel runs at once");
        assertEquals(List.of("finished", "cancelled"), events);
    }

    /**
     * A work that commits (a file written) is reported as it ends, a success, whether Cancel came
     * before the commit or after it; a Cancel after it does not interrupt the work.
     */
    @Test
    void aCommittedWorkIsReportedAsDoneWhateverCancelSays() throws InterruptedException {
        FxBackgroundExecutor ex = new FxBackgroundExecutor(pool, uiThread::add);
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch cancelled = new CountDownLatch(1);
        CountDownLatch committed = new CountDownLatch(1);
        CountDownLatch cancelledAgain = new CountDownLatch(1);
        java.util.concurrent.atomic.AtomicBoolean interruptedAfterCommit = new java.util.concurrent.atomic.AtomicBoolean();
        TaskHandle h = ex.submit(recorded(ctx -> {
            started.countDown();
            while (cancelled.getCount() > 0) {
                Thread.onSpinWait(); // a write under way, which the interrupt does not reach
            }
            Thread.interrupted(); // the cancel's interrupt, left behind by the write
            ctx.commit();
            committed.countDown();
            while (cancelledAgain.getCount() > 0) {
                Thread.onSpinWait();
            }
            interruptedAfterCommit.set(Thread.currentThread().isInterrupted());
            return "written";
        }));
        assertTrue(started.await(30, TimeUnit.SECONDS));
        h.cancel();
        cancelled.countDown();
        assertTrue(committed.await(30, TimeUnit.SECONDS));
        h.cancel();
        cancelledAgain.countDown();
        drainUntil(h);
        assertFalse(interruptedAfterCommit.get(), "a cancel after the commit leaves the work alone");
        assertEquals(List.of("committed", "finished", "success written"), events);
    }

    /** The commit is told on the UI thread, once, before the outcome (whoever offers Cancel stops offering it). */
    @Test
    void theCommitIsToldOnTheUiThreadBeforeTheOutcome() throws InterruptedException {
        FxBackgroundExecutor ex = new FxBackgroundExecutor(pool, uiThread::add);
        CountDownLatch committed = new CountDownLatch(1);
        CountDownLatch told = new CountDownLatch(1);
        TaskHandle h = ex.submit(recorded(ctx -> {
            ctx.commit();
            committed.countDown();
            assertTrue(told.await(30, TimeUnit.SECONDS));
            return "written";
        }).onCommitted(told::countDown));
        assertTrue(committed.await(30, TimeUnit.SECONDS));
        assertEquals(List.of(), events, "nothing runs on the work's own thread");
        uiThread.take().run();
        assertEquals(List.of("committed"), events);
        drainUntil(h);
        assertEquals(List.of("committed", "finished", "success written"), events);

        events.clear();
        TaskHandle same = new SameThreadExecutor().submit(recorded(ctx -> {
            ctx.commit();
            return "saved";
        }));
        assertTrue(same.isDone());
        assertEquals(List.of("committed", "finished", "success saved"), events);

        events.clear();
        TaskHandle plain = new SameThreadExecutor().submit(recorded(ctx -> "read"));
        assertTrue(plain.isDone());
        assertEquals(List.of("finished", "success read"), events, "no commit, no word of one");
    }
}
