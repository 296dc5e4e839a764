package otau.ui.puzzle;

import java.util.List;
import java.util.stream.Collectors;
import otau.game.Position;
import otau.game.Side;
import otau.puzzle.Puzzle;
import otau.puzzle.StipulationProof;
import otau.puzzle.train.EtudeSession;
import otau.ui.I18n;

/**
 * The lines that say what a proof found beyond an etude's stipulation — a win where a draw
 * was asked, a second winning first move, or how far the bounded search for one went; a draw
 * etude's other drawing first moves — and whether "moves to win" is exact. One wording for Save as Etude, the collection editor and
 * the trainer, so that the three never disagree.
 */
final class EtudeCookText {
    private EtudeCookText() {
    }

    /** The lines to add under a proved stipulation (empty when the proof found nothing more to say). */
    static String of(Puzzle p, StipulationProof r) {
        if (r.status() != StipulationProof.Status.PROVED) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        StipulationProof.Cook cook = r.cook();
        Side solver = p.solver();
        if (cook.winOpen()) {
            sb.append(I18n.get("puzzles.proof.winOpen", PuzzleTexts.side(solver)));
        } else if (!cook.winLine().isEmpty()) {
            sb.append(drawCooked(p.start(), solver, cook.winLine()));
        } else if (!cook.secondWins().isEmpty()) {
            sb.append(secondWin(p.start(), solver, cook.secondWins()));
            if (!cook.unsettled().isEmpty()) {
                // Beside the duals found, the moves the bounded check left open: they may win too.
                sb.append('\n').append(I18n.get("solve.firstMoves.open", moves(p.start(), cook.unsettled())));
            }
        } else if (!cook.unsettled().isEmpty()) {
            sb.append(I18n.get("puzzles.proof.secondOpen", cook.nodesPerMove(), moves(p.start(), cook.unsettled())));
        } else if (p.goal().kind() == otau.puzzle.Goal.Kind.WIN && r.winInMoves() > 0) {
            sb.append(I18n.get("puzzles.proof.secondNone"));
        }
        if (!cook.alsoDraws().isEmpty()) {
            // Not a cook (each holds the stipulated draw), but what a composer checks next.
            sb.append(sb.length() == 0 ? "" : "\n").append(I18n.get("puzzles.proof.alsoDraws",
                    moves(p.start(), cook.alsoDraws())));
        }
        if (r.winLength() != null && r.winLength() != otau.engine.solve.SolveResult.WinLength.EXACT) {
            // "At most" only where the proof bounds the win; through a tablebase win only the line's length is known.
            String key = r.winLength() == otau.engine.solve.SolveResult.WinLength.AT_MOST
                    ? "puzzles.proof.winAtMost" : "puzzles.proof.winLineOnly";
            sb.append(sb.length() == 0 ? "" : "\n").append(I18n.get(key, r.winInMoves()));
        }
        return sb.toString();
    }

    /** A cook an etude session found, the etude's solver being {@code solver}. */
    static String of(EtudeSession.Cook c, Side solver) {
        return c.drawEtude() ? drawCooked(c.from(), solver, c.line()) : secondWin(c.from(), solver, c.line());
    }

    /** "Stipulation: draw. Proven: White wins (the etude is cooked): 1. 69 …", the line from {@code at}. */
    static String drawCooked(Position at, Side winner, List<Integer> line) {
        return I18n.get("puzzles.proof.cookDraw", PuzzleTexts.side(winner), PuzzleNames.numbered(at, line));
    }

    /** "Stipulation: win. Proven: White wins with 1. 56 too (the etude is cooked …)". */
    static String secondWin(Position at, Side winner, List<Integer> moves) {
        return I18n.get("puzzles.proof.cookSecond", PuzzleTexts.side(winner), moves(at, moves));
    }

    private static String moves(Position at, List<Integer> holes) {
        return holes.stream().map(h -> PuzzleNames.numbered(at, List.of(h))).collect(Collectors.joining(", "));
    }
}
