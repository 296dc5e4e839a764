package otau.ui.study;

import otau.game.study.Chapter;
import otau.model.GameNode;

/**
 * A chapter's place in the open study. It keeps the chapter as last taken from the model
 * (so leaving a chapter keeps its edits) and, while the chapter is loaded, the model's
 * root for it: when undo brings that root back, the study knows which chapter is shown.
 */
final class ChapterSlot {
    private Chapter chapter;
    private GameNode liveRoot;

    ChapterSlot(Chapter chapter) {
        this.chapter = chapter;
    }

    Chapter chapter() {
        return chapter;
    }

    void setChapter(Chapter chapter) {
        this.chapter = chapter;
    }

    GameNode liveRoot() {
        return liveRoot;
    }

    void setLiveRoot(GameNode root) {
        this.liveRoot = root;
    }

    /** The name for a copy of chapter {@code name}: "name (2)", or the first number no chapter of {@code slots} has. */
    static String copyName(String name, java.util.List<ChapterSlot> slots) {
        String candidate = name + " (2)";
        for (int n = 3; taken(candidate, slots); n++) {
            candidate = name + " (" + n + ")";
        }
        return candidate;
    }

    private static boolean taken(String name, java.util.List<ChapterSlot> slots) {
        return slots.stream().anyMatch(s -> s.chapter().name().equals(name));
    }

    @Override
    public String toString() {
        return chapter.name();
    }
}
