package otau.puzzle;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import otau.io.FileProblemException;
import otau.io.Phrase;

/**
 * The text of a CSV file and its records. Takes UTF-8 with or without Excel's byte-order
 * mark and UTF-16 with a mark, line ends of every platform (CR LF, LF and the old Mac's CR
 * alone), and quoted cells that hold commas, quotes or line ends (RFC 4180). Any other
 * encoding is refused with the line, the column and the byte where the text stops being UTF-8.
 */
final class CsvText {
    /** One record: the line it starts on (1-based) and its cells, or the reason it could not be split. */
    record Row(int line, List<String> cells, String problem) {
    }

    private CsvText() {
    }

    /**
     * The text of a CSV file's bytes.
     *
     * @throws FileProblemException naming {@code source}, the place and what to do
     */
    static String decode(byte[] bytes, String source) throws FileProblemException {
        if (startsWith(bytes, 0xFF, 0xFE, 0x00, 0x00) || startsWith(bytes, 0x00, 0x00, 0xFE, 0xFF)) {
            throw new FileProblemException(Phrase.of("csv.utf32", source));
        }
        if (startsWith(bytes, 0xFE, 0xFF) || startsWith(bytes, 0xFF, 0xFE)) {
            var charset = bytes[0] == (byte) 0xFE ? StandardCharsets.UTF_16BE : StandardCharsets.UTF_16LE;
            try {
                return charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT)
                        .decode(ByteBuffer.wrap(bytes, 2, bytes.length - 2)).toString();
            } catch (java.nio.charset.CharacterCodingException e) {
                throw new FileProblemException(Phrase.of("csv.utf16Damaged", source));
            }
        }
        int skip = startsWith(bytes, 0xEF, 0xBB, 0xBF) ? 3 : 0;
        for (int i = skip; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                throw new FileProblemException(Phrase.of("csv.nulBytes", source));
            }
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, skip, bytes.length - skip);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            out.flip();
            String before = out.toString();
            int line = 1 + lineBreaks(before);
            int column = before.length() - lineStart(before) + 1;
            throw new FileProblemException(Phrase.of("csv.notUtf8", source, line, column,
                    String.format(java.util.Locale.ROOT, "0x%02X", bytes[in.position()] & 0xFF)));
        }
        decoder.flush(out);
        out.flip();
        return out.toString();
    }

    /** The records of the text, each with the line it starts on; blank lines are left out. */
    static List<Row> rows(String text) {
        List<Row> rows = new ArrayList<>();
        int i = 0;
        int line = 1;
        int n = text.length();
        while (i < n) {
            List<String> cells = new ArrayList<>();
            StringBuilder cell = new StringBuilder();
            boolean quoted = false;
            int startLine = line;
            int start = i;
            int lines = 0;
            while (i < n) {
                char c = text.charAt(i);
                if (quoted) {
                    if (c == '"' && i + 1 < n && text.charAt(i + 1) == '"') {
                        cell.append('"');
                        i += 2;
                        continue;
                    }
                    if (c == '"') {
                        quoted = false;
                    } else {
                        if (c == '\n' || c == '\r' && (i + 1 >= n || text.charAt(i + 1) != '\n')) {
                            lines++;
                        }
                        cell.append(c);
                    }
                    i++;
                } else if (c == '\r' || c == '\n') {
                    break;
                } else {
                    if (c == '"' && cell.length() == 0) {
                        quoted = true;
                    } else if (c == ',') {
                        cells.add(cell.toString());
                        cell.setLength(0);
                    } else {
                        cell.append(c);
                    }
                    i++;
                }
            }
            if (quoted) {
                // Never closed: this line alone is the bad record; the lines after it are read again.
                rows.add(new Row(startLine, List.of(), "a quoted cell is not closed"));
                i = endOfLine(text, start);
                line = startLine;
            } else {
                cells.add(cell.toString());
                line += lines;
                boolean blank = cells.size() == 1 && cells.get(0).isBlank();
                if (!blank) {
                    rows.add(new Row(startLine, cells, null));
                }
            }
            if (i < n && text.charAt(i) == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
                i += 2;
                line++;
            } else if (i < n) {
                i++;
                line++;
            }
        }
        return rows;
    }

    private static int endOfLine(String text, int from) {
        int i = from;
        while (i < text.length() && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
            i++;
        }
        return i;
    }

    private static int lineBreaks(String s) {
        int count = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\n' || c == '\r' && (i + 1 >= s.length() || s.charAt(i + 1) != '\n')) {
                count++;
            }
        }
        return count;
    }

    private static int lineStart(String s) {
        return Math.max(s.lastIndexOf('\n'), s.lastIndexOf('\r')) + 1;
    }

    private static boolean startsWith(byte[] bytes, int... mark) {
        if (bytes.length < mark.length) {
            return false;
        }
        for (int i = 0; i < mark.length; i++) {
            if ((bytes[i] & 0xFF) != mark[i]) {
                return false;
            }
        }
        return true;
    }
}
