package otau.game;

/** The two players. White moves first and owns the bottom row. */
public enum Side {
    WHITE, BLACK;

    public Side opposite() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** 0 for White, 1 for Black: the index used by {@link Board}. */
    public int index() {
        return ordinal();
    }

    public static Side of(int index) {
        return index == 0 ? WHITE : BLACK;
    }

    /** The letter used in position strings: {@code w} or {@code b}. */
    public char letter() {
        return this == WHITE ? 'w' : 'b';
    }
}
