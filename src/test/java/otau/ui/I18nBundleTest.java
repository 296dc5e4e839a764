package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.movelist.NagGlyphs;

/** Every key the views ask for is in the bundle, so no "!key!" reaches a user. */
@ExtendWith(EnglishInterface.class)
class I18nBundleTest {
    /** A whole literal key; keys built as "prefix." + name are checked below. */
    private static final Pattern GET = Pattern.compile("I18n\\.(?:get|has)\\(\"([^\"]+)\"\\s*[,)]");

    @Test
    void everyLiteralKeyInTheSourcesExists() throws IOException {
        List<String> missing = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java/otau"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher m = GET.matcher(Files.readString(f));
                while (m.find()) {
                    if (!I18n.has(m.group(1))) {
                        missing.add(f.getFileName() + ": " + m.group(1));
                    }
                }
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void keysBuiltFromNamesExist() {
        List<String> missing = new ArrayList<>();
        for (String k : List.of("menu.file", "menu.edit", "menu.game", "menu.navigate", "menu.view", "menu.help",
                "animation.off", "animation.fast", "animation.slow", "tag.Event", "tag.Site", "tag.Date",
                "tag.Round", "tag.White", "tag.Black", "tag.Result")) {
            if (!I18n.has(k)) {
                missing.add(k);
            }
        }
        for (List<Integer> group : List.of(NagGlyphs.MOVE_GROUP, NagGlyphs.POSITION_GROUP, NagGlyphs.OTHER)) {
            for (int n : group) {
                if (!I18n.has("nag." + n)) {
                    missing.add("nag." + n);
                }
            }
        }
        assertEquals(List.of(), missing);
    }

    @Test
    void apostrophesAndArgumentsComeOutRight() {
        assertEquals("Don't Save", I18n.get("prompt.dontSave"));
        assertEquals("lands on Black 5 · captures 10", I18n.get("board.preview.captures", "Black 5", 10));
        assertEquals("club.pgn: 3 problems", I18n.get("prompt.problems.header", "club.pgn", 3));
        assertEquals("!no.such.key!", I18n.get("no.such.key"));
    }
}
