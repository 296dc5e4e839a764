package otau.game.record;

import otau.io.Phrase;

/**
 * Splits record text into tokens, tracking lines and columns. Move tokens keep a trailing
 * {@code (n)} store total, which is told apart from a variation by being digits closed
 * at once by {@code )}.
 *
 * <p>Everything here is a linear scan: no regular expression or recursion that the input
 * can drive deep. A tag never runs past the end of its line, and a {@code {} comment that
 * is never closed (a tag line or another {@code {} comes before its {@code }}, or the end
 * of the text) ends at the next line that starts a tag or a move number, or at that other
 * {@code {}: that is where reading resumes, so a
 * stray brace damages one game instead of swallowing the rest of the file.
 */
final class RecordLexer {
    enum Kind { TAG, COMMENT, OPEN, CLOSE, NAG, MOVE_NUMBER, RESULT, WORD, EOF }

    /**
     * A token; {@code start} and {@code end} are its character offsets in the text as given.
     *
     * @param afterBlankLine an empty line lies between the previous token and this one
     * @param problem        what is wrong with the token as written (an unclosed comment), or null
     */
    record Token(Kind kind, String text, int line, int column, boolean startsLine, boolean afterBlankLine,
                 int start, int end, Phrase problem) {
    }

    private final String s;
    /** 1 when a byte order mark was dropped, so offsets still point into the text as given. */
    private final int shift;
    private int pos;
    private int tokenStart;
    private int line = 1;
    /** Offset of the first character of the current line, for columns. */
    private int lineStartPos;
    private boolean atLineStart = true;
    private boolean blankLine;

    RecordLexer(String text) {
        this(text, 1);
    }

    /** @param firstLine the number of the text's first line (a piece of a larger file) */
    RecordLexer(String text, int firstLine) {
        this(text, firstLine, 0);
    }

    /**
     * @param nextLine the line of the next game's tags, which follow the text (a piece of a
     *                 file read as a stream), or 0
     */
    RecordLexer(String text, int firstLine, int nextLine) {
        this.shift = text.startsWith("\uFEFF") ? 1 : 0;
        this.s = text.substring(shift);
        this.line = firstLine;
        this.nextLine = nextLine;
    }

    /** Where the next game's tags follow the text, 0 when none do: an open comment stops there. */
    private final int nextLine;

    Token next() {
        skipSpace();
        while (pos < s.length() && s.charAt(pos) == '%' && atLineStart) {
            // An escaped line: ignored, as in chess PGN (and the line after it is not blank).
            int end = s.indexOf('\n', pos);
            if (end < 0) {
                pos = s.length();
            } else {
                pos = end + 1;
                newLine(pos);
            }
            skipSpace();
        }
        tokenStart = pos;
        int column = pos - lineStartPos + 1;
        boolean blank = blankLine;
        blankLine = false;
        if (pos >= s.length()) {
            // The end of a piece is where the next game's tags begin.
            return nextLine > 0 ? token(Kind.EOF, "", nextLine, 1, true, blank, null)
                    : token(Kind.EOF, "", line, column, true, blank, null);
        }
        int startLine = line;
        boolean startsLine = atLineStart;
        atLineStart = false;
        char c = s.charAt(pos);
        switch (c) {
            case '[':
                return token(Kind.TAG, readTag(), startLine, column, startsLine, blank, null);
            case '{':
                return comment(startLine, column, startsLine, blank);
            case ';': {
                int end = s.indexOf('\n', pos);
                if (end < 0) {
                    end = s.length();
                }
                String text = s.substring(pos + 1, end);
                pos = end;
                return token(Kind.COMMENT, text.trim(), startLine, column, startsLine, blank, null);
            }
            case '(':
                pos++;
                return token(Kind.OPEN, "(", startLine, column, startsLine, blank, null);
            case ')':
                pos++;
                return token(Kind.CLOSE, ")", startLine, column, startsLine, blank, null);
            default:
                break;
        }
        String word = readWord();
        Kind kind;
        if (word.startsWith("$")) {
            kind = Kind.NAG;
        } else if (word.equals("1-0") || word.equals("0-1") || word.equals("1/2-1/2") || word.equals("*")) {
            kind = Kind.RESULT;
        } else if (isMoveNumber(word)) {
            kind = Kind.MOVE_NUMBER;
        } else {
            kind = Kind.WORD;
        }
        return token(kind, word, startLine, column, startsLine, blank, null);
    }

    private static boolean isMoveNumber(String word) {
        int i = 0;
        while (i < word.length() && isAsciiDigit(word.charAt(i))) {
            i++;
        }
        if (i == 0 || i == word.length()) {
            return false;
        }
        while (i < word.length() && word.charAt(i) == '.') {
            i++;
        }
        return i == word.length();
    }

    private static boolean isAsciiDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private Token token(Kind kind, String text, int line, int column, boolean startsLine, boolean blank,
                        Phrase problem) {
        return new Token(kind, text, line, column, startsLine, blank, tokenStart + shift, pos + shift, problem);
    }

    private void skipSpace() {
        boolean lineEmpty = atLineStart;
        while (pos < s.length()) {
            char c = s.charAt(pos);
            if (c == '\n') {
                if (lineEmpty && pos > 0) {
                    blankLine = true;
                }
                newLine(pos + 1);
                lineEmpty = true;
            } else if (!Character.isWhitespace(c)) {
                return;
            }
            pos++;
        }
    }

    private void newLine(int nextLineStart) {
        line++;
        lineStartPos = nextLineStart;
        atLineStart = true;
    }

    /**
     * Reads a tag from '[' through its ']', never past the end of the line: a quote or a
     * bracket left open there is the reader's problem to report, not a reason to swallow
     * the next lines. A quoted value may hold ']' characters.
     */
    private String readTag() {
        int start = pos;
        pos = tagEnd(s, pos, lineEnd(pos));
        return s.substring(start, pos);
    }

    /**
     * Just past the tag that opens at {@code open} (its ']', which a quoted value may hold),
     * or {@code end} when it is not closed before then. The streaming reader cuts games with
     * the same rule, so both see a tag alike.
     */
    static int tagEnd(CharSequence s, int open, int end) {
        boolean quoted = false;
        for (int p = open + 1; p < end; p++) {
            char c = s.charAt(p);
            if (quoted) {
                if (c == '\\' && p + 1 < end) {
                    p++;
                } else if (c == '"') {
                    quoted = false;
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ']') {
                return p + 1;
            }
        }
        return end;
    }

    private int lineEnd(int from) {
        int end = s.indexOf('\n', from);
        if (end < 0) {
            return s.length();
        }
        return end > from && s.charAt(end - 1) == '\r' ? end - 1 : end;
    }

    /** A {…} comment; see the class comment for one that is never closed. */
    private Token comment(int startLine, int column, boolean startsLine, boolean blank) {
        int open = pos;
        int p = pos + 1;
        int lines = 0;
        int lastLineStart = lineStartPos;
        int resume = -1;
        int resumeLines = 0;
        int resumeLineStart = 0;
        boolean closed = false;
        int nestedAt = -1;
        while (p < s.length()) {
            char c = s.charAt(p);
            if (c == '}') {
                closed = true;
                break;
            }
            if (c == '{') {
                // Comments do not nest: a second '{' before any '}' means the first was never
                // closed (typically it swallowed the moves up to PlayOK's "{zero}").
                nestedAt = p;
                break;
            }
            if (c == '\n') {
                lines++;
                lastLineStart = p + 1;
                int q = p + 1;
                while (q < s.length() && (s.charAt(q) == ' ' || s.charAt(q) == '\t' || s.charAt(q) == '\r')) {
                    q++;
                }
                boolean tag = startsTag(q);
                if (resume < 0 && (tag || startsMoveNumber(q))) {
                    resume = p + 1;
                    resumeLines = lines;
                    resumeLineStart = p + 1;
                }
                if (tag) {
                    break;
                }
            }
            p++;
        }
        if (closed) {
            line += lines;
            if (lines > 0) {
                lineStartPos = lastLineStart;
            }
            pos = p + 1;
            return token(Kind.COMMENT, s.substring(open + 1, p), startLine, column, startsLine, blank, null);
        }
        if (resume < 0) {
            resume = nestedAt >= 0 ? nestedAt : s.length();
            resumeLines = lines;
            resumeLineStart = lastLineStart;
        }
        line += resumeLines;
        lineStartPos = resumeLineStart;
        atLineStart = resumeLines > 0;
        pos = resume;
        Phrase where = resume >= s.length() ? (nextLine > 0 ? Phrase.of("comment.resume.line", nextLine)
                : Phrase.of("comment.resume.end"))
                : resume == nestedAt ? Phrase.of("comment.resume.brace", line) : Phrase.of("comment.resume.line", line);
        return token(Kind.COMMENT, s.substring(open + 1, resume), startLine, column, startsLine, blank,
                Phrase.of("comment.unclosed", startLine, column, where));
    }

    /** True when {@code q} begins {@code [Name "} or {@code [Name]}-like tag text. */
    private boolean startsTag(int q) {
        if (q >= s.length() || s.charAt(q) != '[') {
            return false;
        }
        int i = q + 1;
        int nameStart = i;
        while (i < s.length() && isNameChar(s.charAt(i))) {
            i++;
        }
        if (i == nameStart) {
            return false;
        }
        while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
            i++;
        }
        return i < s.length() && s.charAt(i) == '"';
    }

    static boolean isNameChar(char c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_';
    }

    private boolean startsMoveNumber(int q) {
        int i = q;
        while (i < s.length() && isAsciiDigit(s.charAt(i))) {
            i++;
        }
        return i > q && i < s.length() && s.charAt(i) == '.';
    }

    private String readWord() {
        int start = pos;
        // A move number glued to its move ("12.65") ends at the last dot.
        if (isAsciiDigit(s.charAt(pos))) {
            int p = pos;
            while (p < s.length() && isAsciiDigit(s.charAt(p))) {
                p++;
            }
            if (p < s.length() && s.charAt(p) == '.') {
                while (p < s.length() && s.charAt(p) == '.') {
                    p++;
                }
                pos = p;
                return s.substring(start, p);
            }
        }
        while (pos < s.length()) {
            char c = s.charAt(pos);
            if (Character.isWhitespace(c) || c == '{' || c == '}' || c == ')' || c == '[' || c == ';') {
                break;
            }
            if (c == '(') {
                // "65(10)": a store total belongs to the move; anything else opens a variation.
                int p = pos + 1;
                while (p < s.length() && isAsciiDigit(s.charAt(p))) {
                    p++;
                }
                if (p > pos + 1 && p < s.length() && s.charAt(p) == ')' && pos > start) {
                    pos = p + 1;
                    continue;
                }
                break;
            }
            if (c == '$' && pos > start) {
                break;
            }
            pos++;
        }
        if (pos == start) {
            pos++;
        }
        return s.substring(start, pos);
    }
}
