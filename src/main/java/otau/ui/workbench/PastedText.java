package otau.ui.workbench;

import java.util.List;
import java.util.regex.Pattern;
import otau.game.Position;
import otau.game.PositionFormatException;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordReader;
import otau.ui.I18n;
import otau.ui.ProblemLines;

/**
 * What a pasted text holds: a position string (Otau's or PlayStrategy's), a game record,
 * or nothing readable, with a message that says what is wrong and where.
 */
public sealed interface PastedText {
    /** A position string; becomes a new game from that position. */
    record APosition(Position position) implements PastedText {
    }

    /** A game record; {@code problems} lists what could not be read (the game is then partial). */
    /** The first game of the text pasted, its problems, and how many games the text held. */
    record AGame(GameRecord game, List<String> problems, int games) implements PastedText {
    }

    /** Neither; {@code message} says why, naming the field or line. */
    record Unreadable(String message) implements PastedText {
    }

    /** A position string has one line of cells separated by '/' and no record syntax. */
    Pattern POSITION_SHAPE = Pattern.compile("^[0-9XxSNtT,\\s]*/[0-9XxSNtT,]*(\\s+\\S+){2,3}(\\s+\\d+)?$");

    static PastedText parse(String text) {
        if (text == null || text.isBlank()) {
            return new Unreadable(I18n.get("paste.empty"));
        }
        String t = text.strip();
        if (!t.contains("\n") && POSITION_SHAPE.matcher(t).matches()) {
            return position(t);
        }
        ReadResult r = RecordReader.read(t, I18n.get("paste.source"));
        if (r.games().isEmpty()) {
            String why = r.problems().isEmpty() ? I18n.get("paste.nothing") : ProblemLines.of(r.problems().get(0));
            return new Unreadable(I18n.get("paste.unreadable", why));
        }
        GameRecord g = r.games().get(0);
        if (g.mainLine().isEmpty() && (g.tags().isEmpty() || RecordReader.isUnreadable(g)) && !r.problems().isEmpty()) {
            return new Unreadable(I18n.get("paste.unreadable", ProblemLines.of(r.problems().get(0))));
        }
        List<String> problems = g.problems().stream().map(ProblemLines::of).toList();
        return new AGame(g, problems, r.games().size());
    }

    private static PastedText position(String t) {
        try {
            return new APosition(otau.game.PositionStrings.read(t));
        } catch (PositionFormatException e) {
            return badPosition(e);
        }
    }

    private static PastedText badPosition(PositionFormatException e) {
        return new Unreadable(I18n.get("paste.badPosition", e.field(), e.problem()));
    }
}
