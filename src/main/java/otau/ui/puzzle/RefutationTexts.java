package otau.ui.puzzle;

import java.util.ArrayList;
import java.util.List;
import otau.engine.solve.Verdict;
import otau.game.Position;
import otau.game.Side;
import otau.puzzle.LineFacts;
import otau.puzzle.solve.ScoredMove;
import otau.ui.I18n;

/**
 * What the trainer says about a wrong move, with move numbers as the move list writes them:
 * "After your 12. 34 the opponent answers 12... 23: this move is 3 stones worse than the best
 * one." The cost is counted against the best move, not from the position before, so a move
 * that captured a lot and lost more reads as the mistake it is. The solution is never part of
 * the text: the player retries, and the solution shows only on request.
 */
final class RefutationTexts {
    private RefutationTexts() {
    }

    /** One move with its number, e.g. {@code 12. 34} or {@code 12... 23}. */
    static String numbered(Position before, int hole) {
        Position after = before.play(hole);
        return before.moveNumber() + (before.sideToMove() == Side.WHITE ? ". " : "... ") + after.lastMove().notation();
    }

    /** A line as the move list writes it: {@code 12... 23 13. 45 67}; it stops at an illegal move. */
    static String line(Position start, List<Integer> holes) {
        List<String> tokens = new ArrayList<>();
        Position p = start;
        for (int h : holes) {
            if (!p.isLegal(h)) {
                break;
            }
            Position next = p.play(h);
            String number = p.sideToMove() == Side.WHITE ? p.moveNumber() + ". "
                    : tokens.isEmpty() ? p.moveNumber() + "... " : "";
            tokens.add(number + next.lastMove().notation());
            p = next;
        }
        return String.join(" ", tokens);
    }

    /**
     * Why a move of a written line is wrong, from the search.
     *
     * @param before     the position the wrong move was played in
     * @param wrong      the wrong move's hole
     * @param refutation the opponent's best answer and what follows (may be empty)
     * @param scored     every move of {@code before} scored by the search, best first (may be empty)
     */
    static String wrongMove(Position before, int wrong, List<Integer> refutation, List<ScoredMove> scored) {
        Position after = before.play(wrong);
        String move = numbered(before, wrong);
        if (refutation.isEmpty()) {
            LineFacts facts = LineFacts.of(before, List.of(wrong));
            return facts.solverWins() ? I18n.get("puzzles.wrong.endsWithoutGoal", move)
                    : I18n.get("puzzles.wrong.endsGame", move);
        }
        String reply = numbered(after, refutation.get(0));
        ScoredMove mine = scored.stream().filter(s -> s.hole() == wrong).findFirst().orElse(null);
        ScoredMove best = scored.isEmpty() ? null : scored.get(0);
        if (mine == null || best == null) {
            return I18n.get("puzzles.wrong.refuted", move, reply);
        } else if (mine.isLoss()) {
            return I18n.get("puzzles.wrong.losesGame", move, reply);
        } else if (best.isWin() && !mine.isWin()) {
            return I18n.get("puzzles.wrong.missesWin", move, reply);
        }
        long worse = Math.round((best.score() - mine.score()) / 100.0);
        return worse > 0 ? I18n.get("puzzles.wrong.worseThanBest", move, reply, worse)
                : I18n.get("puzzles.wrong.refuted", move, reply);
    }

    /**
     * Why an etude's move is wrong: the solver proved {@code now} after it.
     *
     * @param line the solver's line after the move, the opponent's move first (may be empty)
     */
    static String givesUp(Position before, int wrong, Verdict now, List<Integer> line) {
        Position after = before.play(wrong);
        String move = numbered(before, wrong);
        if (now == null) {
            return I18n.get("puzzles.etude.givesUpWinOpen", move);
        }
        if (line.isEmpty() || !after.isLegal(line.get(0))) {
            return I18n.get("puzzles.etude.endsGame", move);
        }
        String reply = numbered(after, line.get(0));
        String key = now == Verdict.DRAW ? "puzzles.etude.givesUpWin" : "puzzles.etude.loses";
        return I18n.get(key, move, reply);
    }
}
