package otau.ui.analysis;

import java.util.Locale;
import otau.engine.egtb.Tablebase;
import otau.engine.solve.SolveProgress;
import otau.engine.solve.SolveResult;
import otau.engine.solve.Verdict;
import otau.game.Position;
import otau.game.Side;
import otau.ui.I18n;

/**
 * The texts of proved results: the solver's badge and the tablebase line. "Proven" is
 * written only for a verdict the solver or the table decided exactly, never for an
 * evaluation.
 */
final class ProofTexts {
    private ProofTexts() {
    }

    static String proving(SolveProgress p) {
        return I18n.get("solve.proving", Math.max(p.depth(), 0), millions(p.nodes()));
    }

    static String result(SolveResult r, double seconds) {
        if (r.verdict() == Verdict.DRAW) {
            return I18n.get("solve.proven.draw");
        }
        if (r.verdict() != null) {
            String key = r.verdict() == Verdict.WHITE_WINS ? "solve.proven.whiteWins" : "solve.proven.blackWins";
            String text = I18n.get(key, r.proofPlies());
            return r.endsInTablebase() ? text + " " + I18n.get("solve.proven.toTablebase") : text;
        }
        String open = I18n.get("solve.unproven", Math.round(seconds));
        if (r.blackWinDisproved()) {
            return open + " · " + I18n.get("solve.bound.whiteCannotLose");
        }
        if (r.whiteWinDisproved()) {
            return open + " · " + I18n.get("solve.bound.blackCannotLose");
        }
        return open;
    }

    /** The table's verdict for {@code p}, or null when the table does not cover it. */
    static String tablebase(Tablebase table, Position p) {
        if (table == null || p.isGameOver()) {
            return null;
        }
        otau.game.Board board = new otau.game.Board(p);
        int result = table.result(board);
        if (result == Tablebase.NONE) {
            return null;
        }
        if (result == 0) {
            return I18n.get("tablebase.draw");
        }
        int entry = table.probe(board);
        Side mover = p.sideToMove();
        Side winner = result > 0 ? mover : mover.opposite();
        int collects = result > 0 ? Tablebase.moverCanForce(entry) : Tablebase.otherCanForce(entry);
        String key = winner == Side.WHITE ? "tablebase.whiteWins" : "tablebase.blackWins";
        return I18n.get(key, collects, board.stonesInHoles());
    }

    /** 3412000 nodes as "3.4" (millions, one decimal, in the interface's locale). */
    private static String millions(long nodes) {
        Locale locale = I18n.bundle().getLocale();
        return String.format(locale.getLanguage().isEmpty() ? Locale.ROOT : locale, "%.1f", nodes / 1e6);
    }
}
