package otau.game.study;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.IntFunction;
import otau.io.Phrase;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordProblem;
import otau.game.record.RecordReader;

/**
 * Reads a study (FORMATS.md §2): every game of the file is a chapter, in file order. The
 * record reader's problems are kept, each renamed to its chapter; a chapter the record
 * reader could not take at all (a bad FEN) is reported by number and name, so an import
 * never loses a chapter silently. A plain game file reads as a study of its games.
 */
public final class StudyReader {
    private StudyReader() {
    }

    /** Names a chapter that has no {@code [ChapterName]} and no players: "Chapter N". */
    public static final IntFunction<String> ENGLISH_CHAPTER = n -> "Chapter " + n;

    /** Reads a study file in any encoding the record reader takes; the study is named after the file when it has no name. */
    public static StudyReadResult read(Path file) throws IOException {
        return read(file, ENGLISH_CHAPTER);
    }

    /**
     * As {@link #read(Path)}, naming a chapter that has no name and no players with
     * {@code unnamedChapter} (its number, 1-based): the workbench and a handout say it in their language.
     */
    public static StudyReadResult read(Path file, IntFunction<String> unnamedChapter) throws IOException {
        return read(RecordReader.decodeFile(file), file.getFileName().toString(), unnamedChapter);
    }

    /**
     * Reads a study file and refuses it when anything is wrong.
     *
     * @throws StudyFormatException listing every problem (file, chapter, line)
     */
    public static Study readStrict(Path file) throws IOException {
        StudyReadResult r = read(file);
        if (!r.isClean()) {
            throw new StudyFormatException(r.problems());
        }
        return r.study();
    }

    /** Reads a study from text; {@code source} names it in messages and is its name when the text has none. */
    public static StudyReadResult read(String text, String source) {
        return read(text, source, ENGLISH_CHAPTER);
    }

    /** As {@link #read(String, String)}, naming an unnamed chapter with {@code unnamedChapter}. */
    public static StudyReadResult read(String text, String source, IntFunction<String> unnamedChapter) {
        ReadResult records = RecordReader.read(text, source);
        LineIndex lines = new LineIndex(text);
        // Problems no read game owns belong to chapters the record reader dropped.
        Set<RecordProblem> owned = Collections.newSetFromMap(new IdentityHashMap<>());
        for (GameRecord g : records.games()) {
            owned.addAll(g.problems());
        }
        Map<Integer, List<RecordProblem>> dropped = new TreeMap<>();
        for (RecordProblem p : records.problems()) {
            if (!owned.contains(p)) {
                dropped.computeIfAbsent(p.gameNumber(), k -> new ArrayList<>()).add(p);
            }
        }
        List<StudyProblem> problems = new ArrayList<>();
        List<Chapter> chapters = new ArrayList<>();
        // Split once, and only when a chapter was dropped: once per chapter made 8,000 bad chapters quadratic.
        TextLines textLines = new TextLines(text);
        String studyName = null;
        int number = 0;
        for (GameRecord g : records.games()) {
            number++;
            while (dropped.containsKey(number)) {
                reportDropped(textLines, number, dropped.get(number), problems);
                number++;
            }
            if (RecordReader.isUnreadable(g)) {
                // Its place is kept by the reader; as a chapter it is reported, not added.
                reportDropped(textLines, number, g.problems(), problems);
                continue;
            }
            String name = g.tag(StudyTags.CHAPTER_NAME);
            if (studyName == null && g.tag(StudyTags.STUDY_NAME) != null) {
                studyName = g.tag(StudyTags.STUDY_NAME);
            }
            String chapterName = name == null || name.isBlank() ? defaultName(g, number, unnamedChapter) : name;
            for (RecordProblem p : g.problems()) {
                problems.add(relabel(p, number, chapterName));
            }
            ChapterMode mode = ChapterMode.parse(g.tag(StudyTags.CHAPTER_MODE));
            if (mode == null) {
                problems.add(tagProblem(source, number, chapterName, text, lines, g, StudyTags.CHAPTER_MODE,
                        Phrase.of("study.mode", RecordProblem.shorten(g.tag(StudyTags.CHAPTER_MODE)))));
                mode = ChapterMode.NORMAL;
            }
            Side orientation = parseOrientation(g.tag(StudyTags.ORIENTATION), g);
            if (orientation == null) {
                problems.add(tagProblem(source, number, chapterName, text, lines, g, StudyTags.ORIENTATION,
                        Phrase.of("study.orientation", RecordProblem.shorten(g.tag(StudyTags.ORIENTATION)))));
                orientation = g.start().sideToMove();
            }
            Map<String, String> gameTags = new LinkedHashMap<>(g.tags());
            StudyTags.ALL.forEach(gameTags::remove);
            g.tags().clear();
            g.tags().putAll(gameTags);
            chapters.add(new Chapter(chapterName, mode, orientation, g));
        }
        for (Map.Entry<Integer, List<RecordProblem>> e : dropped.entrySet()) {
            if (e.getKey() > number) {
                reportDropped(textLines, e.getKey(), e.getValue(), problems);
            }
        }
        problems.sort((a, b) -> a.line() != b.line() ? Integer.compare(a.line(), b.line())
                : Integer.compare(a.column(), b.column()));
        return new StudyReadResult(new Study(studyName == null ? baseName(source) : studyName, chapters), problems);
    }

    private static Side parseOrientation(String value, GameRecord g) {
        if (value == null || value.isBlank()) {
            return g.start().sideToMove();
        }
        return switch (value.strip().toLowerCase(Locale.ROOT)) {
            case "white" -> Side.WHITE;
            case "black" -> Side.BLACK;
            default -> null;
        };
    }

    /** A chapter without a ChapterName: "White – Black" for a game between named players, else "Chapter N". */
    private static String defaultName(GameRecord g, int number, IntFunction<String> unnamedChapter) {
        String white = g.tag("White");
        String black = g.tag("Black");
        if (white != null && black != null && !white.equals("?") && !black.equals("?")
                && !white.isBlank() && !black.isBlank()) {
            return white + " – " + black;
        }
        return unnamedChapter.apply(number);
    }

    private static StudyProblem relabel(RecordProblem p, int number, String chapterName) {
        return new StudyProblem(p.source(), number, chapterName, p.line(), p.column(), p.token(), p.moveNumber(),
                p.what());
    }

    private static void reportDropped(TextLines text, int number, List<RecordProblem> ps, List<StudyProblem> out) {
        for (RecordProblem p : ps) {
            String name = chapterNameNear(text.lines(), p.line());
            out.add(new StudyProblem(p.source(), number, name, p.line(), p.column(), p.token(), p.moveNumber(),
                    Phrase.of("study.dropped", p.what())));
        }
    }

    /** How far from a problem's line a dropped chapter's tag section is searched for its name. */
    private static final int TAG_SECTION_REACH = 200;

    /** The ChapterName tag in the tag section around {@code line}, for a chapter the reader dropped. */
    private static String chapterNameNear(String[] all, int line) {
        int from = Math.min(Math.max(line - 1, 0), all.length - 1);
        int top = from;
        // Bounded both ways, so a file of tag lines alone stays linear.
        while (top > 0 && from - top < TAG_SECTION_REACH && all[top - 1].stripLeading().startsWith("[")) {
            top--;
        }
        for (int i = top; i < all.length && i - top < 2 * TAG_SECTION_REACH && all[i].stripLeading().startsWith("["); i++) {
            String l = all[i].strip();
            String prefix = "[" + StudyTags.CHAPTER_NAME + " \"";
            if (l.startsWith(prefix) && l.endsWith("\"]")) {
                return l.substring(prefix.length(), l.length() - 2);
            }
        }
        return "";
    }

    private static StudyProblem tagProblem(String source, int number, String chapterName, String text,
                                           LineIndex lines, GameRecord g, String tag, Phrase message) {
        int line = 0;
        int at = g.sourceStart() < 0 ? -1 : text.indexOf("[" + tag, g.sourceStart());
        if (at >= 0 && (g.sourceEnd() < 0 || at <= g.sourceEnd())) {
            line = lines.lineOf(at);
        } else if (g.sourceStart() >= 0) {
            line = lines.lineOf(g.sourceStart());
        }
        return new StudyProblem(source, number, chapterName, line, 0, "", "", message);
    }

    private static String baseName(String source) {
        int dot = source.lastIndexOf('.');
        return dot > 0 ? source.substring(0, dot) : source;
    }

    /** The text's lines, split on first use. */
    private static final class TextLines {
        private final String text;
        private String[] lines;

        TextLines(String text) {
            this.text = text;
        }

        String[] lines() {
            if (lines == null) {
                lines = text.split("\r\n|\r|\n", -1);
            }
            return lines;
        }
    }

    /** Character offsets to 1-based line numbers. */
    private static final class LineIndex {
        private final int[] starts;

        LineIndex(String text) {
            List<Integer> s = new ArrayList<>();
            s.add(0);
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c == '\n' || c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n')) {
                    s.add(i + 1);
                }
            }
            starts = s.stream().mapToInt(Integer::intValue).toArray();
        }

        int lineOf(int offset) {
            int i = java.util.Arrays.binarySearch(starts, offset);
            return i >= 0 ? i + 1 : -i - 1;
        }
    }
}
