package otau.ui.puzzle;

import java.util.ArrayList;
import java.util.List;
import otau.game.Position;
import otau.game.Side;
import otau.puzzle.Goal;
import otau.puzzle.LineFacts;
import otau.puzzle.Puzzle;
import otau.puzzle.solve.ScoredMove;
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

    /** E.g. "White to move — win" or "Black to move — gain 6 stones". */
    static String task(Puzzle p) {
        return I18n.get("puzzles.task", side(p.solver()), goal(p.goal()));
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

    /**
     * Why a move is wrong, from the search: "This loses 3 stones against the best move: after
     * 45 the opponent plays 98(22)." (with the expected continuation), or that it loses the
     * game, lets a win slip, or ends the game without reaching the goal.
     *
     * @param before     the position the wrong move was played in
     * @param wrong      the wrong move's hole
     * @param refutation the opponent's best answer and what follows (may be empty)
     * @param scored     every move of {@code before} scored by the search, best first (may be empty)
     */
    static String refutation(Position before, int wrong, List<Integer> refutation, List<ScoredMove> scored) {
        Position after = before.play(wrong);
        String move = after.lastMove().notation();
        if (refutation.isEmpty()) {
            LineFacts facts = LineFacts.of(before, List.of(wrong));
            return facts.solverWins() ? I18n.get("puzzles.wrong.endsWithoutGoal", move)
                    : I18n.get("puzzles.wrong.endsGame", move);
        }
        String reply = after.play(refutation.get(0)).lastMove().notation();
        ScoredMove mine = scored.stream().filter(s -> s.hole() == wrong).findFirst().orElse(null);
        ScoredMove best = scored.isEmpty() ? null : scored.get(0);
        String sentence;
        if (mine == null || best == null) {
            sentence = I18n.get("puzzles.wrong.refuted", move, reply);
        } else if (mine.isLoss()) {
            sentence = I18n.get("puzzles.wrong.losesGame", move, reply);
        } else if (best.isWin() && !mine.isWin()) {
            sentence = I18n.get("puzzles.wrong.missesWin", move, reply);
        } else {
            long stones = Math.round((best.score() - mine.score()) / 100.0);
            sentence = stones > 0 ? I18n.get("puzzles.wrong.losesStones", move, reply, stones)
                    : I18n.get("puzzles.wrong.refuted", move, reply);
        }
        if (refutation.size() > 1) {
            sentence += " " + I18n.get("puzzles.wrong.line", notation(after, refutation));
        }
        return sentence;
    }
}
