package otau.ui.tasks;

import java.util.ArrayList;
import java.util.List;

/**
 * Keeps the submitted tasks until the test runs them, one by one in any order or all in turn, on
 * the test's thread: the way to see what the window does while a background task is still under
 * way, and when it comes late. A task cancelled meanwhile is not run.
 */
public final class HeldExecutor implements BackgroundExecutor {
    private final List<BackgroundTask<?>> tasks = new ArrayList<>();
    private final List<boolean[]> cancelled = new ArrayList<>();

    @Override
    public <T> TaskHandle submit(BackgroundTask<T> task) {
        boolean[] flag = new boolean[1];
        tasks.add(task);
        cancelled.add(flag);
        return new TaskHandle() {
            @Override
            public void cancel() {
                flag[0] = true;
            }

            @Override
            public boolean isCancelled() {
                return flag[0];
            }

            @Override
            public boolean isDone() {
                return false;
            }
        };
    }

    /** How many tasks wait. */
    public int waiting() {
        return tasks.size();
    }

    /** Runs the {@code i}th waiting task (unless it was cancelled) and forgets it. */
    public void run(int i) {
        BackgroundTask<?> t = tasks.remove(i);
        if (!cancelled.remove(i)[0]) {
            new SameThreadExecutor().submit(t);
        }
    }

    /** Runs every waiting task in turn, those they submit too. */
    public void runAll() {
        while (!tasks.isEmpty()) {
            run(0);
        }
    }

    @Override
    public void shutdown() {
    }
}
