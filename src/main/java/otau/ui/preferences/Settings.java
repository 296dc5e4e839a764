package otau.ui.preferences;

import java.util.Objects;
import otau.ui.I18n;
import otau.ui.Language;
import otau.ui.board.AnimationMode;
import otau.ui.board.BoardStyle;
import otau.ui.board.BoardView;
import otau.ui.workbench.WorkbenchPreferences;

/**
 * Everything Edit → Preferences sets, read from and written to the workbench settings file.
 * The keys are public so the workbench and other panels agree on them; {@code view.dark} and
 * {@code view.animation} are the ones the View menu already keeps.
 *
 * @param language    the interface language
 * @param dark        dark theme
 * @param boardStyle  the board's colours
 * @param holeNumbers hole numbers beside the holes
 * @param stoneCounts stone counts beside the holes
 * @param animation   how sowing is animated
 * @param engine      what the analysis panel starts its engine with
 */
public record Settings(Language language, boolean dark, BoardStyle boardStyle, boolean holeNumbers,
                       boolean stoneCounts, AnimationMode animation, EngineDefaults engine) {
    public static final String LANGUAGE = "ui.language";
    public static final String DARK = "view.dark";
    public static final String BOARD_STYLE = "board.style";
    public static final String HOLE_NUMBERS = "board.holeNumbers";
    public static final String STONE_COUNTS = "board.stoneCounts";
    public static final String ANIMATION = "view.animation";

    public Settings {
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(boardStyle, "boardStyle");
        Objects.requireNonNull(animation, "animation");
        Objects.requireNonNull(engine, "engine");
    }

    /** The stored settings; the language, when none was chosen yet, is the one on screen. */
    public static Settings read(WorkbenchPreferences p) {
        return new Settings(Language.ofTag(p.getString(LANGUAGE, null)).orElse(I18n.language()),
                p.getBoolean(DARK, false), p.getEnum(BOARD_STYLE, BoardStyle.class, BoardStyle.WOOD),
                p.getBoolean(HOLE_NUMBERS, true), p.getBoolean(STONE_COUNTS, true),
                p.getEnum(ANIMATION, AnimationMode.class, AnimationMode.FAST), EngineDefaults.read(p));
    }

    /** Stores the settings and writes the file at once, so they survive a crash too. */
    public void write(WorkbenchPreferences p) {
        p.put(LANGUAGE, language.tag());
        p.put(DARK, dark);
        p.put(BOARD_STYLE, boardStyle);
        p.put(HOLE_NUMBERS, holeNumbers);
        p.put(STONE_COUNTS, stoneCounts);
        p.put(ANIMATION, animation);
        engine.write(p);
        p.save();
    }

    /** Shows the board settings on {@code board}. */
    public void applyTo(BoardView board) {
        board.setBoardStyle(boardStyle);
        board.setShowHoleNumbers(holeNumbers);
        board.setShowStoneCounts(stoneCounts);
    }
}
