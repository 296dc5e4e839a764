package otau.ui.help;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import otau.ui.Language;

/**
 * A help page as written in {@code otau/ui/help/<name>_<lang>.txt}: a {@code # title},
 * {@code ## headings}, {@code - points} and paragraphs (lines joined until a blank line).
 * Plain text rather than HTML, so the pages need no WebView and translators edit them as
 * easily as the bundles.
 */
record HelpText(String title, List<Block> blocks) {
    enum Kind { HEADING, POINT, PARAGRAPH }

    record Block(Kind kind, String text) {
    }

    /** The page {@code name} in {@code language}, else in English. */
    static HelpText load(String name, Language language) {
        InputStream in = HelpText.class.getResourceAsStream(name + "_" + language.tag() + ".txt");
        if (in == null) {
            in = HelpText.class.getResourceAsStream(name + "_en.txt");
        }
        if (in == null) {
            throw new IllegalArgumentException("no help page " + name);
        }
        try (InputStream s = in) {
            return parse(new String(s.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static HelpText parse(String text) {
        String title = "";
        List<Block> blocks = new ArrayList<>();
        StringBuilder paragraph = new StringBuilder();
        for (String raw : text.split("\\R")) {
            String line = raw.strip();
            boolean structural = line.isEmpty() || line.startsWith("#") || line.startsWith("- ");
            if (structural && paragraph.length() > 0) {
                blocks.add(new Block(Kind.PARAGRAPH, paragraph.toString()));
                paragraph.setLength(0);
            }
            if (line.startsWith("## ")) {
                blocks.add(new Block(Kind.HEADING, line.substring(3).strip()));
            } else if (line.startsWith("# ")) {
                title = line.substring(2).strip();
            } else if (line.startsWith("- ")) {
                blocks.add(new Block(Kind.POINT, line.substring(2).strip()));
            } else if (!line.isEmpty()) {
                paragraph.append(paragraph.length() > 0 ? " " : "").append(line);
            }
        }
        if (paragraph.length() > 0) {
            blocks.add(new Block(Kind.PARAGRAPH, paragraph.toString()));
        }
        return new HelpText(title, List.copyOf(blocks));
    }
}
