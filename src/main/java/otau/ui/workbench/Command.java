package otau.ui.workbench;

import java.util.Arrays;
import java.util.List;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import otau.ui.I18n;

/**
 * Every workbench command with its text, icon and keys: the one table that the menus, the
 * toolbar, the keyboard handling and the Help → Shortcuts window are all built from, so
 * they cannot disagree.
 */
public enum Command {
    NEW_GAME("file", "mdi2f-file-plus-outline", "Shortcut+N"),
    OPEN("file", "mdi2f-folder-open", "Shortcut+O"),
    SAVE("file", "mdi2c-content-save", "Shortcut+S"),
    SAVE_AS("file", "mdi2c-content-save-edit", "Shortcut+Shift+S"),
    NEW_STUDY("file", "mdi2b-book-plus-outline"),
    OPEN_STUDY("file", "mdi2b-book-open-outline"),
    EXPORT_IMAGE("file", "mdi2f-file-image-outline"),
    EXPORT_WORKSHEET("file", "mdi2f-file-pdf-box"),
    PRINT_WORKSHEET("file", "mdi2p-printer", "Shortcut+P"),
    EXPORT_HANDOUT("file", "mdi2f-file-document-outline"),
    EXPORT_TGK("file", null),
    CLOSE("file", null, "Shortcut+W"),
    QUIT("file", null, "Shortcut+Q"),
    UNDO("edit", "mdi2u-undo", "Shortcut+Z"),
    REDO("edit", "mdi2r-redo", "Shortcut+Y", "Shortcut+Shift+Z"),
    COPY_POSITION("edit", "mdi2c-content-copy", "Shortcut+C"),
    COPY_GAME("edit", null, "Shortcut+Shift+C"),
    COPY_POSITION_IMAGE("edit", null, "Shortcut+Alt+C"),
    COPY_PLAYSTRATEGY_FEN("edit", null),
    PASTE("edit", "mdi2c-content-paste", "Shortcut+V"),
    EDIT_POSITION("edit", "mdi2p-pencil-box-outline", "Shortcut+E"),
    PREFERENCES("edit", "mdi2c-cog-outline", "Shortcut+Comma"),
    EDIT_COMMENT("game", "mdi2c-comment-text-outline", "Shortcut+K"),
    EDIT_TAGS("game", "mdi2t-tag-outline", "Shortcut+T"),
    PROMOTE_VARIATION("game", null, "Shortcut+Up"),
    PROMOTE_TO_MAIN_LINE("game", null, "Shortcut+Shift+Up"),
    DELETE_VARIATION("game", null, "Shortcut+Delete"),
    DELETE_FROM_HERE("game", null, "Delete"),
    GLYPH_GOOD("game", null, "Alt+1"),
    GLYPH_MISTAKE("game", null, "Alt+2"),
    GLYPH_BRILLIANT("game", null, "Alt+3"),
    GLYPH_BLUNDER("game", null, "Alt+4"),
    GLYPH_INTERESTING("game", null, "Alt+5"),
    GLYPH_DUBIOUS("game", null, "Alt+6"),
    PLAY_AGAINST_ENGINE("game", "mdi2r-robot", "Shortcut+Shift+N"),
    PLAY_FROM_HERE("game", "mdi2s-source-branch", "Shortcut+Shift+P"),
    FIRST_MOVE("navigate", "mdi2s-skip-previous", "Home"),
    PREVIOUS_MOVE("navigate", "mdi2c-chevron-left", "Left"),
    NEXT_MOVE("navigate", "mdi2c-chevron-right", "Right"),
    LAST_MOVE("navigate", "mdi2s-skip-next", "End"),
    PREVIOUS_VARIATION("navigate", null, "Up"),
    NEXT_VARIATION("navigate", null, "Down"),
    PREVIOUS_CHAPTER("navigate", null, "Page Up"),
    NEXT_CHAPTER("navigate", null, "Page Down"),
    FLIP_BOARD("view", "mdi2s-swap-vertical", "F"),
    DARK_THEME("view", "mdi2t-theme-light-dark", "D"),
    SIDE_PANEL("view", null, "F9"),
    STUDY_PANEL("view", "mdi2b-bookshelf", "Shortcut+Alt+S"),
    CLASSROOM_MODE("view", "mdi2p-projector-screen", "F11", "Shortcut+Shift+F"),
    ANALYSIS_TOGGLE("analysis", "mdi2e-engine-outline", "Space"),
    SOLVE_POSITION("analysis", "mdi2c-check-decagram", "Shortcut+Shift+L"),
    PLAY_AGAINST_SOLVER("analysis", "mdi2r-robot"),
    REVIEW_GAME("analysis", "mdi2c-chart-line", "Shortcut+R"),
    NEXT_MISTAKE("analysis", null, "M"),
    PREVIOUS_MISTAKE("analysis", null, "Shift+M"),
    RETRY_MISTAKES("analysis", null, "Shortcut+Shift+R"),
    NEW_DATABASE("database", null),
    OPEN_DATABASE("database", "mdi2d-database", "Shortcut+Shift+O"),
    IMPORT_GAMES("database", "mdi2d-database-import", "Shortcut+I"),
    GAMES_BROWSER("database", "mdi2t-table-search", "Shortcut+B"),
    EXPLORER("database", "mdi2b-book-open-variant", "Shortcut+Shift+E"),
    REPERTOIRE_TREE("database", "mdi2f-file-tree-outline", "Shortcut+Alt+P"),
    REPERTOIRE_TRAINER("database", "mdi2s-school-outline", "Shortcut+Alt+R"),
    DEMO_DATABASE("database", null),
    FIND_PUZZLES("database", null),
    PUZZLE_TRAINER("puzzles", "mdi2p-puzzle-outline", "Shortcut+Shift+T"),
    NEXT_PUZZLE("puzzles", "mdi2p-puzzle-star-outline", "Shortcut+Alt+N"),
    PUZZLE_DASHBOARD("puzzles", "mdi2c-chart-box-outline"),
    OPEN_PUZZLE_COLLECTION("puzzles", null),
    SAVE_AS_PUZZLE("puzzles", "mdi2p-puzzle-plus-outline"),
    EDIT_PUZZLE_COLLECTION("puzzles", "mdi2p-puzzle-edit-outline"),
    SHORTCUTS("help", "mdi2k-keyboard", "F1"),
    FIRST_STEPS("help", null),
    RULES("help", null),
    ETUDE_GUIDE("help", null),
    MANUAL("help", "mdi2b-book-open-page-variant-outline", "Shift+F1"),
    OPEN_LOG_FOLDER("help", null),
    ABOUT("help", null);

    /** The move glyphs ! ? !! ?? !? ?! in the order of their keys, Alt+1 … Alt+6 (NAGs 1 to 6). */
    public static final List<Command> GLYPHS = List.of(GLYPH_GOOD, GLYPH_MISTAKE, GLYPH_BRILLIANT, GLYPH_BLUNDER,
            GLYPH_INTERESTING, GLYPH_DUBIOUS);

    private final String group;
    private final String icon;
    private final List<KeyCombination> keys;

    Command(String group, String icon, String... keys) {
        this.group = group;
        this.icon = icon;
        this.keys = Arrays.stream(keys).map(KeyCombination::valueOf).toList();
    }

    /** The menu the command belongs to ("file", "edit", "game", "navigate", "view", "analysis", "database", "puzzles", "help"). */
    public String group() {
        return group;
    }

    /** The Ikonli icon code, or null for a command without one. */
    public String icon() {
        return icon;
    }

    /** For a glyph command, the NAG it switches (1 = !, 2 = ?, 3 = !!, 4 = ??, 5 = !?, 6 = ?!); else 0. */
    public int nag() {
        int i = GLYPHS.indexOf(this);
        return i < 0 ? 0 : i + 1;
    }

    public List<KeyCombination> keys() {
        return keys;
    }

    /** The menu text, from the bundle key {@code command.<name>}. */
    public String text() {
        return I18n.get(key());
    }

    public String key() {
        return "command." + camel();
    }

    /** The keys as the platform writes them, e.g. "Ctrl+Shift+S", several joined by " / ". */
    public String keysText() {
        return String.join(" / ", keys.stream().map(KeyCombination::getDisplayText).toList());
    }

    public boolean matches(KeyEvent e) {
        for (KeyCombination k : keys) {
            if (k.match(e)) {
                return true;
            }
        }
        return false;
    }

    private String camel() {
        StringBuilder sb = new StringBuilder();
        boolean upper = false;
        for (char c : name().toLowerCase(java.util.Locale.ROOT).toCharArray()) {
            if (c == '_') {
                upper = true;
            } else {
                sb.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return sb.toString();
    }
}
