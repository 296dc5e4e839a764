package otau.game.study;

import java.util.List;

/** The tags that make a record file a study (FORMATS.md §2). */
public final class StudyTags {
    public static final String STUDY_NAME = "StudyName";
    public static final String CHAPTER_NAME = "ChapterName";
    public static final String CHAPTER_MODE = "ChapterMode";
    public static final String ORIENTATION = "Orientation";

    /** All of them: the reader moves them out of a chapter's game tags, the writer puts them back. */
    public static final List<String> ALL = List.of(STUDY_NAME, CHAPTER_NAME, CHAPTER_MODE, ORIENTATION);

    private StudyTags() {
    }
}
