package otau.game.record;

/**
 * Splits record text into tokens, tracking line numbers. Move tokens keep a trailing
 * {@code (n)} store total, which is told apart from a variation by being digits closed
 * at once by {@code )}.
 */
final class RecordLexer {
    enum Kind { TAG, COMMENT, OPEN, CLOSE, NAG, MOVE_NUMBER, RESULT, WORD, EOF }

    /** A token; {@code start} and {@code end} are its character offsets in the text as given. */
    record Token(Kind kind, String text, int line, boolean startsLine, int start, int end) {
    }

    private final String s;
    /** 1 when a byte order mark was dropped, so offsets still point into the text as given. */
    private final int shift;
    private int pos;
    private int tokenStart;
    private int line = 1;
    private boolean atLineStart = true;

    RecordLexer(String text) {
        this.shift = text.startsWith("\uFEFF") ? 1 : 0;
        this.s = text.substring(shift);
    }

    Token next() {
        skipSpace();
        tokenStart = pos;
        if (pos >= s.length()) {
            return token(Kind.EOF, "", line, true);
        }
        int startLine = line;
        boolean startsLine = atLineStart;
        atLineStart = false;
        char c = s.charAt(pos);
        switch (c) {
            case '[':
                return token(Kind.TAG, readUntil(']'), startLine, startsLine);
            case '{':
                String body = readUntil('}');
                return token(Kind.COMMENT, body.substring(1, body.length() - (body.endsWith("}") ? 1 : 0)),
                        startLine, startsLine);
            case ';': {
                int end = s.indexOf('\n', pos);
                if (end < 0) {
                    end = s.length();
                }
                String text = s.substring(pos + 1, end);
                pos = end;
                return token(Kind.COMMENT, text.trim(), startLine, startsLine);
            }
            case '(':
                pos++;
                return token(Kind.OPEN, "(", startLine, startsLine);
            case ')':
                pos++;
                return token(Kind.CLOSE, ")", startLine, startsLine);
            default:
                break;
        }
        if (c == '%' && startsLine) {
            // An escaped line: ignored, as in chess PGN.
            int end = s.indexOf('\n', pos);
            pos = end < 0 ? s.length() : end;
            return next();
        }
        String word = readWord();
        if (word.startsWith("$")) {
            return token(Kind.NAG, word, startLine, startsLine);
        }
        if (word.equals("1-0") || word.equals("0-1") || word.equals("1/2-1/2") || word.equals("*")) {
            return token(Kind.RESULT, word, startLine, startsLine);
        }
        if (word.matches("\\d+\\.+")) {
            return token(Kind.MOVE_NUMBER, word, startLine, startsLine);
        }
        return token(Kind.WORD, word, startLine, startsLine);
    }

    private Token token(Kind kind, String text, int line, boolean startsLine) {
        return new Token(kind, text, line, startsLine, tokenStart + shift, pos + shift);
    }

    private void skipSpace() {
        while (pos < s.length()) {
            char c = s.charAt(pos);
            if (c == '\n') {
                line++;
                atLineStart = true;
            } else if (!Character.isWhitespace(c)) {
                return;
            }
            pos++;
        }
    }

    /** Reads from the current character through {@code close} (or to the end of the text). */
    private String readUntil(char close) {
        int start = pos;
        while (pos < s.length() && s.charAt(pos) != close) {
            if (s.charAt(pos) == '\n') {
                line++;
            }
            if (close == ']' && s.charAt(pos) == '"') {
                // A quoted tag value may hold ']' characters.
                pos++;
                while (pos < s.length() && s.charAt(pos) != '"') {
                    if (s.charAt(pos) == '\\' && pos + 1 < s.length()) {
                        pos++;
                    }
                    if (s.charAt(pos) == '\n') {
                        line++;
                    }
                    pos++;
                }
            }
            pos++;
        }
        if (pos < s.length()) {
            pos++;
        }
        return s.substring(start, Math.min(pos, s.length()));
    }

    private String readWord() {
        int start = pos;
        // A move number glued to its move ("12.65") ends at the last dot.
        if (Character.isDigit(s.charAt(pos))) {
            int p = pos;
            while (p < s.length() && Character.isDigit(s.charAt(p))) {
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
                while (p < s.length() && Character.isDigit(s.charAt(p))) {
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
