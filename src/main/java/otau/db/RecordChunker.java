package otau.db;

import java.io.BufferedReader;
import java.io.IOException;

/**
 * Cuts a record file into one-game pieces while reading it, so a file of any size is
 * imported in constant memory. A new game starts at a tag line that follows move text
 * (outside a {comment}); games without tags stay together in one piece, which the
 * record reader then splits itself.
 */
final class RecordChunker {
    /** A piece of the file and the line it starts on (1-based). */
    record Chunk(String text, int firstLine) {
    }

    private final BufferedReader in;
    private int lineNumber;
    private String pending;
    private boolean done;

    RecordChunker(BufferedReader in) {
        this.in = in;
    }

    /** The next piece, or null at the end of the file. */
    Chunk next() throws IOException {
        if (done) {
            return null;
        }
        StringBuilder text = new StringBuilder(1024);
        int first = -1;
        boolean sawMoves = false;
        int depth = 0;
        while (true) {
            String line;
            if (pending != null) {
                line = pending;
                pending = null;
            } else {
                line = in.readLine();
                if (line == null) {
                    done = true;
                    break;
                }
                lineNumber++;
            }
            String t = line.strip();
            if (lineNumber == 1 && t.startsWith("\uFEFF")) {
                // A byte-order mark is not part of the first tag.
                t = t.substring(1).strip();
                line = line.substring(line.indexOf('\uFEFF') + 1);
            }
            if (depth > 0 && startsTag(t)) {
                // A tag line inside a comment means the comment was never closed: the reader
                // reports it, and the next game starts here as it does for the reader.
                depth = 0;
            }
            boolean tagLine = depth == 0 && t.startsWith("[");
            if (tagLine && sawMoves) {
                pending = line;
                return new Chunk(text.toString(), first);
            }
            if (first < 0) {
                if (t.isEmpty()) {
                    continue;
                }
                first = lineNumber;
            }
            text.append(line).append('\n');
            if (!tagLine && !t.isEmpty()) {
                sawMoves = true;
                for (int i = 0; i < t.length(); i++) {
                    char c = t.charAt(i);
                    if (c == '{') {
                        depth++;
                    } else if (c == '}' && depth > 0) {
                        depth--;
                    }
                }
            }
        }
        return first < 0 ? null : new Chunk(text.toString(), first);
    }

    /** {@code [Name "}: the start of a tag, as the record reader tells it apart inside a comment. */
    private static boolean startsTag(String t) {
        int i = 1;
        while (i < t.length() && (Character.isLetterOrDigit(t.charAt(i)) || t.charAt(i) == '_')) {
            i++;
        }
        if (!t.startsWith("[") || i == 1) {
            return false;
        }
        while (i < t.length() && (t.charAt(i) == ' ' || t.charAt(i) == '\t')) {
            i++;
        }
        return i < t.length() && t.charAt(i) == '"';
    }
}
