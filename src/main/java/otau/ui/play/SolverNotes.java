package otau.ui.play;

import otau.play.SolverMoves;
import otau.ui.I18n;

/** Why the solver played its move, in words for the play panel; "proven" only for what it proved. */
final class SolverNotes {
    private SolverNotes() {
    }

    static String of(SolverMoves.Choice c, double seconds) {
        return switch (c.reason()) {
            case SHORTEST_WIN -> I18n.get("play.solver.shortestWin", c.plies());
            case PROVED_WIN -> I18n.get("play.solver.provedWin");
            case LONGEST_RESISTANCE -> c.plies() >= 0 ? I18n.get("play.solver.longestResistance", c.plies())
                    : I18n.get("play.solver.longestResistanceUnmeasured");
            case RESISTANCE_ESTIMATE -> I18n.get("play.solver.resistanceEstimate");
            case HOLDS_DRAW -> I18n.get("play.solver.holdsDraw");
            case HOLDS_NO_LOSS -> I18n.get("play.solver.holdsNoLoss", Math.round(seconds));
            case ENGINE -> I18n.get("play.solver.engine", Math.round(seconds));
        };
    }
}
