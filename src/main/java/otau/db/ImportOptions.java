package otau.db;

/**
 * How an import runs.
 *
 * @param indexPlies    positions of each game's main line indexed for the explorer: plies 0..indexPlies
 * @param batchSize     games per transaction (a game and its index rows always share one)
 * @param progressEvery games between two progress reports
 */
public record ImportOptions(int indexPlies, int batchSize, int progressEvery) {
    public static final int DEFAULT_INDEX_PLIES = 40;
    public static final int DEFAULT_BATCH_SIZE = 500;
    public static final int DEFAULT_PROGRESS_EVERY = 250;

    public ImportOptions {
        if (indexPlies < 0) {
            throw new IllegalArgumentException("index plies must be 0 or more, not " + indexPlies);
        }
        if (batchSize < 1) {
            throw new IllegalArgumentException("the batch size must be at least 1, not " + batchSize);
        }
        if (progressEvery < 1) {
            throw new IllegalArgumentException("progress is reported every 1 or more games, not " + progressEvery);
        }
    }

    public static ImportOptions defaults() {
        return new ImportOptions(DEFAULT_INDEX_PLIES, DEFAULT_BATCH_SIZE, DEFAULT_PROGRESS_EVERY);
    }

    public ImportOptions withIndexPlies(int plies) {
        return new ImportOptions(plies, batchSize, progressEvery);
    }

    public ImportOptions withBatchSize(int size) {
        return new ImportOptions(indexPlies, size, progressEvery);
    }

    public ImportOptions withProgressEvery(int games) {
        return new ImportOptions(indexPlies, batchSize, games);
    }
}
