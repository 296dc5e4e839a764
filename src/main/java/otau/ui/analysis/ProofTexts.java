package otau.ui.analysis;

import java.util.List;
import java.util.Locale;
import otau.engine.egtb.Tablebase;
import otau.engine.solve.SolveProgress;
import otau.engine.solve.SolveResult;
import otau.engine.solve.SolveListener;
import otau.engine.solve.Verdict;
import otau.game.Position;
import otau.game.Side;
import otau.ui.I18n;

/**
 * The texts of proved results: the solver's badge and the tablebase line. "Proven" is
 * written only for a verdict the solver or the table decided exactly, never for an
 * evaluation, and a line's length is only its length: the solver's proof is not the
 * shortest win, so no "win in N" is claimed.
 */
final class ProofTexts {
    private ProofTexts() {
    }

    /** "Proving… depth 47, 655.3 M nodes", and "· first moves decided: 3 of 7" once any is (a long solve's headway). */
    static String proving(SolveProgress p) {
        String proving = I18n.get("solve.proving", Math.max(p.depth(), 0), millions(p.nodes()));
        return p.provenMoves() == 0 ? proving
                : I18n.get("solve.proving.firstMoves", proving, p.provenMoves(), p.rootMoves().size());
    }

    /** While the solver finishes a proved win: the verdict, and what it is doing before the result is ready. */
    static String afterProof(Verdict verdict, SolveListener.AfterProof step) {
        String found = I18n.get(verdict == Verdict.DRAW ? "solve.after.draw"
                : verdict == Verdict.WHITE_WINS ? "solve.after.whiteWins" : "solve.after.blackWins");
        return I18n.get(switch (step) {
            case SHORTEST_WIN -> "solve.after.shortestWin";
            case FIRST_MOVES -> "solve.after.firstMoves";
            case MARGIN -> "solve.after.margin";
        }, found);
    }

    /**
     * While the shortest win is sought: the verdict and how many of the winner's moves are
     * already ruled out ("none in 9 moves or fewer"), once a whole move is.
     */
    static String shortestWinProgress(Verdict verdict, Side toMove, int notWithinPlies) {
        return otau.ui.ShortestWinProgressText.of(verdict, toMove, notWithinPlies);
    }

    /**
     * A defence's comment in the game: "White wins in 4 moves" (exact), "… in at most 4 moves",
     * "White wins" where the defence ends the game or the line stops at a tablebase position,
     * "Draw" where the draw is held; for a try proved to let the win go whose exact result is
     * open, that it is gone.
     */
    static String defence(otau.engine.solve.SideLine d) {
        if (d.result() == null) {
            return I18n.get("solve.try.winGone");
        }
        if (d.result() == Verdict.DRAW) {
            return I18n.get("solve.defence.draw");
        }
        boolean white = d.result() == Verdict.WHITE_WINS;
        if (d.winnersMoves() == 0 || d.length() == SolveResult.WinLength.NOT_MINIMISED) {
            return I18n.get(white ? "solve.defence.white" : "solve.defence.black");
        }
        if (d.length() == SolveResult.WinLength.EXACT) {
            return I18n.get(white ? "solve.defence.white.exact" : "solve.defence.black.exact", d.winnersMoves());
        }
        return I18n.get(white ? "solve.defence.white.atMost" : "solve.defence.black.atMost", d.winnersMoves());
    }

    /** The badge: the verdict and, for a win, the first move of {@code line} (the proof's main line). */
    static String result(SolveResult r, double seconds, List<LineNotation.LineMove> line) {
        if (r.verdict() == Verdict.DRAW) {
            if (line.isEmpty()) {
                return I18n.get("solve.proven.draw") + finalCount(r.position());
            }
            String others = otherFirstMoves(r, line.get(0).hole());
            String text = I18n.get("solve.proven.draw.firstMove", line.get(0).text());
            return others == null ? I18n.get("solve.proven.draw") : text + "\n" + others;
        }
        if (r.verdict() != null) {
            boolean white = r.verdict() == Verdict.WHITE_WINS;
            if (line.isEmpty()) {
                return I18n.get(white ? "solve.proven.whiteWins" : "solve.proven.blackWins") + finalCount(r.position());
            }
            String text = I18n.get(white ? "solve.proven.whiteWins.firstMove" : "solve.proven.blackWins.firstMove",
                    line.get(0).text());
            String others = otherFirstMoves(r, line.get(0).hole());
            return others == null ? text : text + "\n" + others;
        }
        String open = I18n.get("solve.unproven", Math.round(seconds));
        String holding = r.holdingMoves().isEmpty() ? ""
                : "\n" + I18n.get("solve.bound.holdingMoves", moves(r.position(), r.holdingMoves()));
        if (r.blackWinDisproved()) {
            return open + " · " + I18n.get("solve.bound.whiteCannotLose") + holding;
        }
        if (r.whiteWinDisproved()) {
            return open + " · " + I18n.get("solve.bound.blackCannotLose") + holding;
        }
        return r.firstMovesSoFar().isEmpty() ? open : open + "\n" + firstMovesSoFar(r);
    }

    /** " · the game is over, 83 : 79" for a finished position (nothing to play, so the count says why), else "". */
    private static String finalCount(Position p) {
        if (!p.isGameOver()) {
            return "";
        }
        otau.game.Outcome end = p.outcome();
        return " · " + I18n.get("solve.proven.gameOver", end.whiteStore(), end.blackStore());
    }

    /**
     * An open result's first moves by what is proved of each, e.g. "Proved so far of the first
     * moves: loss 1. 33 · at most a draw 1. 45, 1. 56 · open 1. 67".
     */
    static String firstMovesSoFar(SolveResult r) {
        StringBuilder sb = new StringBuilder();
        r.firstMovesByResult().forEach((result, holes) -> sb.append(sb.length() == 0 ? "" : " · ").append(I18n.get(switch (result) {
            case WIN -> "solve.soFar.win";
            case DRAW -> "solve.soFar.draw";
            case AT_LEAST_DRAW -> "solve.soFar.atLeastDraw";
            case AT_MOST_DRAW -> "solve.soFar.atMostDraw";
            case LOSS -> "solve.soFar.loss";
            case OPEN -> "solve.soFar.open";
        }, moves(r.position(), holes))));
        return I18n.get("solve.soFar", sb.toString());
    }

    /**
     * What the first-move check found for a win of the side to move: "The only winning first
     * move", "Also wins: 1. 38, 1. 56", or the moves whose check ran out of nodes (never
     * called not winning); for a draw the same of the moves that hold it; null when there was
     * no check.
     */
    static String otherFirstMoves(SolveResult r, int first) {
        if (r.firstMoves().isEmpty() || r.verdict() == null) {
            return null;
        }
        if (r.verdict() == Verdict.DRAW) {
            return otherDrawingMoves(r, first);
        }
        if (r.verdict().winner() != r.position().sideToMove()) {
            return null;
        }
        List<Integer> wins = r.otherWinningMoves(first);
        List<Integer> open = r.openMoves(first);
        if (!wins.isEmpty()) {
            String also = I18n.get("solve.firstMoves.alsoWins", moves(r.position(), wins));
            return open.isEmpty() ? also : also + " · " + I18n.get("solve.firstMoves.open", moves(r.position(), open));
        }
        if (!open.isEmpty()) {
            return I18n.get("solve.firstMoves.open", moves(r.position(), open));
        }
        return r.firstMoves().size() == 1 ? I18n.get("solve.firstMoves.onlyMove") : I18n.get("solve.firstMoves.only");
    }

    /** As {@link #otherFirstMoves} for a draw: "The only drawing first move", "Also holds the draw: …", or the moves left open. */
    private static String otherDrawingMoves(SolveResult r, int first) {
        List<Integer> draws = r.otherDrawingMoves(first);
        List<Integer> open = r.openMoves(first);
        String openText = open.isEmpty() ? null : I18n.get("solve.firstMoves.openDraw", moves(r.position(), open));
        if (!draws.isEmpty()) {
            String also = I18n.get("solve.firstMoves.alsoHolds", moves(r.position(), draws));
            return openText == null ? also : also + " · " + openText;
        }
        if (openText != null) {
            return openText;
        }
        return r.firstMoves().size() == 1 ? I18n.get("solve.firstMoves.onlyMove") : I18n.get("solve.firstMoves.onlyDraw");
    }

    /**
     * The comment on a main-line move beside which other moves keep the result too (the
     * solution's duals): "Also wins: 81. 45, 81. 67", under a draw "Also holds the draw: …".
     */
    static String duals(Verdict result, Position p, List<Integer> holes) {
        return I18n.get(result == Verdict.DRAW ? "solve.firstMoves.alsoHolds" : "solve.firstMoves.alsoWins", moves(p, holes));
    }

    private static String moves(Position p, List<Integer> holes) {
        StringBuilder sb = new StringBuilder();
        for (int h : holes) {
            sb.append(sb.length() == 0 ? "" : ", ").append(LineNotation.text(p, List.of(h)));
        }
        return sb.toString();
    }

    /**
     * Above the proof's line: "Shortest win: 6 moves (11 plies)" when the solver minimised the
     * win to the fewest moves against the best defence, else "Main line, 11 plies" (a proof's
     * line, not claimed to be the shortest), with "a win in at most 7 moves" where the proof's
     * height bounds it and "none in 9 moves or fewer" where the minimisation ruled that out before
     * it stopped; and where it stops at a tablebase position, or before the game's end.
     */
    static String lineCaption(SolveResult r, int plies) {
        String text;
        if (r.verdict() == Verdict.DRAW) {
            text = I18n.get("solve.line.draw", plies);
        } else if (r.winLength() == SolveResult.WinLength.EXACT) {
            text = I18n.get("solve.line.shortest", r.movesToWin(), plies);
        } else {
            text = I18n.get("solve.line.win", plies);
            if (r.winLength() == SolveResult.WinLength.AT_MOST) {
                // The proof's height: the win takes no more of the winner's moves than this.
                text = text + " · " + I18n.get("solve.line.atMost", r.movesToWin());
            }
            if (r.movesNotEnough() > 0) {
                // What the minimisation ruled out before its budget or Stop: the win takes more.
                text = text + " · " + I18n.get("solve.line.notWithin", r.movesNotEnough());
            }
        }
        if (r.lineStopsShort()) {
            return text + " " + I18n.get("solve.line.stopsShort");
        }
        return r.endsInTablebase() ? text + " " + I18n.get("solve.proven.toTablebase") : text;
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
