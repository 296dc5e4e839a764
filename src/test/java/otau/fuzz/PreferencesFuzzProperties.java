package otau.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import otau.ui.analysis.AnalysisPreferences;
import otau.ui.analysis.AnalysisSettings;
import otau.ui.analysis.EngineChoice;
import otau.ui.preferences.EngineDefaults;
import otau.ui.preferences.Settings;
import otau.ui.workbench.WorkbenchPreferences;

/**
 * Hostile preferences files: every documented key (and the engine list's) with huge,
 * negative, NaN, Infinity, garbage, control-character and very long values, lines cut and
 * bytes inserted. Reading them never throws, never takes more than a moment, and each value
 * read is within the range the README documents, or the default.
 */
class PreferencesFuzzProperties {
    private static final List<String> KEYS = List.of("ui.language", "view.dark", "board.style", "board.holeNumbers",
            "board.stoneCounts", "view.animation", "engine.threads", "engine.hashMiB", "engine.lines",
            "analysis.threads", "analysis.hash", "analysis.lines", "analysis.engine", "analysis.engines",
            "analysis.engine.1.name", "analysis.engine.1.command", "analysis.engine.2.command",
            "analysis.engine.99.command", "divider.main", "divider.side", "divider.centre", "window.width",
            "window.x", "view.sidePanel", "files.lastDirectory", "database.path", "export.lastDirectory");
    private static final List<String> VALUES = List.of("1e12", "-1e12", "1e308", "-1e308", "1e-400", "4.9e-324",
            "NaN", "-NaN", "Infinity", "-Infinity", "0", "-1", "2147483647", "2147483648", "-2147483649",
            "9223372036854775808", "0x7fffffff", "3.5", "12", "true", "TRUE", "false", "yes", "", " ", "garbage",
            "DARK", "WOOD", "SLOW", "ky", "xx", "\\u0000", "\\u0007", "\\uZZZZ", "\\", "=", "#", "\t\f",
            "/opt/engine --tkp", "\"quoted", "a\\u0000b", "é字\uD83D\uDE00");
    private static final String STRAY = "=:#!\\\n\r\t \u0000\u0007\u001b\u00ff\uFEFF0123456789.-eE";

    private static String value(Random random) {
        int kind = random.nextInt(10);
        if (kind == 0) {
            return "9".repeat(1 + random.nextInt(5000));
        }
        if (kind == 1) {
            // A very long value (100,000 characters).
            return "x".repeat(100_000);
        }
        if (kind == 2) {
            StringBuilder sb = new StringBuilder();
            for (int i = random.nextInt(20); i >= 0; i--) {
                sb.append((char) random.nextInt(0x20));
            }
            return sb.toString();
        }
        return VALUES.get(random.nextInt(VALUES.size()));
    }

    private static String file(Random random) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 1 + random.nextInt(30); i++) {
            sb.append(KEYS.get(random.nextInt(KEYS.size()))).append(random.nextBoolean() ? "=" : " : ")
                    .append(value(random)).append('\n');
        }
        // Stray bytes and cut lines.
        for (int i = random.nextInt(4); i > 0; i--) {
            int at = random.nextInt(sb.length() + 1);
            if (random.nextBoolean()) {
                sb.insert(at, STRAY.charAt(random.nextInt(STRAY.length())));
            } else if (at < sb.length()) {
                sb.delete(at, Math.min(sb.length(), at + random.nextInt(40)));
            }
        }
        return sb.toString();
    }

    private record Read(Settings settings, AnalysisSettings analysis, List<EngineChoice> engines,
                        WorkbenchPreferences prefs) {
    }

    @Property(tries = 150)
    void hostilePreferencesReadAsValuesInRangeOrDefaults(@ForAll long seed) throws IOException {
        Path dir = Files.createTempDirectory("otau-prefs-fuzz");
        Path path = dir.resolve("workbench.properties");
        try {
            for (int round = 0; round < FuzzInputs.scale(); round++) {
                Random random = new Random(seed + round);
                Files.write(path, file(random).getBytes(random.nextBoolean() ? StandardCharsets.UTF_8
                        : StandardCharsets.ISO_8859_1));
                Read r = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
                    WorkbenchPreferences p = new WorkbenchPreferences(path);
                    AnalysisPreferences a = new AnalysisPreferences(p);
                    return new Read(Settings.read(p), a.settings(), a.engines(), p);
                }, () -> "seed " + seed);
                check(r);
            }
        } finally {
            Files.deleteIfExists(path);
            Files.deleteIfExists(dir);
        }
    }

    private static void check(Read r) {
        EngineDefaults e = r.settings().engine();
        assertTrue(e.threads() >= 1 && e.threads() <= EngineDefaults.MAX_THREADS, e::toString);
        assertTrue(e.hashMiB() >= EngineDefaults.MIN_HASH && e.hashMiB() <= EngineDefaults.MAX_HASH, e::toString);
        assertTrue(e.lines() >= 1 && e.lines() <= EngineDefaults.MAX_LINES, e::toString);
        assertEquals(e, r.analysis().engineDefaults());
        assertNotNull(r.analysis().engineId());
        assertEquals(EngineChoice.BUILT_IN, r.engines().get(0));
        assertTrue(r.engines().size() <= 65, () -> r.engines().size() + " engines");
        for (EngineChoice c : r.engines().subList(1, r.engines().size())) {
            assertTrue(!c.command().isEmpty(), c::toString);
        }
        WorkbenchPreferences p = r.prefs();
        for (String key : KEYS) {
            double d = p.getDouble(key, 0.5, 0, 1);
            assertTrue(d >= 0 && d <= 1, key + " " + d);
            assertTrue(Double.isFinite(p.getDouble(key, 1)), key);
            int n = p.getInt(key, 7, 0, 64);
            assertTrue(n >= 0 && n <= 64, key + " " + n);
            String raw = p.getString(key, null);
            boolean saidFalse = raw != null && raw.strip().equalsIgnoreCase("false");
            assertEquals(!saidFalse, p.getBoolean(key, true), key + "=" + raw);
            Path path = p.getPath(key);
            assertTrue(path == null || !path.toString().isBlank(), key);
        }
    }
}
