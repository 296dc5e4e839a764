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
 * "This loses 3 stones: after your 12. 34 the opponent answers 12... 23. The solution was
 * 12. 14 23 (then 13. 45 …)."
 */
final class RefutationTexts {
    /** Moves of the solution written out before "(then …)" takes over. */
    private static final int SOLUTION_SHOWN = 2;
    /** Moves written in "(then …)". */
    private static final int THEN_SHOWN = 4;

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
     * @param solution   the solution from {@code before}, the solver's move first (may be empty)
     */
    static String wrongMove(Position before, int wrong, List<Integer> refutation, List<ScoredMove> scored,
                            List<Integer> solution) {
        Position after = before.play(wrong);
        String move = numbered(before, wrong);
        if (refutation.isEmpty()) {
            LineFacts facts = LineFacts.of(before, List.of(wrong));
            return withSolution(facts.solverWins() ? I18n.get("puzzles.wrong.endsWithoutGoal", move)
                    : I18n.get("puzzles.wrong.endsGame", move), before, solution);
        }
        String reply = numbered(after, refutation.get(0));
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
        return withSolution(sentence, before, solution);
    }

    /**
     * Why an etude's move is wrong: the solver proved {@code now} after it.
     *
     * @param line the solver's line after the move, the opponent's move first (may be empty)
     */
    static String givesUp(Position before, int wrong, Verdict now, List<Integer> line, List<Integer> solution) {
        Position after = before.play(wrong);
        String move = numbered(before, wrong);
        if (line.isEmpty() || !after.isLegal(line.get(0))) {
            return withSolution(I18n.get("puzzles.etude.endsGame", move), before, solution);
        }
        String reply = numbered(after, line.get(0));
        String key = now == Verdict.DRAW ? "puzzles.etude.givesUpWin" : "puzzles.etude.loses";
        return withSolution(I18n.get(key, move, reply), before, solution);
    }

    /** "… The solution was 12. 14 23 (then 13. 45 …)." when a solution is known. */
    private static String withSolution(String sentence, Position before, List<Integer> solution) {
        if (solution.isEmpty()) {
            return sentence;
        }
        int shown = Math.min(SOLUTION_SHOWN, solution.size());
        String head = line(before, solution.subList(0, shown));
        if (shown == solution.size()) {
            return sentence + " " + I18n.get("puzzles.wrong.solution", head);
        }
        Position p = before;
        for (int h : solution.subList(0, shown)) {
            p = p.play(h);
        }
        List<Integer> rest = solution.subList(shown, solution.size());
        String then = line(p, rest.subList(0, Math.min(THEN_SHOWN, rest.size())))
                + (rest.size() > THEN_SHOWN ? " …" : "");
        return sentence + " " + I18n.get("puzzles.wrong.solutionThen", head, then);
    }
}
