package otau.ui.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.engine.Limits;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.Evaluation;
import otau.model.GameModel;
import otau.review.GameReviewer;
import otau.review.MoveClass;
import otau.review.MoveReview;
import otau.review.PositionAnalysis;
import otau.review.ReviewDefaults;
import otau.review.ReviewResult;
import otau.review.Thresholds;
import otau.ui.EnglishInterface;
import otau.ui.board.Arrow;
import otau.ui.board.HoleHighlight;
import otau.ui.board.HoleRef;
import otau.ui.board.MarkColor;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.SameThreadExecutor;

/**
 * The review's model without a Stage, over 1. 7 9 with known scores: at the start White is
 * a stone up with 6 best, after 7 thirty stones down (a blunder: 31 stones and most of the
 * chance lost), and Black's 9 is the move the search gives.
 */
@ExtendWith(EnglishInterface.class)
class ReviewViewModelTest {
    static final Position START = Position.start();
    final GameModel model = new GameModel();
    final Host host = new Host();
    int cleared;

    /** Records what the model asks of the workbench; runs a review at once unless told to hold it. */
    static final class Host implements ReviewViewModel.Host {
        final List<String> messages = new ArrayList<>();
        final List<BackgroundTask<ReviewResult>> held = new ArrayList<>();
        boolean hold;
        List<Arrow> arrows = List.of();
        List<HoleHighlight> rings = List.of();

        @Override
        public void showMessage(String text) {
            messages.add(text);
        }

        @Override
        public void runWithProgress(BackgroundTask<ReviewResult> task) {
            if (hold) {
                held.add(task);
            } else {
                new SameThreadExecutor().submit(task);
            }
        }

        @Override
        public void showMarks(List<Arrow> arrows, List<HoleHighlight> rings) {
            this.arrows = List.copyOf(arrows);
            this.rings = List.copyOf(rings);
        }

        @Override
        public void clearMarks() {
            arrows = List.of();
            rings = List.of();
        }
    }

    static PositionAnalysis known(Position p, java.util.function.BooleanSupplier cancelled) {
        Position afterSeven = START.play(7);
        if (p.equals(START)) {
            return PositionAnalysis.of(p, Evaluation.ofCentiStones(100, 10), 6);
        }
        if (p.equals(afterSeven)) {
            return PositionAnalysis.of(p, Evaluation.ofCentiStones(-3000, 12), 9);
        }
        return PositionAnalysis.of(p, Evaluation.ofCentiStones(-3000, 14), 1);
    }

    private ReviewViewModel reviewed() {
        model.playMove(7);
        model.playMove(9);
        ReviewViewModel vm = new ReviewViewModel(model, host,
                limits -> (line, progress) -> new GameReviewer(ReviewViewModelTest::known, Thresholds.STANDARD)
                        .review(line, progress));
        vm.onCleared(() -> cleared++);
        vm.startReview();
        return vm;
    }

    @Test
    void aReviewMarksTheBlunderAndSaysAtWhatDepth() {
        ReviewViewModel vm = reviewed();
        // Depths 10, 12 and 14: 12.0 on average.
        assertEquals("Reviewed 2 moves at depth 12.0 on average; evaluations and ?! ? ?? are in the game"
                + " (Undo removes them).", vm.statusProperty().get());
        assertFalse(vm.runningProperty().get());
        assertEquals(1, vm.marks().size());
        MoveReview seven = vm.marks().get(0);
        assertEquals(List.of(1, 7, 6, MoveClass.BLUNDER),
                List.of(seven.ply(), seven.played(), seven.bestMove(), seven.moveClass()));
        // ?? is NAG 4, written into the game.
        assertEquals(List.of(4), model.mainLine().get(0).nags());
        assertEquals(seven, vm.resultProperty().get().at(1));
    }

    @Test
    void atTheBlunderTheBoardShowsThePlayedAndTheBestMove() {
        ReviewViewModel vm = reviewed();
        // The cursor stayed after 9, Black's best move: nothing drawn.
        assertTrue(vm.currentProperty().get().isBest());
        assertEquals(List.of(), vm.boardArrows());
        vm.goToPly(1);
        // From the start 7's nine stones run 7, 8, 9 and Black's 1 to 6; 6's run 6 to 9 and Black's 1 to 5.
        List<Arrow> expected = List.of(
                new Arrow(new HoleRef(Side.WHITE, 7), new HoleRef(Side.BLACK, 6), MarkColor.RED),
                new Arrow(new HoleRef(Side.WHITE, 6), new HoleRef(Side.BLACK, 5), MarkColor.GREEN));
        assertEquals(expected, vm.boardArrows());
        assertEquals(expected, host.arrows);
        assertEquals(List.of(new HoleHighlight(new HoleRef(Side.WHITE, 7), MarkColor.RED),
                new HoleHighlight(new HoleRef(Side.WHITE, 6), MarkColor.GREEN)), host.rings);
        assertEquals(1, vm.currentProperty().get().ply());
        // Off the main line's moves (ply 3 does not exist): the cursor stays.
        vm.goToPly(3);
        assertEquals(1, model.currentNode().ply());
    }

    @Test
    void theMistakeNavigationSaysWhereItWentAndWhenThereIsNoMore() {
        ReviewViewModel vm = reviewed();
        model.goTo(model.root());
        vm.goToMistake(true);
        assertEquals(1, model.currentNode().ply());
        String said = host.messages.get(host.messages.size() - 1);
        assertTrue(said.startsWith("1. 76(10)??: 31.0 stones worse than the best move · winning chance "), said);
        assertTrue(said.endsWith("; best 1. 65(10)"), said);
        vm.goToMistake(true);
        assertEquals("No more marked moves after this one.", host.messages.get(host.messages.size() - 1));
        vm.goToMistake(false);
        assertEquals("No marked moves before this one.", host.messages.get(host.messages.size() - 1));
    }

    @Test
    void anotherGameForgetsTheReview() {
        ReviewViewModel vm = reviewed();
        vm.goToPly(1);
        model.newGame();
        assertNull(vm.resultProperty().get());
        assertEquals("", vm.statusProperty().get());
        assertTrue(vm.marks().isEmpty());
        assertTrue(vm.moments().isEmpty());
        assertEquals(List.of(), host.arrows);
        assertEquals(1, cleared);
        vm.goToMistake(true);
        assertEquals("No move is marked ?!, ? or ??; review the game first.",
                host.messages.get(host.messages.size() - 1));
    }

    @Test
    void aGameChangedDuringTheReviewIsNotAnnotatedAndASecondStartWaits() {
        host.hold = true;
        ReviewViewModel vm = reviewed();
        assertTrue(vm.runningProperty().get());
        assertEquals("Reviewing 2 moves…", vm.statusProperty().get());
        vm.startReview();
        assertEquals(List.of("A review is already running."), host.messages);
        assertEquals(1, host.held.size());
        model.playMove(1);
        new SameThreadExecutor().submit(host.held.get(0));
        assertEquals("The game changed while it was being reviewed; the results were not applied. Review it again.",
                vm.statusProperty().get());
        assertNull(vm.resultProperty().get());
        assertEquals(List.of(), model.mainLine().get(0).nags());
        assertFalse(vm.runningProperty().get());
    }

    @Test
    void aFailureAndAnEmptyGameAreSaid() {
        ReviewViewModel vm = new ReviewViewModel(model, host, limits -> (line, progress) -> {
            throw new IllegalStateException("engine gone");
        });
        vm.startReview();
        assertEquals("There are no moves to review.", vm.statusProperty().get());
        model.playMove(7);
        vm.startReview();
        assertEquals("The review stopped: engine gone", vm.statusProperty().get());
        assertFalse(vm.runningProperty().get());
    }

    @Test
    void theBudgetIsATimeOrADepthWithEachModesDefault() {
        ReviewViewModel vm = new ReviewViewModel(model, host, limits -> (line, progress) -> null);
        assertEquals(ReviewDefaults.timeBudget((int) ReviewDefaults.MOVE_TIME_MS), vm.limits());
        vm.byDepthProperty().set(true);
        assertEquals(ReviewDefaults.DEPTH, vm.amountProperty().get());
        vm.amountProperty().set(7);
        assertEquals(Limits.depth(7), vm.limits());
        vm.byDepthProperty().set(false);
        assertEquals((int) ReviewDefaults.MOVE_TIME_MS, vm.amountProperty().get());
    }

    @Test
    void theSummaryNamesThePlayersTheGameNames() {
        ReviewViewModel vm = reviewed();
        model.setTag("White", "Aibek");
        model.setTag("Black", "?");
        ReviewResult r = vm.resultProperty().get();
        assertEquals(Map.of(Side.WHITE, "White · Aibek", Side.BLACK, "Black"),
                Map.of(Side.WHITE, vm.playerLabel(r.summary(Side.WHITE)),
                        Side.BLACK, vm.playerLabel(r.summary(Side.BLACK))));
    }
}
