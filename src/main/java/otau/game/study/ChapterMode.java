package otau.game.study;

import java.util.Locale;

/** How a chapter is meant to be used: read through, or played by the student ({@code [ChapterMode]}). */
public enum ChapterMode {
    /** Read and stepped through like any game (the tag is absent or "normal"). */
    NORMAL,
    /** The student finds the main line's moves from the chapter's orientation. */
    INTERACTIVE;

    /** The tag value a writer emits. */
    public String tagValue() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The mode a tag value names, or null when it names none (the reader reports it). */
    public static ChapterMode parse(String value) {
        if (value == null || value.isBlank()) {
            return NORMAL;
        }
        String v = value.strip().toLowerCase(Locale.ROOT);
        for (ChapterMode m : values()) {
            if (m.tagValue().equals(v)) {
                return m;
            }
        }
        return null;
    }
}
