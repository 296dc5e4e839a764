package otau.export;

import java.util.List;
import otau.game.Position;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;
import otau.puzzle.GoalStatement;

/** Worksheet items from game records: a puzzle collection becomes a worksheet. */
public final class WorksheetItems {
    private WorksheetItems() {
    }

    /**
     * One item per game: its start position (a puzzle's {@code [FEN]}), its {@code [Goal]} as a sentence,
     * its {@code [Title]} (else its {@code [Id]}, else its Event) as caption, and its main line as the solution.
     */
    public static List<WorksheetItem> of(List<GameRecord> games, GoalStatement goals) {
        return games.stream().map(g -> of(g, goals)).toList();
    }

    /** The items with their goals in English. */
    public static List<WorksheetItem> of(List<GameRecord> games) {
        return of(games, GoalStatement.of("en"));
    }

    /** One item with its goal in English. */
    public static WorksheetItem of(GameRecord game) {
        return of(game, GoalStatement.of("en"));
    }

    /** One item, its goal stated for its side to move in the words of {@code goals}. */
    public static WorksheetItem of(GameRecord game, GoalStatement goals) {
        // A puzzle's human title ("Tuzdyk on 7") before its stable id.
        String caption = known(game.tag("Title"));
        if (caption.isEmpty()) {
            caption = known(game.tag("Id"));
        }
        if (caption.isEmpty()) {
            caption = known(game.tag("Event"));
        }
        otau.game.Side toMove = game.start().sideToMove();
        return new WorksheetItem(game.start(), caption, toMove, goals.state(toMove, game.tag("Goal")),
                solution(game));
    }

    /** The main line as numbered move tokens: {@code 1. 65(10) 98 2. 55}, or {@code 1... 98 2. 55} when Black starts. */
    public static String solution(GameRecord game) {
        StringBuilder sb = new StringBuilder();
        for (RecordNode node : game.mainLine()) {
            Position before = node.parent().position();
            boolean white = before.sideToMove() == otau.game.Side.WHITE;
            if (white) {
                sb.append(sb.length() == 0 ? "" : " ").append(before.moveNumber()).append(". ");
            } else if (sb.length() == 0) {
                sb.append(before.moveNumber()).append("... ");
            } else {
                sb.append(' ');
            }
            sb.append(node.move().notation());
        }
        return sb.toString();
    }

    /** A tag's value, with PGN's "?" (unknown) read as nothing. */
    private static String known(String tag) {
        return tag == null || tag.isBlank() || tag.strip().equals("?") ? "" : tag.strip();
    }
}
