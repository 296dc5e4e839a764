package otau.game.study;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import otau.game.record.GameRecord;
import otau.game.record.RecordWriter;
import otau.io.AtomicFiles;

/**
 * Writes a study as one record file (FORMATS.md §2): each chapter a game carrying
 * {@code [StudyName]}, {@code [ChapterName]}, {@code [Orientation]} and, for an interactive
 * chapter, {@code [ChapterMode "interactive"]}. Saving is atomic.
 */
public final class StudyWriter {
    private StudyWriter() {
    }

    public static String write(Study study) {
        List<GameRecord> games = new ArrayList<>();
        for (Chapter c : study.chapters()) {
            games.add(tagged(study, c));
        }
        return RecordWriter.write(games);
    }

    /** Writes the study to {@code file} in one atomic step: the old file stays whole until the new one is complete. */
    public static void save(Path file, Study study) throws IOException {
        AtomicFiles.writeString(file, write(study));
    }

    /** The chapter's game with the study tags after its own (a copy: the chapter's record is not changed). */
    private static GameRecord tagged(Study study, Chapter c) {
        GameRecord src = c.record();
        GameRecord g = Chapter.copyOf(src);
        Map<String, String> tags = new LinkedHashMap<>(src.tags());
        StudyTags.ALL.forEach(tags::remove);
        tags.put(StudyTags.STUDY_NAME, study.name());
        tags.put(StudyTags.CHAPTER_NAME, c.name());
        if (c.isInteractive()) {
            tags.put(StudyTags.CHAPTER_MODE, c.mode().tagValue());
        }
        tags.put(StudyTags.ORIENTATION, c.orientation().name().toLowerCase(Locale.ROOT));
        g.tags().clear();
        g.tags().putAll(tags);
        return g;
    }
}
