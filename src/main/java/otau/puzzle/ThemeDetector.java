package otau.puzzle;

import java.util.ArrayList;
import java.util.List;
import otau.game.Move;
import otau.game.Position;
import otau.game.Side;
import otau.puzzle.solve.ScoredMove;

/** Tags a solution line with the {@link Theme}s it shows. */
final class ThemeDetector {
    /** At most this many stones left in the holes makes an endgame. */
    static final int ENDGAME_STONES = 40;

    private ThemeDetector() {
    }

    /**
     * @param start    the puzzle position
     * @param line     the main line
     * @param firstMove the scores of every first move, best first
     * @param margin   the uniqueness margin in centi-stones
     */
    static List<Theme> themes(Position start, List<Integer> line, List<ScoredMove> firstMove, int margin) {
        LineFacts facts = LineFacts.of(start, line);
        List<Theme> themes = new ArrayList<>();
        int captures = 0;
        boolean tuzdyk = false;
        boolean capture = false;
        for (int i = 0; i < facts.moves().size(); i += 2) {
            Move m = facts.moves().get(i);
            if (m.tuzdyk()) {
                tuzdyk = true;
                captures++;
            }
            if (m.captured() > 0) {
                capture = true;
                captures++;
            }
        }
        if (tuzdyk) {
            themes.add(Theme.TUZDYK);
        }
        Side opponent = start.sideToMove().opposite();
        if (!tuzdykThreats(start, opponent).isEmpty()
                && tuzdykThreats(start.play(line.get(0)), opponent).isEmpty()
                && !start.play(line.get(0)).isGameOver()) {
            themes.add(Theme.DEFENCE);
        }
        if (capture) {
            themes.add(Theme.CAPTURE);
        }
        if (captures >= 2) {
            themes.add(Theme.COMBINATION);
        }
        if (facts.gameOver() && facts.starvation() || avoidsStarvation(start, firstMove)) {
            themes.add(Theme.STARVATION);
        }
        if (isOnlyMove(start, firstMove, margin)) {
            themes.add(Theme.ONLYMOVE);
        }
        if (stonesInHoles(start) <= ENDGAME_STONES) {
            themes.add(Theme.ENDGAME);
        }
        return themes;
    }

    /** Every other move loses ground by the margin while the best holds it. */
    static boolean isOnlyMove(Position start, List<ScoredMove> scored, int margin) {
        if (scored.size() < 2) {
            return false;
        }
        int lead = LineFacts.lead(start, start.sideToMove()) * 100;
        ScoredMove best = scored.get(0);
        ScoredMove second = scored.get(1);
        boolean holds = best.isWin() || !best.isLoss() && best.score() >= lead;
        boolean othersLose = second.isLoss() || !second.isWin() && second.score() <= lead - margin;
        return holds && othersLose;
    }

    /**
     * The best move holds while the next best loses by running into the no-move end: the
     * expected line after it ends with a player unable to move and the solver beaten.
     */
    static boolean avoidsStarvation(Position start, List<ScoredMove> scored) {
        if (scored.size() < 2 || scored.get(0).isLoss() || !scored.get(1).isLoss()) {
            return false;
        }
        Position p = start;
        for (int h : scored.get(1).pv()) {
            if (p.isGameOver() || !p.isLegal(h)) {
                return false;
            }
            p = p.play(h);
        }
        if (!p.isGameOver()) {
            return false;
        }
        LineFacts facts = LineFacts.of(start, scored.get(1).pv());
        return facts.starvation() && !facts.solverWins() && !facts.draw();
    }

    static int stonesInHoles(Position p) {
        return p.stonesOnSide(Side.WHITE) + p.stonesOnSide(Side.BLACK);
    }

    /** The holes from which {@code attacker} would create a tuzdyk if it were their move. */
    static List<Integer> tuzdykThreats(Position p, Side attacker) {
        if (p.tuzdyk(attacker) != 0) {
            return List.of();
        }
        Position asAttacker = p.sideToMove() == attacker ? p
                : Position.of(p.holes(Side.WHITE), p.holes(Side.BLACK), p.store(Side.WHITE), p.store(Side.BLACK),
                        p.tuzdyk(Side.WHITE), p.tuzdyk(Side.BLACK), attacker, p.moveNumber());
        List<Integer> threats = new ArrayList<>();
        for (int h : asAttacker.legalMoves()) {
            if (asAttacker.play(h).lastMove().tuzdyk()) {
                threats.add(h);
            }
        }
        return threats;
    }
}
