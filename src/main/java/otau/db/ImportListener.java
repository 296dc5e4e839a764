package otau.db;

/**
 * Receives progress of an import, on the importing thread, every
 * {@link ImportOptions#progressEvery()} games and once at the end. Throwing from it aborts the import: the
 * open batch is rolled back. A UI hands the snapshot over to its own thread.
 */
@FunctionalInterface
public interface ImportListener {
    ImportListener NONE = p -> { };

    void progress(ImportProgress progress);
}
