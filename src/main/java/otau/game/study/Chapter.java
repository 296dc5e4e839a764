package otau.game.study;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;

/**
 * One chapter of a study: a game, or a set-up position with its own tree, comments,
 * glyphs, markup and evaluations (all held by its {@link GameRecord}).
 *
 * <p>A chapter is a value: its record is never changed once it is in a chapter (an edited
 * game becomes a new chapter through {@link #withRecord}), so an undo step can keep the
 * chapter list it replaced. The record's tags hold none of the study tags; the reader
 * takes them out and the writer puts them back.
 *
 * @param name        the chapter's title ({@code [ChapterName]})
 * @param mode        normal or interactive ({@code [ChapterMode]})
 * @param orientation the side shown at the bottom, and the side an interactive chapter's student plays
 * @param record      the chapter's game
 */
public record Chapter(String name, ChapterMode mode, Side orientation, GameRecord record) {

    public Chapter {
        name = name == null ? "" : name.strip();
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(orientation, "orientation");
        Objects.requireNonNull(record, "record");
    }

    /** A normal chapter holding {@code game}, seen from White's side. */
    public static Chapter of(String name, GameRecord game) {
        return new Chapter(name, ChapterMode.NORMAL, Side.WHITE, game);
    }

    /** A set-up chapter: {@code position} with no moves yet, seen from its side to move. */
    public static Chapter ofPosition(String name, Position position) {
        GameRecord g = new GameRecord(position);
        for (String t : GameRecord.SEVEN_TAG_ROSTER) {
            g.tags().put(t, "?");
        }
        g.tags().put("Result", "*");
        return new Chapter(name, ChapterMode.NORMAL, position.sideToMove(), g);
    }

    public boolean isInteractive() {
        return mode == ChapterMode.INTERACTIVE;
    }

    public Chapter withName(String newName) {
        return new Chapter(newName, mode, orientation, record);
    }

    public Chapter withMode(ChapterMode newMode) {
        return new Chapter(name, newMode, orientation, record);
    }

    public Chapter withOrientation(Side side) {
        return new Chapter(name, mode, side, record);
    }

    public Chapter withRecord(GameRecord newRecord) {
        return new Chapter(name, mode, orientation, newRecord);
    }

    /** A chapter with the same content and a record of its own (for Duplicate: editing one leaves the other). */
    public Chapter copy(String newName) {
        return new Chapter(newName, mode, orientation, copyOf(record));
    }

    /** A deep copy of a record: tags, tree, comments, glyphs, markup, evaluations, the comment after the result. */
    public static GameRecord copyOf(GameRecord source) {
        GameRecord copy = new GameRecord(source.start());
        copy.tags().putAll(source.tags());
        copy.setTrailingComment(source.trailingComment());
        copyAnnotations(source.root(), copy.root());
        // An explicit stack: a long game must not overflow the call stack.
        Deque<RecordNode[]> work = new ArrayDeque<>();
        work.push(new RecordNode[] {source.root(), copy.root()});
        while (!work.isEmpty()) {
            RecordNode[] pair = work.pop();
            for (RecordNode child : pair[0].children()) {
                RecordNode c = pair[1].addChild(child.position());
                copyAnnotations(child, c);
                work.push(new RecordNode[] {child, c});
            }
        }
        return copy;
    }

    private static void copyAnnotations(RecordNode from, RecordNode to) {
        to.setComment(from.comment());
        to.setStartingComment(from.startingComment());
        to.nags().addAll(from.nags());
        to.markup().addAll(from.markup());
        to.setEvaluation(from.evaluation());
    }
}
