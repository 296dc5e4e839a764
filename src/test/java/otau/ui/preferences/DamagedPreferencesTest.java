package otau.ui.preferences;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import otau.ui.analysis.AnalysisPreferences;
import otau.ui.analysis.EngineChoice;
import otau.ui.board.AnimationMode;
import otau.ui.board.BoardStyle;
import otau.ui.workbench.WorkbenchPreferences;

/**
 * Damaged lines of the preferences file read as their defaults (or clamped), at once. The
 * oracle is each file as written here by hand and the defaults the README documents.
 */
class DamagedPreferencesTest {
    @TempDir
    Path dir;

    private WorkbenchPreferences prefs(String text) throws IOException {
        return new WorkbenchPreferences(Files.writeString(dir.resolve("workbench.properties"), text));
    }

    private static List<String> names(List<EngineChoice> engines) {
        return engines.stream().map(EngineChoice::name).toList();
    }

    @Test
    void aHugeEngineCountIsReadAtOnceAndTheEnginesThereStillLoad() throws IOException {
        AnalysisPreferences p = new AnalysisPreferences(prefs("""
                analysis.engines=1e12
                analysis.engine.1.name=Mine
                analysis.engine.1.command=/opt/mine --tkp
                """));
        // Used to loop 2^31 times on the FX thread (about 15 minutes); the bound only catches that hang.
        List<EngineChoice> engines = assertTimeoutPreemptively(Duration.ofSeconds(20), p::engines);
        assertEquals(List.of(EngineChoice.BUILT_IN.name(), "Mine"), names(engines));
    }

    @Test
    void damagedEngineCountsMeanNoAddedEngines() throws IOException {
        for (String count : List.of("NaN", "Infinity", "-Infinity", "-5", "2.5", "lots", "", "1e308", "-1e12")) {
            AnalysisPreferences p = new AnalysisPreferences(prefs("analysis.engines=" + count + "\n"));
            List<EngineChoice> engines = assertTimeoutPreemptively(Duration.ofSeconds(20), p::engines);
            assertEquals(List.of(EngineChoice.BUILT_IN.name()), names(engines), count);
        }
    }

    @Test
    void switchesThatAreNeitherTrueNorFalseKeepTheirDefaults() throws IOException {
        Settings s = Settings.read(prefs("""
                view.dark=yes
                board.holeNumbers=no thanks
                board.stoneCounts=1
                view.animation=SLOW\\u0000
                board.style=\\u0007
                """));
        assertEquals(false, s.dark());
        assertEquals(true, s.holeNumbers(), "the default is on");
        assertEquals(true, s.stoneCounts(), "the default is on");
        assertEquals(AnimationMode.FAST, s.animation());
        assertEquals(BoardStyle.WOOD, s.boardStyle());
        Settings spaced = Settings.read(prefs("view.dark= TRUE \nboard.holeNumbers=False\nview.animation=SLOW \n"));
        assertEquals(true, spaced.dark());
        assertEquals(false, spaced.holeNumbers());
        assertEquals(AnimationMode.SLOW, spaced.animation());
    }

    @Test
    void engineSettingsOutOfRangeAreClampedOrDefault() throws IOException {
        EngineDefaults d = EngineDefaults.standard();
        EngineDefaults e = EngineDefaults.read(prefs("engine.threads=1e12\nengine.hashMiB=NaN\nengine.lines=-Infinity\n"));
        assertEquals(new EngineDefaults(d.threads(), d.hashMiB(), d.lines()), e);
        e = EngineDefaults.read(prefs("engine.threads=999\nengine.hashMiB=-4\nengine.lines=0\n"));
        assertEquals(new EngineDefaults(EngineDefaults.MAX_THREADS, EngineDefaults.MIN_HASH, 1), e);
    }

    /** Oracle: the values written by hand; Edit → Preferences and the engine panel read the file alike. */
    @Test
    void theEnginePanelAndThePreferencesReadTheSameEngineSettings() throws IOException {
        WorkbenchPreferences p = prefs("engine.threads=200\nengine.hashMiB=8192\nengine.lines=2\n");
        EngineDefaults read = Settings.read(p).engine();
        assertEquals(new EngineDefaults(200, 8192, 2), read);
        assertEquals(read, new AnalysisPreferences(p).settings().engineDefaults());
    }
}
