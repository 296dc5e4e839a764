package otau.model.files;

import java.util.Map;
import otau.game.record.GameRecord;

/**
 * One game of an opened record file, for a "pick a game" list.
 *
 * @param index  0-based place among the games read from the file
 * @param record the game as read (in part, when {@link #isComplete()} is false)
 */
public record GameEntry(int index, GameRecord record) {

    public Map<String, String> tags() {
        return record.tags();
    }

    /** False when the game could be read only in part (see {@code record().problems()}). */
    public boolean isComplete() {
        return record.problems().isEmpty();
    }

    /** Half-moves (plies) of the main line. */
    public int plies() {
        return record.mainLine().size();
    }

    /** Moves of the main line as a score sheet counts them (White's and Black's half-moves make one). */
    public int moveCount() {
        return (plies() + 1) / 2;
    }

    /** One line for a list, e.g. "1. Aibek – Dana, Club night 2025.08.22, 1-0 (41 moves)". */
    public String summary() {
        StringBuilder sb = new StringBuilder();
        sb.append(index + 1).append(". ").append(value("White")).append(" – ").append(value("Black"));
        String event = value("Event");
        String date = value("Date");
        if (!event.equals("?") || !date.equals("?")) {
            sb.append(", ").append(event.equals("?") ? "" : event + " ").append(date.equals("?") ? "" : date);
        }
        sb.append(", ").append(record.result()).append(" (").append(moveCount()).append(" moves)");
        if (!isComplete()) {
            sb.append(" [damaged]");
        }
        return sb.toString().replace(" ,", ",");
    }

    private String value(String tag) {
        String v = record.tag(tag);
        return v == null || v.isBlank() ? "?" : v;
    }
}
