package otau.engine.solve;

/** Receives a solve's progress, on the solving thread; keep it quick. */
@FunctionalInterface
public interface SolveListener {
    void progress(SolveProgress progress);

    SolveListener NONE = p -> { };
}
