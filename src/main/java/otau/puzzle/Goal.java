package otau.puzzle;

/**
 * What the solver must achieve over the solution line (the {@code [Goal]} tag, FORMATS.md §4):
 * win the game, reach a draw, gain {@code stones} stones net over the main line (the
 * solver's store growth minus the opponent's), or defend: find the only move that loses
 * nothing where every other move loses stones or the game.
 *
 * @param kind   the kind of goal
 * @param stones for {@link Kind#GAIN}: the net gain of the main line, 1 or more; else 0
 */
public record Goal(Kind kind, int stones) {
    public enum Kind { WIN, DRAW, GAIN, DEFEND }

    public Goal {
        if (kind == null) {
            throw new IllegalArgumentException("a goal needs a kind");
        }
        if (kind == Kind.GAIN ? stones < 1 : stones != 0) {
            throw new IllegalArgumentException("a gain goal counts 1 or more stones; win, draw and defend count none");
        }
    }

    public static Goal win() {
        return new Goal(Kind.WIN, 0);
    }

    public static Goal draw() {
        return new Goal(Kind.DRAW, 0);
    }

    public static Goal defend() {
        return new Goal(Kind.DEFEND, 0);
    }

    /** A gain of {@code stones}; a gain of 0 (the old way to write it) is the goal {@code defend}. */
    public static Goal gain(int stones) {
        return stones == 0 ? defend() : new Goal(Kind.GAIN, stones);
    }

    /** Reads the tag value: {@code win}, {@code draw}, {@code defend} or {@code gain N} ({@code gain 0} reads as defend). */
    public static Goal parse(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(java.util.Locale.ROOT);
        switch (t) {
            case "win":
                return win();
            case "draw":
                return draw();
            case "defend":
                return defend();
            default:
                break;
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
        // Quoted at most 60 characters long: the text may come from any file.
        throw new IllegalArgumentException("goal '" + otau.game.record.RecordProblem.shorten(text)
                + "' is not 'win', 'draw', 'defend' or 'gain N' (N = 1 or more stones)");
    }

    /** The tag value. */
    @Override
    public String toString() {
        return switch (kind) {
            case WIN -> "win";
            case DRAW -> "draw";
            case GAIN -> "gain " + stones;
            case DEFEND -> "defend";
        };
    }
}
