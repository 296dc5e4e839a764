package otau.model.files;

import java.nio.file.Path;
import java.time.Instant;
import otau.game.record.ReadResult;
import otau.game.record.RecordReader;
import otau.model.GameOrigin;

/**
 * Work that an earlier session did not save, found at start-up.
 *
 * @param recordText the game as record text
 * @param savedAt    when it was autosaved
 * @param origin     the file and slot the game belonged to, or null for a new game
 * @param slot       the autosave file it was read from (null when not from a file)
 * @param fileDigest the {@link TextDigest} of the text the origin's file had when the work was
 *                   taken from it, or null when not known (saving back into it cannot be checked)
 */
public record Recovery(String recordText, Instant savedAt, GameOrigin origin, Path slot, String fileDigest) {

    public Recovery(String recordText, Instant savedAt, GameOrigin origin) {
        this(recordText, savedAt, origin, null, null);
    }

    public Recovery(String recordText, Instant savedAt, GameOrigin origin, Path slot) {
        this(recordText, savedAt, origin, slot, null);
    }

    /** The game(s) in the recovered text. */
    public ReadResult read() {
        return RecordReader.read(recordText, "recovered game");
    }

    /** E.g. "club.pgn #3" or "a new game". */
    public String describe() {
        return origin == null ? "a new game" : origin.toString();
    }

    public Path originFile() {
        return origin == null ? null : origin.file();
    }
}
