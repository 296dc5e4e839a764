package otau.game.record;

/**
 * What the record reader accepts before it calls a game damaged. Each limit is far above
 * any real record; past one the game gets a clear problem (and the rest of the file is
 * read as usual) instead of a crash or a read that never ends.
 */
public final class RecordLimits {
    /** Characters in one tag value (names, events, a FEN). */
    public static final int MAX_TAG_VALUE = 10_000;
    /** Characters in one comment. */
    public static final int MAX_COMMENT = 100_000;
    /** Variations inside variations. */
    public static final int MAX_VARIATION_DEPTH = 100;
    /** Characters in one move token (a longer word is never a move). */
    public static final int MAX_WORD = 40;
    /** {@code [%eval]} depth. */
    public static final int MAX_EVAL_DEPTH = 999;
    /** {@code [%eval #N]}: moves to a forced result. */
    public static final int MAX_EVAL_MATE = 9_999;
    /** {@code [%eval x]}: stones either way (all 162 stones are far inside this). */
    public static final int MAX_EVAL_STONES = 10_000;

    /** Characters in one line of a file read as a stream; a longer line is named and skipped. */
    public static final int MAX_LINE = 1_000_000;
    /** Characters of one game's text (tags, moves, comments) in a file read as a stream. */
    public static final int MAX_GAME_TEXT = 16_000_000;
    /**
     * Bytes of a file read whole into memory (the workbench, studies, commands that take every
     * game at once); {@code replay} and {@code db import} stream files of any size.
     */
    public static final long MAX_FILE_IN_MEMORY = 128L << 20;

    private RecordLimits() {
    }
}
