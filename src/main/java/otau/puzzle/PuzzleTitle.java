package otau.puzzle;

import java.util.List;
import java.util.Locale;
import otau.game.Move;
import otau.game.Side;

/**
 * A short human caption made from what a puzzle's line does: "Tuzdyk on 7", "Starve Black
 * in 4", "Win 12 stones in 3". English, written to the {@code [Title]} tag; the {@code [Id]}
 * stays the stable name.
 */
public final class PuzzleTitle {
    /** The record tag that carries the title. */
    public static final String TAG = "Title";

    private PuzzleTitle() {
    }

    public static String of(Puzzle p) {
        List<Integer> line = p.mainLine();
        LineFacts facts;
        try {
            facts = LineFacts.of(p.start(), line);
        } catch (RuntimeException e) {
            // An unplayable line still deserves a caption; the verifier names what is wrong with it.
            return byGoal(p, p.solverMoves());
        }
        int moves = p.solverMoves();
        Side opponent = p.solver().opposite();
        String in = moves > 1 ? " in " + moves : "";
        if (p.hasTheme(Theme.STARVATION) && facts.gameOver() && facts.starvation()) {
            return (facts.solverWins() ? "Starve " + name(opponent) : "Run out of moves safely") + in;
        }
        if (p.hasTheme(Theme.STARVATION) && !facts.gameOver()) {
            return "Escape the no-move end";
        }
        if (p.hasTheme(Theme.TUZDYK)) {
            for (int i = 0; i < facts.moves().size(); i += 2) {
                Move m = facts.moves().get(i);
                if (m.tuzdyk()) {
                    return "Tuzdyk on " + m.landing() + (i > 0 ? in : "");
                }
            }
        }
        if (p.hasTheme(Theme.TUZDYK_DEFENCE)) {
            List<Integer> targets = ThemeDetector.tuzdykThreatTargets(p.start(), opponent);
            if (!targets.isEmpty()) {
                return "Stop the tuzdyk on " + targets.get(0);
            }
        }
        if (p.goal().kind() == Goal.Kind.GAIN) {
            String what = p.hasTheme(Theme.SACRIFICE) ? "Sacrifice for " : p.hasTheme(Theme.DOUBLE_ATTACK)
                    ? "Double attack for " : p.hasTheme(Theme.COMBINATION) ? "Combination for " : "Win ";
            return what + stones(p.goal().stones()) + in;
        }
        return byGoal(p, moves);
    }

    private static String byGoal(Puzzle p, int moves) {
        String in = moves > 1 ? " in " + moves : "";
        return switch (p.goal().kind()) {
            case WIN -> (p.hasTheme(Theme.COUNTING) ? "Count to the win" : "Win the game") + in;
            case DRAW -> "Hold the draw" + in;
            case GAIN -> "Win " + stones(p.goal().stones()) + in;
            case DEFEND -> p.hasTheme(Theme.TEMPO) ? "Find the waiting move" : "Find the only defence";
        };
    }

    private static String stones(int n) {
        return n == 1 ? "1 stone" : n + " stones";
    }

    private static String name(Side s) {
        String n = s.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(n.charAt(0)) + n.substring(1);
    }
}
