package otau.ui;

import java.util.List;
import otau.game.record.GameRecord;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCodec;
import otau.puzzle.PuzzleTitle;

/**
 * A puzzle's title and theme names in a language: the interface's, or a printed sheet's.
 * Titles the generator wrote ({@link PuzzleTitle}: "Win 5 stones in 2", kept in English in the
 * {@code [Title]} tag of a collection) are said in that language; a title a person wrote is
 * shown as written. The trainer's list, the collection editor, a study's puzzle chapters and
 * worksheets all name puzzles with these words.
 */
public final class PuzzleWords {
    /** Where the words come from: {@link I18n} or a sheet's own bundle. */
    public interface Bundle {
        String get(String key, Object... args);

        boolean has(String key);
    }

    /** The interface language's words. */
    public static final Bundle INTERFACE = new Bundle() {
        @Override
        public String get(String key, Object... args) {
            return I18n.get(key, args);
        }

        @Override
        public boolean has(String key) {
            return I18n.has(key);
        }
    };

    private final Bundle words;
    private final boolean english;

    private PuzzleWords(Bundle words, boolean english) {
        this.words = words;
        this.english = english;
    }

    /** In the interface language. */
    public static PuzzleWords current() {
        return new PuzzleWords(INTERFACE, I18n.language() == Language.ENGLISH);
    }

    /** In {@code language}, with {@code words} from that language's bundle. */
    public static PuzzleWords of(Language language, Bundle words) {
        return new PuzzleWords(words, language == Language.ENGLISH);
    }

    /**
     * The puzzle's {@code [Title]} ("Tuzdyk on 7"), else its id. A generated title (the English
     * caption of the puzzle's own line) is said in this language; any other title as written.
     */
    public String title(Puzzle p) {
        String t = p.otherTags().get(PuzzleTitle.TAG);
        if (t == null || t.isBlank()) {
            return p.id();
        }
        t = t.strip();
        if (english) {
            return t;
        }
        PuzzleTitle.Caption c;
        try {
            c = PuzzleTitle.caption(p);
        } catch (RuntimeException e) {
            // A puzzle whose line cannot be captioned keeps the title it was given.
            return t;
        }
        return c.english().equals(t) ? caption(c) : t;
    }

    /**
     * A record's title as {@link #title(Puzzle)} says it when the record is a puzzle; else its
     * {@code [Title]} as written; empty when it has none.
     */
    public String title(GameRecord record) {
        String t = record.tag(PuzzleTitle.TAG);
        if (t == null || t.isBlank() || t.strip().equals("?")) {
            return "";
        }
        if (PuzzleCodec.decode(record) instanceof PuzzleCodec.Decoded.Ok ok) {
            return title(ok.puzzle());
        }
        return t.strip();
    }

    /** A generated caption in this language, e.g. "Туздук 7-уяда". */
    public String caption(PuzzleTitle.Caption c) {
        String text = words.get("puzzles.title." + c.key(), c.number());
        return c.moves() > 1 ? words.get("puzzles.title.inMoves", text, c.moves()) : text;
    }

    /** A theme word's name ({@code puzzles.theme.<word>}), else the word itself. */
    public String theme(String word) {
        String key = "puzzles.theme." + word;
        return words.has(key) ? words.get(key) : word;
    }

    /** The names of {@code words}, joined by commas. */
    public String themes(List<String> themeWords) {
        return String.join(", ", themeWords.stream().map(this::theme).toList());
    }

    /** The names of the words of a {@code [Theme]} tag's value (words apart by spaces or commas). */
    public String themesOfTag(String tag) {
        if (tag == null || tag.isBlank()) {
            return "";
        }
        return themes(List.of(tag.strip().split("[\\s,]+")));
    }

}
