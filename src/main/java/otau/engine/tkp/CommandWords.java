package otau.engine.tkp;

import java.util.ArrayList;
import java.util.List;

/** Splits a command line into words: spaces separate, single or double quotes group. */
public final class CommandWords {
    private CommandWords() {
    }

    /** @throws IllegalArgumentException for an unclosed quote or an empty command */
    public static List<String> split(String command) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < command.length(); i++) {
            char c = command.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
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
            throw new IllegalArgumentException("unclosed quote in engine command: " + command);
        }
        if (inWord) {
            words.add(word.toString());
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException("empty engine command");
        }
        return words;
    }
}
