package otau.ui.study;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import otau.io.AtomicFiles;
import otau.model.files.UserDirectories;

/**
 * The student's last result in each interactive chapter, kept in the user data folder so
 * the study panel can show what to repeat. Keyed by study and chapter name. Reads and
 * writes are small but touch the disk: call them off the FX thread.
 */
final class LessonProgress {
    private static final String FILE = "study-progress.properties";
    private final Path file;
    private final Properties values = new Properties();
    private boolean loaded;

    LessonProgress(Path dir) {
        this.file = dir == null ? null : dir.resolve(FILE);
    }

    /** The progress in the user data folder. */
    static LessonProgress standard() {
        return new LessonProgress(UserDirectories.dataDir());
    }

    /** Progress kept in memory only (tests, or a data folder that cannot be written). */
    static LessonProgress inMemory() {
        return new LessonProgress(null);
    }

    private static String key(String study, String chapter) {
        return study + " / " + chapter;
    }

    synchronized LessonSummary get(String study, String chapter) {
        load();
        return LessonSummary.decode(values.getProperty(key(study, chapter)));
    }

    synchronized void put(String study, String chapter, LessonSummary summary) throws IOException {
        load();
        values.setProperty(key(study, chapter), summary.encode());
        if (file != null) {
            AtomicFiles.write(file, out -> values.store(out, "Otau: the last result in each interactive chapter"));
        }
    }

    private void load() {
        if (loaded) {
            return;
        }
        loaded = true;
        if (file == null || !Files.isRegularFile(file)) {
            return;
        }
        try (InputStream in = Files.newInputStream(file)) {
            values.load(in);
        } catch (IOException | IllegalArgumentException e) {
            // A damaged progress file costs the old results, never the lesson.
            values.clear();
        }
    }
}
