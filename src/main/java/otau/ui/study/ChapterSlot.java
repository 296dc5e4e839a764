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

    @Override
    public String toString() {
        return chapter.name();
    }
}
