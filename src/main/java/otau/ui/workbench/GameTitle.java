package otau.ui.workbench;

import java.util.Map;
import otau.model.GameOrigin;
import otau.ui.I18n;

/**
 * The game's name in the title bar, the status line and "Save the changes to …?": its file
 * (and place in it) when it has one, else what its tags say (the players, or a puzzle's
 * event and caption, or its id), and "New game" only for a game that says nothing about itself.
 */
final class GameTitle {
    private GameTitle() {
    }

    static String of(GameOrigin origin, Map<String, String> tags) {
        if (origin != null) {
            return origin.toString();
        }
        String white = known(tags.get("White"));
        String black = known(tags.get("Black"));
        if (white != null && black != null) {
            return white + " – " + black;
        }
        String event = known(tags.get("Event"));
        String id = known(tags.get("Id"));
        String caption = known(tags.get("Title"));
        if (event != null && caption != null) {
            return event + ": " + caption; // a puzzle by the caption its list shows, not by its id
        }
        if (event != null && id != null) {
            return event + " " + id;
        }
        if (event != null) {
            return event;
        }
        return I18n.get("file.untitled");
    }

    /** A file name for Save As: the title without characters that file systems refuse. */
    static String fileName(Map<String, String> tags) {
        String title = of(null, tags);
        if (title.equals(I18n.get("file.untitled"))) {
            return "game.pgn";
        }
        return title.replace(" – ", "-").replaceAll("[^\\p{L}\\p{N}._-]+", "_") + ".pgn";
    }

    private static String known(String value) {
        return value == null || value.isBlank() || value.equals("?") ? null : value.strip();
    }
}
