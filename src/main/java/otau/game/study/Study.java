package otau.game.study;

import java.util.ArrayList;
import java.util.List;

/**
 * A lesson: a name and its chapters in order, as many as the coach wants (no limit).
 * An immutable value, so the chapter list's undo keeps the studies it replaced.
 */
public record Study(String name, List<Chapter> chapters) {

    public Study {
        name = name == null ? "" : name.strip();
        chapters = List.copyOf(chapters);
    }

    /** A study with no chapters yet. */
    public static Study empty(String name) {
        return new Study(name, List.of());
    }

    public int size() {
        return chapters.size();
    }

    public Chapter chapter(int index) {
        return chapters.get(index);
    }

    public Study withName(String newName) {
        return new Study(newName, chapters);
    }

    /** The study with {@code chapter} inserted at {@code index} (0..size). */
    public Study inserted(int index, Chapter chapter) {
        List<Chapter> list = new ArrayList<>(chapters);
        list.add(index, chapter);
        return new Study(name, list);
    }

    /** The study with {@code chapter} added at the end. */
    public Study appended(Chapter chapter) {
        return inserted(chapters.size(), chapter);
    }

    public Study replaced(int index, Chapter chapter) {
        List<Chapter> list = new ArrayList<>(chapters);
        list.set(index, chapter);
        return new Study(name, list);
    }

    public Study removed(int index) {
        List<Chapter> list = new ArrayList<>(chapters);
        list.remove(index);
        return new Study(name, list);
    }

    /** The study with chapter {@code from} moved so that it ends up at index {@code to}. */
    public Study moved(int from, int to) {
        List<Chapter> list = new ArrayList<>(chapters);
        Chapter c = list.remove(from);
        list.add(to, c);
        return new Study(name, list);
    }

    /** "Chapter N" for the first N not yet used as a chapter name: the name a new chapter gets by default. */
    public String freshChapterName(String prefix) {
        return freshChapterName(n -> prefix + " " + n);
    }

    /** As {@link #freshChapterName(String)}, with {@code name} saying chapter n ("2-бөлүм" puts the number first). */
    public String freshChapterName(java.util.function.IntFunction<String> name) {
        for (int n = chapters.size() + 1; ; n++) {
            String candidate = name.apply(n);
            if (chapters.stream().noneMatch(c -> c.name().equals(candidate))) {
                return candidate;
            }
        }
    }
}
