package otau.ui;

/** Game records the UI tests load: short, with a variation, a comment, glyphs and a tuzdyk. */
public final class SampleGames {
    /** A club game of six moves: captures, a variation with a comment, $1 and $2, and 25X. */
    public static final String CLUB_NIGHT = """
            [Event "Club night"]
            [White "Aibek"]
            [Black "Dana"]
            [Result "*"]

            {A sharp opening} 1. 65(10) 87 2. 55 (2. 11 {also possible} 2... 33(12)) 2... 65(2)
            3. 12(22) $1 45(4) 4. 25X 78(18) 5. 38 93 $2 6. 64(30) 17 *
            """;

    private SampleGames() {
    }
}
