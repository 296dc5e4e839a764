package otau.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import otau.game.Fen;
import otau.game.PositionFormatException;

/**
 * The rules core's phrases: every key the sources ask for is in the English bundle, every
 * translation has each English key with the same places to fill in, and a phrase comes out in
 * the language asked for (the expected texts written by hand).
 */
class PhrasesTest {
    private static final List<String> TRANSLATIONS = List.of("ru", "kk", "ky");
    /** A literal key, or a key's prefix when the call goes on with {@code " + name"}. */
    private static final Pattern OF = Pattern.compile("Phrase\\.of\\(\\s*\"([^\"]+)\"(\\s*\\+)?");
    private static final Pattern PLACE = Pattern.compile("\\{(\\d+)");
    private static final Pattern UNFILLED = Pattern.compile("\\{\\d");

    @Test
    void everyKeyTheSourcesAskForIsInEnglish() throws IOException {
        Properties english = load("");
        List<String> missing = new ArrayList<>();
        int seen = 0;
        try (Stream<Path> files = Files.walk(Path.of("src/main/java/otau"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher m = OF.matcher(Files.readString(f));
                while (m.find()) {
                    seen++;
                    String key = m.group(1);
                    boolean found = m.group(2) == null ? english.containsKey(key)
                            : english.stringPropertyNames().stream().anyMatch(k -> k.startsWith(key));
                    if (!found) {
                        missing.add(f.getFileName() + ": " + key);
                    }
                }
            }
        }
        assertTrue(seen > 30, "the scan found the phrases: " + seen);
        assertEquals(List.of(), missing);
        for (String side : List.of("white", "black")) {
            assertTrue(english.containsKey("field.hole." + side) && english.containsKey("fen.secondX." + side), side);
        }
    }

    @Test
    void everyTranslationHasEachKeyWithTheSamePlaces() throws IOException {
        Properties english = load("");
        List<String> wrong = new ArrayList<>();
        for (String lang : TRANSLATIONS) {
            Properties t = load("_" + lang);
            for (String key : english.stringPropertyNames()) {
                String pattern = t.getProperty(key);
                if (pattern == null) {
                    wrong.add(lang + ": " + key + " missing");
                } else if (!places(pattern).equals(places(english.getProperty(key)))) {
                    wrong.add(lang + ": " + key + " fills " + places(pattern) + ", English "
                            + places(english.getProperty(key)));
                }
            }
            for (String key : t.stringPropertyNames()) {
                if (!english.containsKey(key)) {
                    wrong.add(lang + ": " + key + " is not an English key");
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void everyPatternFillsItsPlacesAndKeepsItsApostrophes() throws IOException {
        List<String> wrong = new ArrayList<>();
        for (String suffix : List.of("", "_ru", "_kk", "_ky")) {
            Properties p = load(suffix);
            for (String key : p.stringPropertyNames()) {
                String text = new MessageFormat(p.getProperty(key), Locale.ROOT)
                        .format(new Object[] {"a", "b", "c", "d", "e", "f", "g"});
                // A lone apostrophe would quote the rest of the pattern: places left unfilled, or quotes lost.
                long quotes = text.chars().filter(c -> c == '\'').count();
                long written = (p.getProperty(key).length() - p.getProperty(key).replace("''", "").length()) / 2;
                if (UNFILLED.matcher(text).find() || quotes != written) {
                    wrong.add(suffix + " " + key + ": " + text);
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void aPhraseIsSaidInTheLanguageAskedFor() {
        PositionFormatException e = assertThrows(PositionFormatException.class,
                () -> Fen.read("9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 x"));
        assertEquals("side to move: expected 'w' or 'b', found 'x'", e.getMessage());
        assertEquals("очередь хода", e.field().in(Locale.forLanguageTag("ru")));
        assertEquals("ожидалось «w» или «b», а стоит «x»", e.problem().in(Locale.forLanguageTag("ru")));
        assertEquals("«w» же «b» күтүлгөн, жазылганы «x»", e.problem().in(Locale.forLanguageTag("ky")));
        // English for any language without a translation, whatever the machine's own language.
        assertEquals("expected 'w' or 'b', found 'x'", e.problem().in(Locale.GERMAN));

        PositionFormatException hole = assertThrows(PositionFormatException.class,
                () -> Fen.read("9,9,9,9,9,9,9,9,9/9,9,9,9,-1,9,9,9,9 0 0 w"));
        assertEquals("Black's hole 5: negative count -1", hole.getMessage());
        assertEquals("лунка 5 чёрных", hole.field().in(Locale.forLanguageTag("ru")));
        assertEquals("Қараның 5-отауы", hole.field().in(Locale.forLanguageTag("kk")));
    }

    @Test
    void numbersAreWrittenAsPlainDigits() {
        assertEquals("holes and stores hold 12345 stones; a position holds exactly 162",
                Phrase.of("fen.total", 12345).english());
        assertEquals("в лунках и казанах кумалаков: 12345; в позиции их ровно 162",
                Phrase.of("fen.total", 12345).in(Locale.forLanguageTag("ru")));
    }

    @Test
    void aLiteralIsTheSameInEveryLanguage() {
        Phrase p = Phrase.literal("Access denied {0} 'x'");
        assertEquals("Access denied {0} 'x'", p.in(Locale.forLanguageTag("ky")));
        assertEquals("Access denied {0} 'x'", p.english());
    }

    private static Set<String> places(String pattern) {
        Set<String> s = new TreeSet<>();
        Matcher m = PLACE.matcher(pattern);
        while (m.find()) {
            s.add(m.group(1));
        }
        return s;
    }

    private static Properties load(String suffix) throws IOException {
        Properties p = new Properties();
        try (InputStream in = PhrasesTest.class.getResourceAsStream("/otau/io/phrases" + suffix + ".properties")) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }
}
