package otau.game.record;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * The encodings a record file may be in: UTF-8 with or without a byte-order mark, UTF-16
 * with a byte-order mark, and Windows-1251 (older Cyrillic files: any file that is not
 * valid UTF-8). Anything else (UTF-16 without a mark, UTF-32, a binary file) is refused
 * with one message that says what the file is, instead of a page of "unreadable tag"
 * errors from text decoded the wrong way.
 */
public final class RecordEncoding {
    public static final Charset CYRILLIC = Charset.forName("windows-1251");

    /** A file in an encoding the reader does not take; the message says which and what to do. */
    public static final class UnsupportedEncodingFileException extends otau.io.FileProblemException {
        public UnsupportedEncodingFileException(String message) {
            super(message);
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
     * {@code wholeFileIsUtf8} says whether all of it decodes as UTF-8).
     *
     * @throws UnsupportedEncodingFileException for UTF-32, UTF-16 without a mark and binary files
     */
    public static Detected detect(byte[] head, int length, boolean wholeFileIsUtf8) throws IOException {
        if (startsWith(head, length, 0x00, 0x00, 0xFE, 0xFF) || startsWith(head, length, 0xFF, 0xFE, 0x00, 0x00)) {
            throw new UnsupportedEncodingFileException("this file is UTF-32; save it as UTF-8 to open it");
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
                throw new UnsupportedEncodingFileException("this file is UTF-16 without a byte-order mark; "
                        + "save it as UTF-8 (or as UTF-16 with a byte-order mark) to open it");
            }
            throw new UnsupportedEncodingFileException(
                    "this is not a text file (it holds NUL bytes); a record file is UTF-8, UTF-16 or Windows-1251 text");
        }
        return new Detected(wholeFileIsUtf8 ? StandardCharsets.UTF_8 : CYRILLIC, 0);
    }

    /** Decodes a whole file's bytes; see the class comment. */
    public static String decode(byte[] bytes) throws IOException {
        Detected d = detect(bytes, Math.min(bytes.length, 1 << 16), isUtf8(bytes));
        ByteBuffer body = ByteBuffer.wrap(bytes, d.skip(), bytes.length - d.skip());
        if (d.charset().equals(StandardCharsets.UTF_16BE) || d.charset().equals(StandardCharsets.UTF_16LE)) {
            try {
                return d.charset().newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(body).toString();
            } catch (CharacterCodingException e) {
                throw new UnsupportedEncodingFileException("this file starts like UTF-16 but is damaged further on");
            }
        }
        if (d.charset().equals(StandardCharsets.UTF_8) && d.skip() > 0) {
            // A mark says UTF-8 even if some bytes are not: keep the rest readable.
            return StandardCharsets.UTF_8.decode(body).toString();
        }
        return d.charset().decode(body).toString();
    }

    private static boolean isUtf8(byte[] bytes) {
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException e) {
            return false;
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
