package otau.engine.eval;

/**
 * The terms of the linear evaluation. Each is a number from the side to move's point of view
 * (mostly "mine minus the opponent's"); the evaluation weighs each twice, once for the
 * opening (many stones in play) and once for the endgame, and blends the two by the stones
 * still in the holes.
 */
public enum Feature {
    STORE("store difference (fixed at 100 per stone: the unit)"),
    TUZDYK_1("tuzdyk on the opponent's hole 1 (mine +1, theirs -1)"),
    TUZDYK_2("tuzdyk on hole 2"),
    TUZDYK_3("tuzdyk on hole 3"),
    TUZDYK_4("tuzdyk on hole 4"),
    TUZDYK_5("tuzdyk on hole 5"),
    TUZDYK_6("tuzdyk on hole 6"),
    TUZDYK_7("tuzdyk on hole 7"),
    TUZDYK_8("tuzdyk on hole 8"),
    STONES_1("stones in my hole 1 minus the opponent's hole 1"),
    STONES_2("stones in hole 2, mine minus theirs"),
    STONES_3("stones in hole 3, mine minus theirs"),
    STONES_4("stones in hole 4, mine minus theirs"),
    STONES_5("stones in hole 5, mine minus theirs"),
    STONES_6("stones in hole 6, mine minus theirs"),
    STONES_7("stones in hole 7, mine minus theirs"),
    STONES_8("stones in hole 8, mine minus theirs"),
    STONES_9("stones in hole 9, mine minus theirs"),
    MOBILITY("holes I can play minus holes the opponent could play"),
    CAPTURE_NOW("largest even capture the side to move has now"),
    CAPTURE_THREAT("largest even capture the opponent would have if it were their move"),
    TUZDYK_NOW("the side to move can make a tuzdyk now (1/0)"),
    TUZDYK_THREAT("the opponent could make a tuzdyk (1/0)"),
    EXPOSED("my holes with an odd count (one stone makes them capturable) minus theirs"),
    TEMPO("1: having the move"),
    STARVATION("stones I lack below 12 on my side minus the same for the opponent");

    public static final int COUNT = values().length;

    private final String meaning;

    Feature(String meaning) {
        this.meaning = meaning;
    }

    public String meaning() {
        return meaning;
    }
}
