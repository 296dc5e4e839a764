package otau.review;

import java.util.ArrayList;
import java.util.List;
import otau.game.Move;
import otau.game.Position;
import otau.game.Side;

/** Turns the analysis of each main-line position into verdicts on the moves between them. */
public final class ReviewCalculator {
    private final Thresholds thresholds;
    private final BookKnowledge book;
    private final OpeningTheory theory;

    public ReviewCalculator(Thresholds thresholds) {
        this(thresholds, BookKnowledge.none(), OpeningTheory.empty());
    }

    ReviewCalculator(Thresholds thresholds, BookKnowledge book, OpeningTheory theory) {
        this.thresholds = thresholds;
        this.book = book;
        this.theory = theory;
    }

    /**
     * Judges move i by the position before it (the best the mover could reach) and the
     * position after it (what the move reached), both from the mover's side.
     *
     * @param positions the start position's analysis, then one after each move
     */
    public ReviewResult review(List<PositionAnalysis> positions) {
        return review(positions, positions);
    }

    /**
     * @param reached for each move i (index i), the analysis that judges the position it
     *                reached; may differ from {@code positions.get(i)} when that position
     *                was searched again at the horizon of the line before it
     */
    public ReviewResult review(List<PositionAnalysis> positions, List<PositionAnalysis> reached) {
        List<MoveReview> moves = new ArrayList<>();
        for (int i = 1; i < positions.size(); i++) {
            moves.add(judge(i, positions.get(i - 1), reached.get(i)));
        }
        return new ReviewResult(positions, moves);
    }

    MoveReview judge(int ply, PositionAnalysis before, PositionAnalysis after) {
        Position from = before.position();
        Side mover = from.sideToMove();
        Move move = after.position().lastMove();
        if (move == null) {
            throw new IllegalArgumentException("position " + ply + " was not reached by a move");
        }
        int played = move.hole();
        // Both chances on the curve of the position the mover chose in, so a capture does
        // not change the scale the loss is read on.
        int inPlay = WinChance.inPlay(from);
        double chanceBest = WinChance.of(mover, before.whiteCentis(), inPlay);
        double chanceReached = chanceBest;
        double stones = 0;
        // The best move cannot lose anything; scores of two searches may still differ by noise.
        if (played != before.bestMove()) {
            int best = WinChance.forSide(mover, before.whiteCentis());
            int reached = WinChance.forSide(mover, after.whiteCentis());
            // Next to a forced result, stones mean nothing (a forced win against +38 is not
            // 44 stones lost): such moves are judged by the winning chance alone.
            boolean decided = Math.abs(best) >= WinChance.DECIDED || Math.abs(reached) >= WinChance.DECIDED;
            stones = decided ? 0 : Math.max(0, best - reached) / 100.0;
            chanceReached = Math.min(chanceBest, WinChance.of(mover, after.whiteCentis(), inPlay));
        }
        double chanceLost = chanceBest - chanceReached;
        String label = from.moveNumber() + (mover == Side.WHITE ? "." : "...");
        // A main book move is within the book's margin of the best: not an error to mark.
        boolean mainBook = book.isMainMove(from, played);
        MoveClass verdict = mainBook ? MoveClass.GOOD
                : thresholds.atPhase(inPlay).classify(stones, chanceLost, chanceBest);
        // Results of many games that refute the engine's verdict outweigh it (see OpeningTheory).
        OpeningTheory.Line known = verdict.isError() ? theory.established(from, played, chanceLost) : null;
        if (known != null) {
            verdict = MoveClass.GOOD;
        }
        // Theory costs no accuracy either: the loss it would cost is the one the results refute.
        double accuracy = known != null ? Accuracy.ofMove(0) : Accuracy.ofMove(chanceLost, stones, inPlay);
        return new MoveReview(ply, mover, label, move.notation(), from, played, before.bestMove(), before.line(),
                after.line(), stones, chanceBest, chanceReached, accuracy, verdict, mainBook, known);
    }

    /** Lichess's per-move accuracy from the winning chance lost (0..1), 0..100. */
    public static double accuracy(double chanceLost) {
        return Accuracy.ofMove(chanceLost);
    }
}
