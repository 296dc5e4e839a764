package otau.model.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import otau.game.record.RecordReader;
import otau.io.FileProblemException;
import otau.io.Phrase;

/**
 * Whether a file still holds what the work was taken from, before the work is written over
 * it: another program (a colleague's editor, a sync tool) may have changed it meanwhile, and
 * writing over that would lose their changes unasked.
 */
public final class FileAsKnown {
    private FileAsKnown() {
    }

    /**
     * Throws, naming the file, unless {@code file} holds {@code knownText} (its text when the work
     * was taken from it), or, when only that text's {@link TextDigest} is known (work recovered
     * from an earlier session), text of {@code knownDigest}; with neither known, the file cannot
     * be checked and is not written over. A file that is gone holds nothing to lose.
     */
    public static void check(Path file, String knownText, String knownDigest) throws IOException {
        if (!Files.exists(file)) {
            return;
        }
        String current = RecordReader.decodeText(Files.readAllBytes(file));
        if (knownText != null) {
            if (!current.equals(knownText)) {
                throw new FileProblemException(Phrase.of("file.changedSinceOpened", file));
            }
            return;
        }
        if (knownDigest == null) {
            throw new FileProblemException(Phrase.of("file.notCheckable", file));
        }
        if (!TextDigest.of(current).equals(knownDigest)) {
            throw new FileProblemException(Phrase.of("file.changedSinceLeft", file));
        }
    }
}
