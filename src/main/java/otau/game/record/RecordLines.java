package otau.game.record;

import java.io.IOException;
import java.io.Reader;
import otau.io.Phrase;

/**
 * Splits decoded text into lines (at {@code \n}, {@code \r\n} or a lone {@code \r}) while
 * holding at most {@code maxLine} characters of one: a longer line is read past, not kept,
 * and named with its number. A long run of blanks is no problem (it is a blank line).
 */
final class RecordLines {
    private final Reader in;
    private final int maxLine;
    private final String source;
    private final char[] buf = new char[1 << 14];
    private int pos;
    private int end;
    private boolean eof;
    private int lineNumber;
    private RecordProblem skipped;

    RecordLines(Reader in, int maxLine, String source) {
        this.in = in;
        this.maxLine = maxLine;
        this.source = source;
    }

    /** The next line without its line end, or null at the end of the text. */
    String next() throws IOException {
        skipped = null;
        StringBuilder line = new StringBuilder();
        long length = 0;
        boolean blank = true;
        boolean any = false;
        while (true) {
            if (pos == end) {
                if (eof || !refill()) {
                    if (!any) {
                        return null;
                    }
                    break;
                }
            }
            char c = buf[pos++];
            any = true;
            if (c == '\n') {
                break;
            }
            if (c == '\r') {
                if (pos == end) {
                    refill();
                }
                if (pos < end && buf[pos] == '\n') {
                    pos++;
                }
                break;
            }
            length++;
            if (!Character.isWhitespace(c)) {
                blank = false;
            }
            if (length <= maxLine) {
                line.append(c);
            }
        }
        lineNumber++;
        if (length > maxLine) {
            if (blank) {
                return "";
            }
            skipped = new RecordProblem(source, 0, lineNumber, 1, line.substring(0, Math.min(line.length(), 40)), "",
                    Phrase.of("notice.longLine", grouped(maxLine), grouped(length)));
            return "";
        }
        return line.toString();
    }

    /** A count as the notices write a length: 1,000,000. */
    static String grouped(long n) {
        return String.format(java.util.Locale.ROOT, "%,d", n);
    }

    /** The number of the line {@link #next()} returned last (1-based). */
    int lineNumber() {
        return lineNumber;
    }

    /** Why the last line came back empty: it was too long; null when it was read whole. */
    RecordProblem skipped() {
        return skipped;
    }

    private boolean refill() throws IOException {
        int n = in.read(buf, 0, buf.length);
        if (n < 0) {
            eof = true;
            pos = end = 0;
            return false;
        }
        pos = 0;
        end = n;
        return true;
    }
}
