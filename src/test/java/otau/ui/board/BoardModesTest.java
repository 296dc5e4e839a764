package otau.ui.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javafx.beans.property.SimpleObjectProperty;
import javafx.event.EventHandler;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.game.Position;
import otau.game.Side;

/** Every switch between board modes: input, overlays, marks and orientation. */
@ExtendWith(ApplicationExtension.class)
class BoardModesTest {
    private static final Arrow ENGINE = new Arrow(new HoleRef(Side.WHITE, 7), new HoleRef(Side.BLACK, 6), MarkColor.GREEN);
    private final List<String> clicks = new ArrayList<>();
    private BoardView board;
    private BoardModes modes;

    @Start
    void start(Stage stage) {
        board = new BoardView(Position.start());
        modes = new BoardModes(board, e -> clicks.add("analysis " + e.getHole()));
    }

    private EventHandler<MoveEvent> recorder(String name) {
        return e -> clicks.add(name + " " + e.getHole());
    }

    private void click(int hole) {
        board.getOnMove().handle(new MoveEvent(board, board, Side.WHITE, hole));
    }

    @Test
    void analysisIsActiveAtFirstAndShowsEverything(FxRobot robot) {
        robot.interact(() -> {
            assertEquals(BoardMode.ANALYSIS, modes.mode());
            modes.setEngineArrows(List.of(ENGINE));
            assertEquals(List.of(ENGINE), board.getEngineArrows());
            assertTrue(board.isShowPreview());
            assertTrue(board.isMarkupEnabled());
            assertEquals(PlayableHoles.legalMoves(Position.start()), board.getPlayableHoles());
            click(7);
            assertEquals(List.of("analysis 7"), clicks);
            assertThrows(IllegalArgumentException.class, () -> modes.enter(BoardMode.ANALYSIS, null, null, null));
        });
    }

    /**
     * What each mode shows, copied from the README's table of board modes (the repertoire row of
     * the trainer's own board): the oracle, rather than the modes' own declarations.
     */
    private static final java.util.Map<BoardMode, Set<Overlay>> README_TABLE = java.util.Map.of(
            BoardMode.PLAY, Set.of(Overlay.USER_MARKUP, Overlay.HOVER_PREVIEW, Overlay.HINTS),
            BoardMode.PUZZLE, Set.of(Overlay.HINTS),
            BoardMode.REPERTOIRE, Set.of(Overlay.HINTS),
            BoardMode.EDITOR, Set.of(),
            BoardMode.LESSON, Set.of(Overlay.USER_MARKUP, Overlay.HOVER_PREVIEW, Overlay.HINTS));

    /** Each mode shows exactly the overlays the README promises, and leaving it restores analysis as it was. */
    @Test
    void everyModeShowsOnlyItsOverlaysAndLeavingRestoresAnalysis(FxRobot robot) {
        robot.interact(() -> {
            modes.setEngineArrows(List.of(ENGINE));
            for (BoardMode m : BoardMode.values()) {
                if (m == BoardMode.ANALYSIS) {
                    continue;
                }
                ModeSession s = modes.enter(m, recorder(m.name()), null, null);
                s.markMove(Position.start(), 9, MarkColor.RED);
                assertEquals(m, modes.mode());
                Set<Overlay> shown = README_TABLE.get(m);
                assertEquals(shown.contains(Overlay.HOVER_PREVIEW), board.isShowPreview(), m + " preview");
                assertEquals(shown.contains(Overlay.USER_MARKUP), board.isMarkupEnabled(), m + " markup");
                assertEquals(shown.contains(Overlay.ENGINE_ARROWS), board.getEngineArrows().contains(ENGINE), m + " engine");
                assertEquals(shown.contains(Overlay.HINTS), !board.getEngineHighlights().isEmpty(), m + " marks");
                assertEquals(shown.contains(Overlay.EVAL_BAR), modes.allowing(Overlay.EVAL_BAR).get(), m + " bar");
                click(3);
                s.leave();
                assertTrue(s.isEnded());
                assertEquals(BoardMode.ANALYSIS, modes.mode());
                assertEquals(List.of(ENGINE), board.getEngineArrows(), "the engine arrows come back after " + m);
                assertTrue(board.getEngineHighlights().isEmpty(), m + "'s marks are gone");
                assertTrue(board.isShowPreview());
            }
            assertEquals(List.of("PLAY 3", "PUZZLE 3", "EDITOR 3", "REPERTOIRE 3", "LESSON 3"), clicks);
        });
    }

    @Test
    void puzzleAndRepertoireHideTheEngineThePreviewAndTheBar(FxRobot robot) {
        robot.interact(() -> {
            for (BoardMode m : List.of(BoardMode.PUZZLE, BoardMode.REPERTOIRE)) {
                assertFalse(m.allows(Overlay.ENGINE_ARROWS));
                assertFalse(m.allows(Overlay.HOVER_PREVIEW));
                assertFalse(m.allows(Overlay.EVAL_BAR));
            }
            modes.enter(BoardMode.PUZZLE, recorder("puzzle"), null, null);
            modes.setEngineArrows(List.of(ENGINE));
            assertTrue(board.getEngineArrows().isEmpty(), "an engine result arriving during a puzzle stays hidden");
        });
    }

    @Test
    void enteringAModeEndsTheOneBefore(FxRobot robot) {
        robot.interact(() -> {
            List<String> ended = new ArrayList<>();
            ModeSession play = modes.enter(BoardMode.PLAY, recorder("play"), null, () -> ended.add("play"));
            play.markMove(Position.start(), 5, MarkColor.BLUE);
            ModeSession puzzle = modes.enter(BoardMode.PUZZLE, recorder("puzzle"), null, () -> ended.add("puzzle"));
            assertEquals(List.of("play"), ended);
            assertTrue(play.isEnded());
            assertSame(puzzle, modes.active());
            assertTrue(board.getEngineHighlights().isEmpty() && board.getEngineArrows().isEmpty(),
                    "play's hint went with play");
            play.markMove(Position.start(), 5, MarkColor.BLUE);
            play.leave();
            assertTrue(board.getEngineHighlights().isEmpty(), "an ended mode changes nothing");
            assertEquals(BoardMode.PUZZLE, modes.mode(), "leaving an ended mode does not end the active one");
            click(4);
            assertEquals(List.of("puzzle 4"), clicks);
            puzzle.leave();
            assertEquals(List.of("play", "puzzle"), ended);
        });
    }

    @Test
    void aModesFlipIsTemporaryAndNotTheUsersChoice(FxRobot robot) {
        robot.interact(() -> {
            assertFalse(board.isFlipped());
            ModeSession puzzle = modes.enter(BoardMode.PUZZLE, recorder("puzzle"), null, null);
            puzzle.setFlipped(true);
            assertTrue(board.isFlipped());
            assertFalse(modes.userFlippedProperty().get(), "the saved orientation is untouched");
            modes.flip();
            assertFalse(board.isFlipped(), "Flip during the puzzle turns the puzzle's board");
            assertFalse(modes.userFlippedProperty().get());
            puzzle.leave();
            assertFalse(board.isFlipped());

            modes.flip();
            assertTrue(modes.userFlippedProperty().get());
            assertTrue(board.isFlipped());
            ModeSession play = modes.enter(BoardMode.PLAY, recorder("play"), null, null);
            play.setFlipped(false);
            assertFalse(board.isFlipped());
            play.leave();
            assertTrue(board.isFlipped(), "back to the user's orientation");
        });
    }

    @Test
    void aModeChoosesItsPlayableHolesOrTakesNoClicks(FxRobot robot) {
        robot.interact(() -> {
            SimpleObjectProperty<Set<Integer>> playable = new SimpleObjectProperty<>(Set.of(2, 3));
            ModeSession s = modes.enter(BoardMode.LESSON, recorder("lesson"), playable, null);
            assertEquals(Set.of(2, 3), board.getPlayableHoles());
            playable.set(Set.of());
            assertEquals(Set.of(), board.getPlayableHoles());
            modes.enter(BoardMode.EDITOR, null, null, null);
            assertTrue(s.isEnded());
            assertEquals(Set.of(), board.getPlayableHoles(), "no input: nothing playable");
            modes.leaveActive();
            assertEquals(PlayableHoles.legalMoves(Position.start()), board.getPlayableHoles());
        });
    }
}
