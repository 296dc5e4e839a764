package otau.game.record;

import otau.io.Phrase;

/**
 * Reads one tag, {@code [Name "value"]}, by hand (a regular expression over the value
 * recursed once per character and overflowed the stack on long values). A tag whose
 * closing quote or bracket is missing still gives its value, with a problem to report,
 * so a damaged line never silently loses White's name.
 *
 * @param name    the tag name, or null when the line is not a tag at all
 * @param value   the unescaped value, or null
 * @param problem what is wrong with the line as written, or null
 */
record TagLine(String name, String value, Phrase problem) {

    static TagLine parse(String text) {
        int n = text.length();
        int i = 1;
        i = skipBlanks(text, i);
        int nameStart = i;
        while (i < n && RecordLexer.isNameChar(text.charAt(i))) {
            i++;
        }
        if (i == nameStart) {
            return new TagLine(null, null, Phrase.of("tag.unreadable"));
        }
        String name = text.substring(nameStart, i);
        // A damaged line may run a name on for thousands of characters: the messages quote it short.
        String shown = RecordProblem.shorten(name);
        i = skipBlanks(text, i);
        if (i >= n || text.charAt(i) != '"') {
            return new TagLine(null, null, Phrase.of("tag.unquoted", shown));
        }
        i++;
        StringBuilder value = new StringBuilder();
        boolean closed = false;
        while (i < n) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < n && (text.charAt(i + 1) == '"' || text.charAt(i + 1) == '\\')) {
                value.append(text.charAt(i + 1));
                i += 2;
                continue;
            }
            if (c == '"') {
                closed = true;
                i++;
                break;
            }
            if (value.length() > RecordLimits.MAX_TAG_VALUE) {
                return tooLong(name, shown);
            }
            value.append(c);
            i++;
        }
        if (value.length() > RecordLimits.MAX_TAG_VALUE) {
            return tooLong(name, shown);
        }
        if (!closed) {
            // [White "Aibek] : the value runs to the bracket that ends the line.
            String v = value.toString().strip();
            if (v.endsWith("]")) {
                v = v.substring(0, v.length() - 1).strip();
            }
            return new TagLine(name, v, Phrase.of("tag.noClosingQuote", shown, RecordProblem.shorten(v)));
        }
        i = skipBlanks(text, i);
        if (i >= n || text.charAt(i) != ']') {
            return new TagLine(name, value.toString(), Phrase.of("tag.noClosingBracket", shown));
        }
        if (skipBlanks(text, i + 1) < n) {
            return new TagLine(name, value.toString(), Phrase.of("tag.textAfter", shown));
        }
        return new TagLine(name, value.toString(), null);
    }

    private static TagLine tooLong(String name, String shown) {
        return new TagLine(name, null, Phrase.of("tag.tooLong", shown, RecordLimits.MAX_TAG_VALUE));
    }

    private static int skipBlanks(String text, int i) {
        while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }
}
