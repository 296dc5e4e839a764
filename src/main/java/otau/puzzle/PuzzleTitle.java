package otau.puzzle;

import java.util.List;
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

    /**
     * What a caption says, before it is put into words, so that an interface can say it in
     * its own language: {@code key} names the sentence ({@code tuzdykOn}, {@code starveBlack},
     * {@code winStones} …), {@code number} is its one number (a hole, or stones; 0 when it has
     * none), {@code moves} the solver's moves when the caption ends "in N" (0 when it does not).
     */
    public record Caption(String key, int number, int moves) {
        /** Every key a caption may have. */
        public static final List<String> KEYS = List.of("starveWhite", "starveBlack", "runOutSafely", "escapeNoMoves",
                "tuzdykOn", "stopTuzdyk", "sacrificeFor", "doubleAttackFor", "combinationFor", "winStones",
                "countToWin", "winGame", "holdDraw", "findWaitingMove", "findOnlyDefence");

        /** The caption in English, as written to the {@code [Title]} tag. */
        public String english() {
            String text = switch (key) {
                case "starveWhite" -> "Starve White";
                case "starveBlack" -> "Starve Black";
                case "runOutSafely" -> "Run out of moves safely";
                case "escapeNoMoves" -> "Escape the no-move end";
                case "tuzdykOn" -> "Tuzdyk on " + number;
                case "stopTuzdyk" -> "Stop the tuzdyk on " + number;
                case "sacrificeFor" -> "Sacrifice for " + stones(number);
                case "doubleAttackFor" -> "Double attack for " + stones(number);
                case "combinationFor" -> "Combination for " + stones(number);
                case "winStones" -> "Win " + stones(number);
                case "countToWin" -> "Count to the win";
                case "winGame" -> "Win the game";
                case "holdDraw" -> "Hold the draw";
                case "findWaitingMove" -> "Find the waiting move";
                case "findOnlyDefence" -> "Find the only defence";
                default -> throw new IllegalStateException("no caption " + key);
            };
            return moves > 1 ? text + " in " + moves : text;
        }
    }

    public static String of(Puzzle p) {
        return caption(p).english();
    }

    /** What {@link #of} says about {@code p}, not yet in words. */
    public static Caption caption(Puzzle p) {
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
        if (p.hasTheme(Theme.STARVATION) && facts.gameOver() && facts.starvation()) {
            return new Caption(facts.solverWins() ? (opponent == Side.WHITE ? "starveWhite" : "starveBlack")
                    : "runOutSafely", 0, moves);
        }
        if (p.hasTheme(Theme.STARVATION) && !facts.gameOver()) {
            return new Caption("escapeNoMoves", 0, 0);
        }
        if (p.hasTheme(Theme.TUZDYK)) {
            for (int i = 0; i < facts.moves().size(); i += 2) {
                Move m = facts.moves().get(i);
                if (m.tuzdyk()) {
                    return new Caption("tuzdykOn", m.landing(), i > 0 ? moves : 0);
                }
            }
        }
        if (p.hasTheme(Theme.TUZDYK_DEFENCE)) {
            List<Integer> targets = ThemeDetector.tuzdykThreatTargets(p.start(), opponent);
            if (!targets.isEmpty()) {
                return new Caption("stopTuzdyk", targets.get(0), 0);
            }
        }
        if (p.goal().kind() == Goal.Kind.GAIN) {
            String what = p.hasTheme(Theme.SACRIFICE) ? "sacrificeFor" : p.hasTheme(Theme.DOUBLE_ATTACK)
                    ? "doubleAttackFor" : p.hasTheme(Theme.COMBINATION) ? "combinationFor" : "winStones";
            return new Caption(what, p.goal().stones(), moves);
        }
        return byGoal(p, moves);
    }

    private static Caption byGoal(Puzzle p, int moves) {
        return switch (p.goal().kind()) {
            case WIN -> new Caption(p.hasTheme(Theme.COUNTING) ? "countToWin" : "winGame", 0, moves);
            case DRAW -> new Caption("holdDraw", 0, moves);
            case GAIN -> new Caption("winStones", p.goal().stones(), moves);
            case DEFEND -> new Caption(p.hasTheme(Theme.TEMPO) ? "findWaitingMove" : "findOnlyDefence", 0, 0);
        };
    }

    private static String stones(int n) {
        return n == 1 ? "1 stone" : n + " stones";
    }
}
