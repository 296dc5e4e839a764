package otau.game.record;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import otau.io.FileProblemException;
import otau.io.FileProblems;
import otau.io.Phrase;

/**
 * A record file read piece by piece in bounded memory, for files of any size: one pass
 * decides the encoding ({@link RecordEncoding}) and counts the tag sections, the second
 * decodes and cuts the text into one-game pieces ({@link RecordPiece}) for
 * {@link RecordReader#read(RecordPiece, String, int)}. Only regular files are read: a pipe
 * or a device could block or never end.
 */
public final class RecordStream implements AutoCloseable {
    /**
     * How much of a file is held at once.
     *
     * @param maxLine  characters of one line ({@link RecordLimits#MAX_LINE})
     * @param maxPiece characters of one game's text ({@link RecordLimits#MAX_GAME_TEXT})
     */
    public record Limits(int maxLine, int maxPiece) {
        public static final Limits DEFAULT = new Limits(RecordLimits.MAX_LINE, RecordLimits.MAX_GAME_TEXT);
    }

    private final String source;
    private final Charset charset;
    private final long size;
    private final int estimatedGames;
    private final ReportingReader reader;
    private final RecordPieces pieces;

    private RecordStream(Path file, Limits limits) throws IOException {
        this.source = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        FileProblems.requireReadableFile(file);
        byte[] head = new byte[1 << 16];
        int headLength = 0;
        RecordEncoding.Census census = new RecordEncoding.Census();
        long bytes = 0;
        int games = 0;
        boolean lineStart = true;
        boolean lastWasTags = false;
        byte[] buf = new byte[1 << 16];
        try (InputStream s = Files.newInputStream(file)) {
            for (int n; (n = s.read(buf)) > 0; ) {
                if (headLength < head.length) {
                    int k = Math.min(n, head.length - headLength);
                    System.arraycopy(buf, 0, head, headLength, k);
                    headLength += k;
                }
                bytes += n;
                census.add(buf, n);
                for (int i = 0; i < n; i++) {
                    byte b = buf[i];
                    if (lineStart && b != '\n' && b != '\r' && b != ' ' && b != '\t') {
                        boolean tag = b == '[';
                        if (tag && !lastWasTags) {
                            games++;
                        }
                        lastWasTags = tag;
                        lineStart = false;
                    }
                    if (b == '\n') {
                        lineStart = true;
                    }
                }
            }
        } catch (IOException e) {
            throw new FileProblemException(FileProblems.say(file, e, "cannot read"), e);
        }
        RecordEncoding.Detected d;
        try {
            d = RecordEncoding.detect(head, headLength, census);
        } catch (RecordEncoding.UnsupportedEncodingFileException e) {
            throw new RecordEncoding.UnsupportedEncodingFileException(Phrase.of("file.at", file.toString(), e.said()));
        }
        this.charset = d.charset();
        this.size = bytes;
        // Two bytes a character: the byte scan above counted no tag lines.
        this.estimatedGames = d.charset().newEncoder().maxBytesPerChar() > 1 && games == 0 ? 1 : games;
        InputStream in = new BufferedInputStream(Files.newInputStream(file), 1 << 16);
        in.skipNBytes(d.skip());
        this.reader = new ReportingReader(in, d.charset(), source);
        this.pieces = new RecordPieces(new RecordLines(reader, limits.maxLine(), source), limits.maxPiece(), source);
    }

    /** Opens a record file with the default limits. */
    public static RecordStream open(Path file) throws IOException {
        return open(file, Limits.DEFAULT);
    }

    /**
     * Opens a record file.
     *
     * @throws IOException {@code "<file>: <reason>"}: missing, a folder, not a regular file,
     *                     unreadable, or an encoding the reader does not take
     */
    public static RecordStream open(Path file, Limits limits) throws IOException {
        return new RecordStream(file, limits);
    }

    /** The next piece, or null at the end of the file. */
    public RecordPiece next() throws IOException {
        return pieces.next();
    }

    /** Bytes that were not valid in the file's encoding, met since the last call (see {@link ReportingReader}). */
    public List<RecordProblem> takeNotices() {
        return reader.takeNotices();
    }

    /** The file's name, as messages give it. */
    public String source() {
        return source;
    }

    public Charset charset() {
        return charset;
    }

    /** The file's size in bytes. */
    public long size() {
        return size;
    }

    /** Bytes read so far, for progress. */
    public long bytesRead() {
        return reader.bytesRead();
    }

    /** About how many games the file holds (its tag sections), for progress. */
    public int estimatedGames() {
        return estimatedGames;
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }
}
