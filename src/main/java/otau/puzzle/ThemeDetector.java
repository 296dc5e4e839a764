package otau.puzzle;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import otau.game.Move;
import otau.game.Position;
import otau.game.Side;
import otau.puzzle.solve.ScoredMove;

/** Tags a solution line with the {@link Theme}s it shows. */
public final class ThemeDetector {
    /** At most this many stones left in the holes makes an endgame. */
    public static final int ENDGAME_STONES = 40;
    /** A threat worth a double attack takes at least this many stones (or makes a tuzdyk). */
    static final int THREAT_STONES = 4;

    private ThemeDetector() {
    }

    /**
     * @param start     the puzzle position
     * @param line      the main line
     * @param firstMove the scores of every first move, best first
     * @param margin    the uniqueness margin in centi-stones
     */
    public static List<Theme> themes(Position start, List<Integer> line, List<ScoredMove> firstMove, int margin) {
        LineFacts facts = LineFacts.of(start, line);
        List<Move> moves = facts.moves();
        List<Theme> themes = new ArrayList<>();
        int captures = 0;
        boolean tuzdyk = false;
        boolean capture = false;
        for (int i = 0; i < moves.size(); i += 2) {
            Move m = moves.get(i);
            tuzdyk |= m.tuzdyk();
            capture |= m.captured() > 0;
            captures += m.tuzdyk() || m.captured() > 0 ? 1 : 0;
        }
        if (tuzdyk) {
            themes.add(Theme.TUZDYK);
        }
        Side opponent = start.sideToMove().opposite();
        if (!tuzdykThreats(start, opponent).isEmpty()
                && tuzdykThreats(start.play(line.get(0)), opponent).isEmpty()
                && !start.play(line.get(0)).isGameOver()) {
            themes.add(Theme.TUZDYK_DEFENCE);
        }
        if (capture) {
            themes.add(Theme.EVEN_CAPTURE);
        }
        if (doubleAttack(start, line)) {
            themes.add(Theme.DOUBLE_ATTACK);
        }
        if (sacrifice(start, line, facts)) {
            themes.add(Theme.SACRIFICE);
        }
        if (quietMove(moves)) {
            themes.add(Theme.QUIET_MOVE);
        }
        if (isOnlyMove(start, firstMove, margin)) {
            themes.add(Theme.ONLY_MOVE);
        }
        if (facts.gameOver() && facts.starvation() || avoidsStarvation(start, firstMove)) {
            themes.add(Theme.STARVATION);
        }
        if (stonesInHoles(start) <= ENDGAME_STONES) {
            themes.add(Theme.COUNTING);
        }
        if (tempo(start, line, facts)) {
            themes.add(Theme.TEMPO);
        }
        if (captures >= 2) {
            themes.add(Theme.COMBINATION);
        }
        if ((line.size() + 1) / 2 >= 3) {
            themes.add(Theme.LONG_COMBINATION);
        }
        return themes;
    }

    /** Every other move loses ground by the margin while the best holds it. */
    public static boolean isOnlyMove(Position start, List<ScoredMove> scored, int margin) {
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

    /**
     * A solver move before the last leaves two threats on different holes of the opponent
     * (each a capture of {@value #THREAT_STONES} or more stones, or a tuzdyk), and the line
     * then captures: the opponent could parry only one.
     */
    static boolean doubleAttack(Position start, List<Integer> line) {
        Side solver = start.sideToMove();
        Position p = start;
        for (int i = 0; i + 2 < line.size(); i += 2) {
            p = p.play(line.get(i));
            if (p.isGameOver()) {
                return false;
            }
            if (threatTargets(p, solver).size() >= 2 && capturesLater(p, line.subList(i + 1, line.size()))) {
                return true;
            }
            p = p.play(line.get(i + 1));
        }
        return false;
    }

    private static boolean capturesLater(Position p, List<Integer> rest) {
        Position q = p;
        for (int i = 0; i < rest.size(); i++) {
            q = q.play(rest.get(i));
            if (i % 2 == 1 && (q.lastMove().captured() > 0 || q.lastMove().tuzdyk())) {
                return true;
            }
        }
        return false;
    }

    /** The opponent holes {@code attacker} could capture from (or turn into a tuzdyk) if it were their move. */
    static Set<Integer> threatTargets(Position p, Side attacker) {
        Position asAttacker = asMover(p, attacker);
        Set<Integer> targets = new HashSet<>();
        for (int h : asAttacker.legalMoves()) {
            Move m = asAttacker.play(h).lastMove();
            if (m.tuzdyk() || m.captured() >= THREAT_STONES) {
                targets.add(m.landing());
            }
        }
        return targets;
    }

    /** Somewhere on the line, after the opponent's reply, the solver stands worse than at the start, and still gains. */
    static boolean sacrifice(Position start, List<Integer> line, LineFacts facts) {
        if (!(facts.gameOver() ? facts.solverWins() : facts.gain() >= 1)) {
            return false;
        }
        Side solver = start.sideToMove();
        int lead = LineFacts.lead(start, solver);
        Position p = start;
        for (int i = 0; i + 1 < line.size(); i += 2) {
            p = p.play(line.get(i)).play(line.get(i + 1));
            if (LineFacts.lead(p, solver) < lead) {
                return true;
            }
        }
        return false;
    }

    /** A solver move before the last takes nothing and makes no tuzdyk. */
    static boolean quietMove(List<Move> moves) {
        for (int i = 0; i + 1 < moves.size(); i += 2) {
            Move m = moves.get(i);
            if (m.captured() == 0 && !m.tuzdyk()) {
                return true;
            }
        }
        return false;
    }

    /**
     * The first move is a single stone that takes nothing: it only passes the move (a waiting
     * move), and the line still gains or holds.
     */
    static boolean tempo(Position start, List<Integer> line, LineFacts facts) {
        int stones = start.hole(start.sideToMove(), line.get(0));
        Position next = start.play(line.get(0));
        Move m = next.lastMove();
        if (stones != 1 || m.captured() > 0 || m.tuzdyk() || next.isGameOver()) {
            return false;
        }
        return facts.gameOver() ? facts.solverWins() || facts.draw() : facts.gain() >= 0;
    }

    public static int stonesInHoles(Position p) {
        return p.stonesOnSide(Side.WHITE) + p.stonesOnSide(Side.BLACK);
    }

    /** The holes from which {@code attacker} would create a tuzdyk if it were their move. */
    public static List<Integer> tuzdykThreats(Position p, Side attacker) {
        if (p.tuzdyk(attacker) != 0) {
            return List.of();
        }
        Position asAttacker = asMover(p, attacker);
        List<Integer> threats = new ArrayList<>();
        for (int h : asAttacker.legalMoves()) {
            if (asAttacker.play(h).lastMove().tuzdyk()) {
                threats.add(h);
            }
        }
        return threats;
    }

    /** The opponent holes on which {@code attacker} threatens to make a tuzdyk. */
    public static List<Integer> tuzdykThreatTargets(Position p, Side attacker) {
        Position asAttacker = asMover(p, attacker);
        return tuzdykThreats(p, attacker).stream().map(h -> asAttacker.play(h).lastMove().landing()).toList();
    }

    private static Position asMover(Position p, Side mover) {
        return p.sideToMove() == mover ? p
                : Position.of(p.holes(Side.WHITE), p.holes(Side.BLACK), p.store(Side.WHITE), p.store(Side.BLACK),
                        p.tuzdyk(Side.WHITE), p.tuzdyk(Side.BLACK), mover, p.moveNumber());
    }
}
