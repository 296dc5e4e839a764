package otau.ui.tasks;

/** The part of a {@link BackgroundTask} that runs off the FX thread. */
@FunctionalInterface
public interface BackgroundWork<T> {
    /**
     * Computes the result. Must not touch the scene graph or the game model; reports
     * progress and checks for cancellation through {@code context}.
     */
    T run(TaskContext context) throws Exception;
}
