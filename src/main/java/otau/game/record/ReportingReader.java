package otau.game.record;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import otau.io.Phrase;

/**
 * Decodes a record file's bytes as a stream of characters. A byte that is not valid in the
 * file's encoding becomes U+FFFD and is reported with its line and column (the first
 * {@link #MAX_REPORTED}, then a count), so one stray byte costs one character and is named,
 * instead of turning the whole file into another encoding or a failure.
 */
final class ReportingReader extends Reader {
    /** Bad bytes named one by one; the rest are counted in one closing notice. */
    static final int MAX_REPORTED = 20;

    private final InputStream in;
    private final CharsetDecoder decoder;
    private final String source;
    private final String encoding;
    private final ByteBuffer bytes = ByteBuffer.allocate(1 << 16);
    private final CharBuffer chars = CharBuffer.allocate(1 << 16);
    private final List<RecordProblem> notices = new ArrayList<>();
    private boolean endOfInput;
    private boolean flushed;
    private int line = 1;
    private int column = 1;
    private boolean afterCr;
    private int scanned;
    private long bad;
    private long bytesRead;

    ReportingReader(InputStream in, Charset charset, String source) {
        this.in = in;
        this.source = source;
        this.decoder = charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        this.encoding = charset.equals(StandardCharsets.UTF_8) ? "UTF-8"
                : charset.equals(RecordEncoding.CYRILLIC) ? "Windows-1251" : charset.name();
        bytes.flip();
        chars.flip();
    }

    /** The bad bytes met so far (and the count of those not named); cleared by the call. */
    List<RecordProblem> takeNotices() {
        List<RecordProblem> out = List.copyOf(notices);
        notices.clear();
        return out;
    }

    /** Bytes taken from the input so far. */
    long bytesRead() {
        return bytesRead;
    }

    @Override
    public int read(char[] buf, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        while (!chars.hasRemaining()) {
            if (flushed) {
                if (bad > MAX_REPORTED) {
                    notices.add(new RecordProblem(source, 0, line, 0, "", "",
                            Phrase.of("notice.moreBadBytes", bad - MAX_REPORTED, encoding)));
                    bad = 0;
                }
                return -1;
            }
            fill();
        }
        int n = Math.min(len, chars.remaining());
        chars.get(buf, off, n);
        return n;
    }

    /** Decodes the next run of bytes into {@link #chars}. */
    private void fill() throws IOException {
        chars.clear();
        scanned = 0;
        while (chars.position() == 0 && !flushed) {
            if (!bytes.hasRemaining() || !endOfInput && bytes.remaining() < 8) {
                readMore();
            }
            CoderResult r = decoder.decode(bytes, chars, endOfInput);
            track();
            if (r.isError()) {
                if (!chars.hasRemaining()) {
                    break; // room for the replacement next time
                }
                replace(r.length());
            } else if (r.isUnderflow() && endOfInput && !bytes.hasRemaining()) {
                decoder.flush(chars);
                track();
                flushed = true;
            } else if (r.isOverflow()) {
                break;
            }
        }
        chars.flip();
    }

    private void readMore() throws IOException {
        bytes.compact();
        int n = in.read(bytes.array(), bytes.position(), bytes.remaining());
        if (n < 0) {
            endOfInput = true;
        } else {
            bytes.position(bytes.position() + n);
            bytesRead += n;
        }
        bytes.flip();
    }

    /** Puts U+FFFD for {@code length} bad bytes and names them. */
    private void replace(int length) {
        StringBuilder hex = new StringBuilder();
        for (int i = 0; i < length; i++) {
            hex.append(i == 0 ? "" : " ").append(String.format(Locale.ROOT, "0x%02X", bytes.get() & 0xFF));
        }
        if (++bad <= MAX_REPORTED) {
            notices.add(new RecordProblem(source, 0, line, column, "", "",
                    Phrase.of(length == 1 ? "notice.badByte" : "notice.badBytes", hex.toString(), encoding)));
        }
        chars.put('\uFFFD');
        track();
    }

    /** Moves the line and column past the characters decoded since the last call. */
    private void track() {
        for (int i = scanned; i < chars.position(); i++) {
            char c = chars.get(i);
            if (c == '\n') {
                if (!afterCr) {
                    line++;
                }
                column = 1;
                afterCr = false;
            } else if (c == '\r') {
                line++;
                column = 1;
                afterCr = true;
            } else {
                column++;
                afterCr = false;
            }
        }
        scanned = chars.position();
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
