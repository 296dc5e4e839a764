package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The application's settings are written off the FX thread, the newest state last; closing
 * the window waits for its own write. The oracle: the file read back by a second reader.
 */
class SettingsWrittenInBackgroundTest {
    @TempDir
    Path dir;

    @Test
    void aBurstOfSavesEndsWithTheNewestStateOnDisk() throws Exception {
        Path file = dir.resolve("workbench.properties");
        WorkbenchPreferences p = WorkbenchPreferences.writtenInBackground(file);
        for (int i = 1; i <= 50; i++) {
            p.put("review.insertLines", i);
            p.save();
        }
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS,
                () -> new WorkbenchPreferences(file).getInt("review.insertLines", 0, 0, 100) == 50);
    }

    @Test
    void saveNowReturnsWithTheFileWritten() {
        Path file = dir.resolve("workbench.properties");
        WorkbenchPreferences p = WorkbenchPreferences.writtenInBackground(file);
        p.put("window.width", 1234);
        p.save();
        p.put("window.width", 1280);
        p.saveNow();
        assertEquals(1280, new WorkbenchPreferences(file).getInt("window.width", 0, 0, 10_000));
    }
}
