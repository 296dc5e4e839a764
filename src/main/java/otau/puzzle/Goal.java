package otau.puzzle;

/**
 * What the solver must achieve over the solution line (the {@code [Goal]} tag): win the game,
 * reach a draw, or gain at least {@code stones} stones of store lead (FORMATS.md §4).
 *
 * @param kind   the kind of goal
 * @param stones for {@link Kind#GAIN}: the least gain in store lead over the line; else 0
 */
public record Goal(Kind kind, int stones) {
    public enum Kind { WIN, DRAW, GAIN }

    public Goal {
        if (kind == null) {
            throw new IllegalArgumentException("a goal needs a kind");
        }
        if (kind != Kind.GAIN && stones != 0 || stones < 0) {
            throw new IllegalArgumentException("a gain goal counts 0 or more stones; win and draw count none");
        }
    }

    public static Goal win() {
        return new Goal(Kind.WIN, 0);
    }

    public static Goal draw() {
        return new Goal(Kind.DRAW, 0);
    }

    public static Goal gain(int stones) {
        return new Goal(Kind.GAIN, stones);
    }

    /** Reads the tag value: {@code win}, {@code draw} or {@code gain N}. */
    public static Goal parse(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(java.util.Locale.ROOT);
        if (t.equals("win")) {
            return win();
        }
        if (t.equals("draw")) {
            return draw();
        }
        String[] parts = t.split("\\s+");
        if (parts.length == 2 && parts[0].equals("gain")) {
            try {
                int n = Integer.parseInt(parts[1]);
                if (n >= 0) {
                    return gain(n);
                }
            } catch (NumberFormatException e) {
                // reported below
            }
        }
        throw new IllegalArgumentException("goal '" + text + "' is not 'win', 'draw' or 'gain N' (N = 0 or more stones)");
    }

    /** The tag value. */
    @Override
    public String toString() {
        return switch (kind) {
            case WIN -> "win";
            case DRAW -> "draw";
            case GAIN -> "gain " + stones;
        };
    }
}
