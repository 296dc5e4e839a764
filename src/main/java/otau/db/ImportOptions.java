package otau.db;

/**
 * How an import runs.
 *
 * @param indexPlies positions of each game's main line indexed for the explorer: plies 0..indexPlies
 * @param batchSize  games per transaction (a game and its index rows always share one)
 */
public record ImportOptions(int indexPlies, int batchSize) {
    public static final int DEFAULT_INDEX_PLIES = 40;
    public static final int DEFAULT_BATCH_SIZE = 500;

    public ImportOptions {
        if (indexPlies < 0) {
            throw new IllegalArgumentException("index plies must be 0 or more, not " + indexPlies);
        }
        if (batchSize < 1) {
            throw new IllegalArgumentException("the batch size must be at least 1, not " + batchSize);
        }
    }

    public static ImportOptions defaults() {
        return new ImportOptions(DEFAULT_INDEX_PLIES, DEFAULT_BATCH_SIZE);
    }

    public ImportOptions withIndexPlies(int plies) {
        return new ImportOptions(plies, batchSize);
    }

    public ImportOptions withBatchSize(int size) {
        return new ImportOptions(indexPlies, size);
    }
}
