package otau.ui.puzzle;

import java.util.ArrayList;
import java.util.List;
import otau.game.Position;
import otau.game.Side;
import otau.puzzle.Goal;
import otau.puzzle.GoalStatement;
import otau.puzzle.Puzzle;
import otau.ui.I18n;

/** The trainer's sentences: who moves and what for, why a move is wrong, rating changes. */
final class PuzzleTexts {
    private PuzzleTexts() {
    }

    static String side(Side s) {
        return I18n.get(s == Side.WHITE ? "puzzles.side.white" : "puzzles.side.black");
    }

    static String goal(Goal g) {
        return switch (g.kind()) {
            case WIN -> I18n.get("puzzles.goal.win");
            case DRAW -> I18n.get("puzzles.goal.draw");
            case GAIN -> I18n.get("puzzles.goal.gain", g.stones());
            case DEFEND -> I18n.get("puzzles.goal.defend");
        };
    }

    /** A theme's name for check boxes. */
    static String theme(otau.puzzle.Theme t) {
        return I18n.get(t.key());
    }

    /** A kind of goal for the authoring window's choice. */
    static String goalKind(Goal.Kind k) {
        return switch (k) {
            case WIN -> I18n.get("puzzles.author.goal.win");
            case DRAW -> I18n.get("puzzles.author.goal.draw");
            case GAIN -> I18n.get("puzzles.author.goal.gain");
            case DEFEND -> I18n.get("puzzles.author.goal.defend");
        };
    }

    /** The puzzle's goal for its solver in the interface language: "White to move wins", "Black to move: win 6 stones". */
    static String task(Puzzle p) {
        return GoalStatement.of(I18n.language().tag()).state(p.solver(), p.goal());
    }

    /** A rating with its last change, e.g. "1512 (+14)". */
    static String rating(double rating, double change) {
        long r = Math.round(rating);
        long c = Math.round(change);
        return I18n.get("puzzles.ratingWithChange", Long.toString(r), (c >= 0 ? "+" : "\u2212") + Math.abs(c));
    }

    /** The moves of {@code holes} from {@code start} as a record writes them, e.g. "98(22) 45 13". */
    static String notation(Position start, List<Integer> holes) {
        List<String> tokens = new ArrayList<>();
        Position p = start;
        for (int h : holes) {
            if (!p.isLegal(h)) {
                break;
            }
            p = p.play(h);
            tokens.add(p.lastMove().notation());
        }
        return String.join(" ", tokens);
    }
}
