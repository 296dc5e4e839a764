package otau.game.record;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import otau.io.Phrase;

/**
 * The encodings a record file may be in: UTF-8 with or without a byte-order mark, UTF-16
 * with a byte-order mark, and Windows-1251 (older Cyrillic files: bytes that are mostly not
 * valid UTF-8; see {@link Census}). A UTF-8 file with a few bad bytes stays UTF-8: each bad
 * byte is read as U+FFFD and named with its line and column. Anything else (UTF-16 without a mark, UTF-32, a binary file) is refused
 * with one message that says what the file is, instead of a page of "unreadable tag"
 * errors from text decoded the wrong way.
 */
public final class RecordEncoding {
    public static final Charset CYRILLIC = Charset.forName("windows-1251");

    /** A file in an encoding the reader does not take; the message says which and what to do. */
    public static final class UnsupportedEncodingFileException extends otau.io.FileProblemException {
        public UnsupportedEncodingFileException(Phrase said) {
            super(said);
        }
    }

    private RecordEncoding() {
    }

    /**
     * The charset a file's first bytes call for and how many bytes of mark to skip.
     *
     * @param charset what to decode with
     * @param skip    bytes of byte-order mark at the start
     */
    public record Detected(Charset charset, int skip) {
    }

    /**
     * Picks the encoding from the file's first bytes ({@code head}, a few kilobytes is plenty;
     * {@code wholeFileIsUtf8} says whether the whole file reads as UTF-8: see {@link Census}).
     *
     * @throws UnsupportedEncodingFileException for UTF-32, UTF-16 without a mark and binary files
     */
    public static Detected detect(byte[] head, int length, boolean wholeFileIsUtf8) throws IOException {
        if (startsWith(head, length, 0x00, 0x00, 0xFE, 0xFF) || startsWith(head, length, 0xFF, 0xFE, 0x00, 0x00)) {
            throw new UnsupportedEncodingFileException(Phrase.of("file.utf32"));
        }
        if (startsWith(head, length, 0xEF, 0xBB, 0xBF)) {
            return new Detected(StandardCharsets.UTF_8, 3);
        }
        if (startsWith(head, length, 0xFE, 0xFF)) {
            return new Detected(StandardCharsets.UTF_16BE, 2);
        }
        if (startsWith(head, length, 0xFF, 0xFE)) {
            return new Detected(StandardCharsets.UTF_16LE, 2);
        }
        int zerosEven = 0;
        int zerosOdd = 0;
        for (int i = 0; i < length; i++) {
            if (head[i] == 0) {
                if (i % 2 == 0) {
                    zerosEven++;
                } else {
                    zerosOdd++;
                }
            }
        }
        if (zerosEven + zerosOdd > 0) {
            if (length >= 8 && Math.max(zerosEven, zerosOdd) * 4 >= length) {
                throw new UnsupportedEncodingFileException(Phrase.of("file.utf16NoMark"));
            }
            throw new UnsupportedEncodingFileException(Phrase.of("file.notText"));
        }
        return new Detected(wholeFileIsUtf8 ? StandardCharsets.UTF_8 : CYRILLIC, 0);
    }

    /** Decodes a whole file's bytes; see the class comment. Bad bytes become U+FFFD. */
    public static String decode(byte[] bytes) throws IOException {
        return decodeReporting(bytes, "record").text();
    }

    /**
     * A file's text and the bytes that were not valid in its encoding (each named with its
     * line and column, game number 0: they belong to the file, not to one game).
     */
    public record Decoded(String text, List<RecordProblem> notices) {
    }

    /** Decodes a whole file's bytes, naming each byte that is not valid in its encoding. */
    public static Decoded decodeReporting(byte[] bytes, String source) throws IOException {
        Census census = new Census();
        census.add(bytes, bytes.length);
        Detected d = detect(bytes, Math.min(bytes.length, 1 << 16), census);
        try (ReportingReader r = new ReportingReader(
                new ByteArrayInputStream(bytes, d.skip(), bytes.length - d.skip()), d.charset(), source)) {
            StringBuilder sb = new StringBuilder(bytes.length);
            char[] buf = new char[1 << 14];
            for (int n; (n = r.read(buf, 0, buf.length)) >= 0; ) {
                sb.append(buf, 0, n);
            }
            return new Decoded(sb.toString(), r.takeNotices());
        }
    }

    /** Picks the encoding from the file's first bytes and the census of all of them. */
    static Detected detect(byte[] head, int length, Census census) throws IOException {
        return detect(head, length, census.looksUtf8());
    }

    /**
     * Counts, over a whole file read in pieces, the multi-byte sequences that are valid UTF-8
     * and the bytes that are not. A UTF-8 file with a stray byte has many of the first and
     * a few of the second; a Windows-1251 file has Cyrillic letters (bytes 0xC0..0xFF) side by
     * side, which are almost never valid UTF-8.
     */
    static final class Census {
        private long valid;
        private long invalid;
        private int need;

        void add(byte[] buf, int n) {
            for (int i = 0; i < n; i++) {
                int b = buf[i] & 0xFF;
                if (need > 0) {
                    if ((b & 0xC0) == 0x80) {
                        if (--need == 0) {
                            valid++;
                        }
                        continue;
                    }
                    invalid++; // the sequence broke off: its lead byte was bad; read b afresh
                    need = 0;
                }
                if (b < 0x80) {
                    continue;
                }
                if (b >= 0xC2 && b <= 0xDF) {
                    need = 1;
                } else if (b >= 0xE0 && b <= 0xEF) {
                    need = 2;
                } else if (b >= 0xF0 && b <= 0xF4) {
                    need = 3;
                } else {
                    invalid++;
                }
            }
        }

        /** UTF-8 unless bad bytes outnumber the valid sequences (a file with no high bytes is UTF-8 too). */
        boolean looksUtf8() {
            long bad = invalid + (need > 0 ? 1 : 0);
            return bad == 0 || valid > bad;
        }
    }

    private static boolean startsWith(byte[] head, int length, int... mark) {
        if (length < mark.length) {
            return false;
        }
        for (int i = 0; i < mark.length; i++) {
            if ((head[i] & 0xFF) != mark[i]) {
                return false;
            }
        }
        return true;
    }
}
