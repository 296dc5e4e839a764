package otau.db;

/**
 * Receives progress of an import, on the importing thread, every few hundred games and
 * once at the end. A UI hands the snapshot over to its own thread.
 */
@FunctionalInterface
public interface ImportListener {
    ImportListener NONE = p -> { };

    void progress(ImportProgress progress);
}
