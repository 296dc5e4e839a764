package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import otau.game.record.GameRecord;
import otau.ui.board.AnimationMode;
import otau.ui.board.BoardStyle;
import otau.ui.movelist.NagGlyphs;
import otau.ui.workbench.Command;

/**
 * The four bundles (English, Russian, Kazakh, Kyrgyz) hold the same keys, every value is a
 * pattern that parses with the same arguments in every language, no key is left unused, and
 * the Cyrillic letters come out of the bundle as written.
 */
class I18nCompletenessTest {
    private static final Path DIR = Path.of("src/main/resources/otau/ui");
    private static final List<String> TRANSLATIONS = List.of("ru", "kk", "ky");

    /**
     * Keys the code builds by concatenation: the prefix, and which rests are real. A prefix
     * counts only if the sources contain it as a string literal followed by {@code +}.
     */
    private static final Map<String, Predicate<String>> DYNAMIC_PREFIXES = new LinkedHashMap<>();

    static {
        // WorkbenchMenus and ShortcutsWindow: "menu." + a command group.
        DYNAMIC_PREFIXES.put("menu.", rest -> Arrays.stream(Command.values()).anyMatch(c -> c.group().equals(rest)));
        // Command.key(): "command." + the camel-cased command name.
        DYNAMIC_PREFIXES.put("command.", rest -> Arrays.stream(Command.values())
                .anyMatch(c -> c.key().equals("command." + rest)));
        // WorkbenchMenus, PreferencesForm: "animation." + a lower-case AnimationMode.
        DYNAMIC_PREFIXES.put("animation.", rest -> Arrays.stream(AnimationMode.values())
                .anyMatch(m -> m.name().toLowerCase(Locale.ROOT).equals(rest)));
        // NagGlyphs: "nag." + an offered glyph number.
        DYNAMIC_PREFIXES.put("nag.", rest -> Stream.of(NagGlyphs.MOVE_GROUP, NagGlyphs.POSITION_GROUP, NagGlyphs.OTHER)
                .flatMap(List::stream).anyMatch(n -> Integer.toString(n).equals(rest)));
        // TagsDialog: "tag." + a tag of the seven-tag roster.
        DYNAMIC_PREFIXES.put("tag.", GameRecord.SEVEN_TAG_ROSTER::contains);
        // PreferencesForm: "prefs.boardStyle." + a camel-cased BoardStyle.
        DYNAMIC_PREFIXES.put("prefs.boardStyle.", rest -> Arrays.stream(BoardStyle.values())
                .anyMatch(s -> camel(s.name()).equals(rest)));
        // ReviewTexts: "review.class." + a lower-cased MoveClass, "review.reason." + a CriticalMoment reason.
        DYNAMIC_PREFIXES.put("review.class.", rest -> Arrays.stream(otau.review.MoveClass.values())
                .anyMatch(c -> c.name().toLowerCase(java.util.Locale.ROOT).equals(rest)));
        DYNAMIC_PREFIXES.put("review.reason.", rest -> Arrays.stream(otau.review.CriticalMoment.Reason.values())
                .anyMatch(r -> r.name().equals(rest)));
        // Theme.key(): "puzzles.theme." + a theme word (or an older word for one), optionally + ".about".
        // The shipped etudes carry the word "etude" (EtudeMiner), a theme word with no detector.
        DYNAMIC_PREFIXES.put("puzzles.theme.", rest -> otau.puzzle.Theme.of(rest.replaceFirst("\\.about$", "")) != null
                || rest.replaceFirst("\\.about$", "").equals("etude"));
        // PuzzleNames: "puzzles.title." + the key of a generated title's caption.
        DYNAMIC_PREFIXES.put("puzzles.title.", rest -> otau.puzzle.PuzzleTitle.Caption.KEYS.contains(rest));
        // PlayDialog: "play.level." + a level number, optionally + ".text".
        DYNAMIC_PREFIXES.put("play.level.", rest -> otau.play.StrengthLevel.all().stream()
                .anyMatch(l -> rest.equals(String.valueOf(l.number())) || rest.equals(l.number() + ".text")));
        // PlayController: "play.result." + won/lost/draw + "." + a lower-cased Termination.
        DYNAMIC_PREFIXES.put("play.result.", rest -> Stream.of("won", "lost", "draw").anyMatch(who ->
                Arrays.stream(otau.play.Termination.values()).anyMatch(t ->
                        rest.equals(who + "." + t.name().toLowerCase(java.util.Locale.ROOT)))));
        // PlayController: "play.termination." + a lower-cased Termination (the result's note on the last move).
        DYNAMIC_PREFIXES.put("play.termination.", rest -> Arrays.stream(otau.play.Termination.values())
                .anyMatch(t -> t.name().toLowerCase(java.util.Locale.ROOT).equals(rest)));
        // GamesBrowserView: "browser.side." + a lower-cased GameFilter.PlayerSide.
        DYNAMIC_PREFIXES.put("browser.side.", rest -> Arrays.stream(otau.db.GameFilter.PlayerSide.values())
                .anyMatch(s -> s.name().toLowerCase(java.util.Locale.ROOT).equals(rest)));
    }

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    @Test
    void everyTranslationHasExactlyTheEnglishKeys() throws IOException {
        Set<String> english = load("messages.properties").stringPropertyNames();
        for (String lang : TRANSLATIONS) {
            Set<String> keys = load("messages_" + lang + ".properties").stringPropertyNames();
            assertEquals(List.of(), minus(english, keys), "missing in messages_" + lang);
            assertEquals(List.of(), minus(keys, english), "not in the English bundle, messages_" + lang);
        }
    }

    @Test
    void valuesAreNonEmptyPatternsWithTheSameArguments() throws IOException {
        Properties english = load("messages.properties");
        List<String> wrong = new ArrayList<>();
        for (String file : files()) {
            Properties p = load(file);
            for (String key : p.stringPropertyNames()) {
                String v = p.getProperty(key);
                if (v.isBlank()) {
                    wrong.add(file + ": " + key + " is empty");
                    continue;
                }
                try {
                    Plurals.check(v);
                    // Every plural form must parse, so each category is tried.
                    for (long n : new long[] {1, 2, 5}) {
                        for (Language l : Language.values()) {
                            new MessageFormat(Plurals.resolve(v, l, new Object[] {n, n, n, n, n}));
                        }
                    }
                } catch (IllegalArgumentException e) {
                    wrong.add(file + ": " + key + " does not parse: " + e.getMessage());
                    continue;
                }
                if (LONE_APOSTROPHE.matcher(v).find()) {
                    wrong.add(file + ": " + key + " has a single apostrophe (write '')");
                }
                String en = english.getProperty(key);
                if (en != null && !arguments(en).equals(arguments(v))) {
                    wrong.add(file + ": " + key + " uses arguments " + arguments(v) + ", English " + arguments(en));
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    private static final Pattern LONE_APOSTROPHE = Pattern.compile("(?<!')'(?!')");

    @Test
    void everyKeyIsUsedByTheCode() throws IOException {
        String sources = allSources();
        for (String prefix : DYNAMIC_PREFIXES.keySet()) {
            assertTrue(Pattern.compile("\"" + Pattern.quote(prefix) + "\"\\s*\\+").matcher(sources).find(),
                    "no code builds keys from \"" + prefix + "\" + ...; drop it from the list");
        }
        List<String> unused = new ArrayList<>();
        for (String key : new TreeSet<>(load("messages.properties").stringPropertyNames())) {
            if (sources.contains("\"" + key + "\"")) {
                continue;
            }
            boolean built = DYNAMIC_PREFIXES.entrySet().stream().anyMatch(e -> key.startsWith(e.getKey())
                    && e.getValue().test(key.substring(e.getKey().length())));
            if (!built) {
                unused.add(key);
            }
        }
        assertEquals(List.of(), unused);
    }

    @Test
    void cyrillicComesOutOfTheBundleAsWritten() {
        I18n.setLanguage(Language.KAZAKH);
        assertEquals("тұздық", I18n.get("board.tuzdyk"));
        assertEquals("Отау", I18n.get("editor.hole"));
        assertEquals("Қазандар", I18n.get("editor.stores"));
        assertEquals("Тоғыз құмалақ есептері: x", I18n.get("worksheet.puzzleTitle", "x"));
        assertLetters(Language.KAZAKH, "әғқңөұүі");

        I18n.setLanguage(Language.KYRGYZ);
        assertEquals("туздук", I18n.get("board.tuzdyk"));
        assertEquals("Үй", I18n.get("editor.hole"));
        assertEquals("Казандар", I18n.get("editor.stores"));
        assertEquals("Тогуз коргоол маселелери: x", I18n.get("worksheet.puzzleTitle", "x"));
        assertLetters(Language.KYRGYZ, "ңөү");

        I18n.setLanguage(Language.RUSSIAN);
        assertEquals("туздык", I18n.get("board.tuzdyk"));
        assertEquals("Лунка", I18n.get("editor.hole"));
        assertEquals("Казан белых", I18n.get("editor.whiteStore"));
        assertEquals("Ход чёрных · ход 12", I18n.get("status.blackToMove", 12));

        I18n.setLanguage(Language.ENGLISH);
        assertEquals("Don't Save", I18n.get("prompt.dontSave"));
    }

    @Test
    void theLanguageFollowsTheStoredChoiceThenTheSystem() {
        assertEquals(Language.KYRGYZ, Language.choose("ky", Locale.GERMANY));
        assertEquals(Language.KAZAKH, Language.choose(null, Locale.forLanguageTag("kk-KZ")));
        assertEquals(Language.RUSSIAN, Language.choose("", Locale.forLanguageTag("ru-RU")));
        assertEquals(Language.ENGLISH, Language.choose(null, Locale.GERMANY));
        assertEquals(Language.ENGLISH, Language.choose(null, Locale.US), "an English system");
        assertEquals(Language.ENGLISH, Language.choose("xx", Locale.JAPAN));
        // English chosen on a Russian system is English, not the system's Russian.
        Locale system = Locale.getDefault();
        try {
            Locale.setDefault(Locale.forLanguageTag("ru-RU"));
            I18n.setLanguage(Language.ENGLISH);
            assertEquals("File", I18n.get("menu.file"));
        } finally {
            Locale.setDefault(system);
        }
    }

    private static void assertLetters(Language l, String letters) {
        I18n.setLanguage(l);
        String all = I18n.bundle().keySet().stream().map(I18n.bundle()::getString).collect(Collectors.joining());
        for (char c : letters.toCharArray()) {
            assertTrue(all.indexOf(c) >= 0, l + " bundle lacks " + c);
        }
        assertTrue(all.indexOf('\uFFFD') < 0 && !all.contains("Ð") && !all.contains("Ò"), l + " was not read as UTF-8");
    }

    /** The argument numbers used at the top level of a pattern (not inside a choice's texts). */
    static Set<Integer> arguments(String pattern) {
        Set<Integer> args = new TreeSet<>();
        boolean quoted = false;
        int depth = 0;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '\'') {
                if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
                    i++;
                } else if (depth == 0) {
                    quoted = !quoted;
                }
            } else if (!quoted && c == '{') {
                if (depth == 0) {
                    int end = i + 1;
                    while (end < pattern.length() && Character.isDigit(pattern.charAt(end))) {
                        end++;
                    }
                    args.add(Integer.parseInt(pattern.substring(i + 1, end).strip()));
                }
                depth++;
            } else if (!quoted && c == '}') {
                depth--;
            }
        }
        return args;
    }

    private static List<String> files() {
        List<String> f = new ArrayList<>(List.of("messages.properties"));
        TRANSLATIONS.forEach(l -> f.add("messages_" + l + ".properties"));
        return f;
    }

    private static Properties load(String name) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(DIR.resolve(name), StandardCharsets.UTF_8)) {
            p.load(r);
        }
        return p;
    }

    private static String allSources() throws IOException {
        StringBuilder sb = new StringBuilder();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                sb.append(Files.readString(f)).append('\n');
            }
        }
        return sb.toString();
    }

    private static List<String> minus(Set<String> a, Set<String> b) {
        return a.stream().filter(k -> !b.contains(k)).sorted().toList();
    }

    private static String camel(String enumName) {
        String[] parts = enumName.toLowerCase(Locale.ROOT).split("_");
        StringBuilder sb = new StringBuilder(parts[0]);
        for (int i = 1; i < parts.length; i++) {
            sb.append(Character.toUpperCase(parts[i].charAt(0))).append(parts[i].substring(1));
        }
        return sb.toString();
    }
}
