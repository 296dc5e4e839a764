package otau.play;

import java.util.List;

/**
 * One playing strength of the training opponent. The weaker levels play like people who
 * see less, not like a random mover: they look only a few plies ahead, pick among their
 * best few moves with a preference that fades with how much worse a move looks
 * ({@code temperature}), never choose a move that looks worse than the best by more than
 * {@code margin}, and now and then judge a move with an even shallower look
 * ({@code blindSpotChance}, {@code blindSpotDepth}) — which is how a threatened tuzdyk or a
 * capture two moves away goes unnoticed.
 *
 * @param number          1 (weakest) .. {@link #MAX}
 * @param name            short English name (the desktop application shows translated names)
 * @param description     what to expect, in a few words
 * @param depth           search depth in plies; 0 = as deep as the time allows
 * @param candidates      how many of the best moves are considered (1 = always the best)
 * @param temperature     centi-stones: a move this much worse than the best is e^-1 times as likely
 * @param margin          centi-stones: moves worse than the best by more are never played
 * @param blindSpotChance share of moves judged with the shallow look
 * @param blindSpotDepth  plies of the shallow look
 * @param thinkMs         longest time per move when the game has no clock
 */
public record StrengthLevel(int number, String name, String description, int depth, int candidates,
                            int temperature, int margin, double blindSpotChance, int blindSpotDepth,
                            long thinkMs) {
    public static final int MAX = 10;

    private static final List<StrengthLevel> LEVELS = List.of(
            new StrengthLevel(1, "Beginner", "knows the rules, often misses captures", 2, 5, 300, 700, 0.60, 1, 500),
            new StrengthLevel(2, "Novice", "takes what is offered, rarely sees threats", 2, 4, 180, 450, 0.35, 1, 500),
            new StrengthLevel(3, "Casual player", "sees one reply ahead", 3, 4, 120, 300, 0.25, 1, 600),
            new StrengthLevel(4, "Improving player", "avoids most simple losses", 4, 4, 90, 220, 0.20, 2, 800),
            new StrengthLevel(5, "Club player", "plays sound moves, misses deeper ideas", 5, 3, 60, 160, 0.15, 2, 1000),
            new StrengthLevel(6, "Strong club player", "punishes loose play", 6, 3, 40, 110, 0.10, 3, 1200),
            new StrengthLevel(7, "Expert", "calculates a few moves deep", 8, 3, 25, 70, 0.05, 4, 1500),
            new StrengthLevel(8, "Master", "rarely errs", 10, 2, 12, 35, 0.02, 5, 2000),
            new StrengthLevel(9, "Grandmaster", "deep calculation, tiny imprecisions", 13, 2, 5, 12, 0, 0, 2500),
            new StrengthLevel(10, "Full strength", "the engine at its best", 0, 1, 0, 0, 0, 0, 3000));

    public StrengthLevel {
        if (number < 1 || number > MAX) {
            throw new IllegalArgumentException("level " + number + " is not 1.." + MAX);
        }
        if (candidates < 1) {
            throw new IllegalArgumentException("level " + number + ": candidates must be at least 1");
        }
        if (margin < 0 || temperature < 0 || blindSpotChance < 0 || blindSpotChance > 1) {
            throw new IllegalArgumentException("level " + number + ": margin, temperature and blind-spot chance "
                    + "must not be negative (chance at most 1)");
        }
    }

    /** The level with that number. @throws IllegalArgumentException when it is not 1..MAX */
    public static StrengthLevel of(int number) {
        if (number < 1 || number > MAX) {
            throw new IllegalArgumentException("strength level must be 1.." + MAX + ", not " + number);
        }
        return LEVELS.get(number - 1);
    }

    public static List<StrengthLevel> all() {
        return LEVELS;
    }

    public boolean isFullStrength() {
        return number == MAX;
    }

    /** The opponent's name in game records, e.g. {@code Otau level 4}. */
    public String playerName() {
        return "Otau level " + number;
    }
}
