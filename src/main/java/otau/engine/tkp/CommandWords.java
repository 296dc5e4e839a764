package otau.engine.tkp;

import java.util.ArrayList;
import java.util.List;

/** Splits a command line typed by the user into words, honouring '…' and "…" quotes and \ escapes. */
public final class CommandWords {
    private CommandWords() {
    }

    /** @throws IllegalArgumentException for an unclosed quote or an empty command */
    public static List<String> split(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else if (c == '\\' && quote == '"' && i + 1 < line.length()) {
                    word.append(line.charAt(++i));
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (c == '\\' && i + 1 < line.length()) {
                word.append(line.charAt(++i));
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("the command has an unclosed " + quote + " quote");
        }
        if (inWord) {
            words.add(word.toString());
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException("the command is empty");
        }
        return words;
    }

    public static String join(List<String> words) {
        List<String> out = new ArrayList<>();
        for (String w : words) {
            out.add(w.isEmpty() || w.matches(".*[\\s'\"\\\\].*") ? "'" + w.replace("'", "'\\''") + "'" : w);
        }
        return String.join(" ", out);
    }
}
