package otau.db;

/**
 * A snapshot of a running import, delivered to {@link ImportListener} on the importing thread.
 *
 * @param file           name of the file being read
 * @param fileIndex      1-based number of that file among {@code fileCount}
 * @param bytesRead      bytes read so far over all files
 * @param totalBytes     size of all files together
 * @param gamesRead      games met so far (imported, duplicate or broken)
 * @param estimatedGames games in all files as counted by a quick scan of tag sections
 * @param imported       games added to the database (committed or in the open transaction)
 * @param duplicates     games skipped because the database already held them
 * @param broken         games skipped because they could not be read
 */
public record ImportProgress(String file, int fileIndex, int fileCount, long bytesRead, long totalBytes,
                            int gamesRead, int estimatedGames, int imported, int duplicates, int broken) {
    /** Fraction done, 0..1, by bytes (the only measure known exactly in advance). */
    public double fraction() {
        return totalBytes <= 0 ? 1.0 : Math.min(1.0, (double) bytesRead / totalBytes);
    }
}
