package otau.game.record;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import otau.io.Phrase;

/**
 * Cuts a record file into one-game pieces while reading it, so a file of any size is read
 * in bounded memory. A new game starts at a tag line that follows move text (outside a
 * {comment}), as it does for the record reader; {@code %} escape lines are not move text.
 * A piece never holds more than {@code maxPiece} characters: past that, the rest of the game
 * is read past and the piece is marked damaged.
 */
final class RecordPieces {
    private final RecordLines in;
    private final int maxPiece;
    private final String source;
    private String pending;
    private int pendingNumber;
    private RecordProblem pendingSkip;
    private boolean done;
    /** Inside a {comment} at the end of the last line, as the record reader would be. */
    private boolean inComment;

    private static final int NONE = 0;
    private static final int TAG = 1;
    private static final int OTHER = 2;

    RecordPieces(RecordLines in, int maxPiece, String source) {
        this.in = in;
        this.maxPiece = maxPiece;
        this.source = source;
    }

    /** The next piece, or null at the end of the file. */
    RecordPiece next() throws IOException {
        if (done) {
            return null;
        }
        StringBuilder text = new StringBuilder(1024);
        List<RecordProblem> damage = new ArrayList<>();
        int first = -1;
        // Blank lines are added only when more text follows: a run of them between two games
        // (however long) costs no memory.
        long blanks = 0;
        boolean sawMoves = false;
        boolean full = false;
        while (true) {
            String line;
            int number;
            RecordProblem skip;
            if (pending != null) {
                line = pending;
                number = pendingNumber;
                skip = pendingSkip;
                pending = null;
            } else {
                line = in.next();
                if (line == null) {
                    done = true;
                    break;
                }
                number = in.lineNumber();
                skip = in.skipped();
            }
            String t = line.strip();
            if (number == 1 && t.startsWith("\uFEFF")) {
                // A byte-order mark is not part of the first tag.
                t = t.substring(1).strip();
                line = line.substring(line.indexOf('\uFEFF') + 1);
            }
            if (inComment && startsTag(t)) {
                // A tag line inside a comment means the comment was never closed: the reader
                // reports it, and the next game starts here as it does for the reader.
                inComment = false;
            }
            boolean escaped = !inComment && t.startsWith("%"); // skipped by the reader: not move text
            boolean tagLine = !inComment && t.startsWith("[");
            if (tagLine && sawMoves) {
                pending = line;
                pendingNumber = number;
                pendingSkip = skip;
                return new RecordPiece(text.toString(), first, damage, number);
            }
            if (skip != null) {
                damage.add(skip);
            }
            if (t.isEmpty() || first < 0 && escaped) {
                if (first >= 0) {
                    blanks++;
                }
                continue;
            }
            if (first < 0) {
                first = number;
            }
            if (!full && text.length() + blanks + line.length() >= maxPiece) {
                full = true;
                damage.add(new RecordProblem(source, 0, number, 0, "", "",
                        Phrase.of("notice.longGame", first, RecordLines.grouped(maxPiece), number)));
            }
            if (!full) {
                text.append("\n".repeat((int) blanks)).append(line).append('\n');
            }
            blanks = 0;
            if (!escaped) {
                int last = lastToken(t);
                if (last != NONE) {
                    sawMoves = last == OTHER;
                }
            }
        }
        if (first < 0) {
            // Nothing but blank or skipped lines: the skipped ones still get their own report.
            return damage.isEmpty() ? null : new RecordPiece("", damage.get(0).line(), damage, 0);
        }
        return new RecordPiece(text.toString(), first, damage, 0);
    }

    /**
     * The kind of the line's last token as the record reader sees it: a tag, anything else
     * (a move, a result, a comment), or none (the line is the inside of a comment). A game
     * starts at a tag after move text, so the pieces may be cut only at a tag line that
     * follows a line whose last token is not a tag ({@code 8[FEN "…"]} ends in a tag: the
     * next tag line belongs to the same section). Comments do not nest: a second '{' inside
     * one ends it and opens another, as for the reader.
     */
    private int lastToken(String t) {
        int last = NONE;
        int i = 0;
        int n = t.length();
        while (i < n) {
            char c = t.charAt(i);
            if (inComment) {
                if (c == '}') {
                    inComment = false;
                    last = OTHER;
                }
                i++;
                continue;
            }
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '{') {
                inComment = true;
                last = OTHER;
                i++;
            } else if (c == ';') {
                return OTHER; // a comment to the end of the line
            } else if (c == '[') {
                i = RecordLexer.tagEnd(t, i, t.length());
                last = TAG;
            } else {
                while (i < n && !Character.isWhitespace(t.charAt(i)) && t.charAt(i) != '{' && t.charAt(i) != '['
                        && t.charAt(i) != ';') {
                    i++;
                }
                last = OTHER;
            }
        }
        return last;
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
