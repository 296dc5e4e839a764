package otau.ui.board;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.game.Fen;
import otau.game.Position;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static otau.game.Side.BLACK;
import static otau.game.Side.WHITE;

@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class BoardViewTest {
    private static final String BOTH_TUZDYKS = "0,0,45,3,X,12,0,1,20/2,0,0,31,5,X,0,9,1 25 8 b 30";

    private BoardView board;
    private final List<MoveEvent> moves = new ArrayList<>();

    @Start
    void start(Stage stage) {
        board = new BoardView();
        PlayableHoles.followLegalMoves(board);
        board.setOnMove(moves::add);
        stage.setScene(new Scene(board, 960, 740));
        stage.show();
    }

    private void show(FxRobot robot, Position p) {
        robot.interact(() -> board.setPosition(p));
    }

    private Node hole(FxRobot robot, String id) {
        return robot.lookup("#" + id).query();
    }

    private static boolean has(Node node, String pseudoClass) {
        return node.getPseudoClassStates().stream().anyMatch(pc -> pc.getPseudoClassName().equals(pseudoClass));
    }

    @Test
    void clickingAPlayableHoleFiresItsNumber(FxRobot robot) {
        robot.clickOn("#hole-w6");
        assertEquals(1, moves.size());
        assertEquals(6, moves.get(0).getHole());
        assertEquals(WHITE, moves.get(0).getSide());
        assertEquals(Position.start(), board.getPosition(), "the board leaves playing the move to its owner");
    }

    @Test
    void emptyHolesAndTheOpponentsHolesFireNothing(FxRobot robot) {
        show(robot, Fen.read("9,9,0,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 9 0 w 1"));
        robot.clickOn("#hole-w3");
        robot.clickOn("#hole-b4");
        assertTrue(moves.isEmpty(), "got " + moves);
        assertFalse(has(hole(robot, "hole-w3"), "playable"));
        assertTrue(has(hole(robot, "hole-w4"), "playable"));
    }

    @Test
    void flippedBoardPutsBlackBelowAndMapsClicks(FxRobot robot) {
        show(robot, Position.start().play(6));
        robot.interact(() -> board.setFlipped(true));
        Bounds b1 = hole(robot, "hole-b1").localToScene(hole(robot, "hole-b1").getBoundsInLocal());
        Bounds b9 = hole(robot, "hole-b9").localToScene(hole(robot, "hole-b9").getBoundsInLocal());
        Bounds w1 = hole(robot, "hole-w1").localToScene(hole(robot, "hole-w1").getBoundsInLocal());
        assertTrue(b1.getMinY() > w1.getMaxY(), "Black's row is at the bottom");
        assertTrue(b1.getMinX() < b9.getMinX(), "Black's holes read 1..9 from the left");
        assertTrue(w1.getMinX() > b9.getMinX() - 1, "White's hole 1 is top right");

        // Black's hole 1 is now the bottom-left hole: click there by position, not by id.
        Bounds onScreen = hole(robot, "hole-b1").localToScreen(hole(robot, "hole-b1").getBoundsInLocal());
        robot.clickOn(onScreen.getCenterX(), onScreen.getCenterY());
        assertEquals(1, moves.size());
        assertEquals(BLACK, moves.get(0).getSide());
        assertEquals(1, moves.get(0).getHole());
    }

    @Test
    void tuzdykPseudoClassIsOnTheTuzdykHolesOnly(FxRobot robot) {
        show(robot, Fen.read(BOTH_TUZDYKS));
        for (int n = 1; n <= 9; n++) {
            assertEquals(n == 5, has(hole(robot, "hole-w" + n), "tuzdyk"), "White's hole " + n);
            assertEquals(n == 6, has(hole(robot, "hole-b" + n), "tuzdyk"), "Black's hole " + n);
        }
    }

    @Test
    void lastMoveMarksOriginAndLanding(FxRobot robot) {
        show(robot, Position.start().play(6));
        assertTrue(has(hole(robot, "hole-w6"), "last-move-origin"));
        assertTrue(has(hole(robot, "hole-b5"), "last-move-landing"));
        assertTrue(has(hole(robot, "hole-b5"), "last-move"));
        assertFalse(has(hole(robot, "hole-w5"), "last-move"));
    }

    @Test
    void hoveringPreviewsLandingAndCapture(FxRobot robot) {
        robot.moveTo("#hole-w6");
        assertTrue(has(hole(robot, "hole-b5"), "hover-target"));
        Label preview = robot.lookup(".move-preview").queryAs(Label.class);
        assertTrue(preview.isVisible());
        assertEquals("lands on Black 5 · captures 10", preview.getText());
        robot.moveTo("#hole-b5");
        assertFalse(preview.isVisible(), "Black's holes are not playable with White to move");

        show(robot, Fen.read("9,9,9,9,9,9,9,9,2/2,9,9,9,9,9,9,9,9 7 7 w 1"));
        robot.moveTo("#hole-w9");
        assertEquals("lands on Black 1 · makes tuzdyk", preview.getText());
        assertTrue(has(hole(robot, "hole-b1"), "hover-target"));
    }

    @Test
    void thePreviewNeverCoversAStoreCount(FxRobot robot) {
        // Black to move: Black's hole 1 lies beside Black's store count.
        show(robot, Fen.read("9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 b 1"));
        for (String hole : new String[] {"hole-b1", "hole-b2", "hole-b9"}) {
            robot.moveTo("#" + hole);
            Label preview = robot.lookup(".move-preview").queryAs(Label.class);
            assertTrue(preview.isVisible(), hole);
            for (String store : new String[] {"store-b", "store-w"}) {
                javafx.scene.Node count = robot.lookup("#" + store + " .store-count").query();
                javafx.geometry.Bounds c = count.localToScene(count.getLayoutBounds());
                javafx.geometry.Bounds p = preview.localToScene(preview.getLayoutBounds());
                assertFalse(c.intersects(p), hole + ": the preview " + p + " covers " + store + "'s count " + c);
            }
        }
    }

    @Test
    void rightDragDrawsAnArrowAndRightClickToggleARing(FxRobot robot) {
        robot.drag("#hole-w3", MouseButton.SECONDARY).dropTo("#hole-b4");
        assertEquals(List.of(new Arrow(new HoleRef(WHITE, 3), new HoleRef(BLACK, 4), MarkColor.GREEN)),
                board.getUserArrows());
        assertTrue(moves.isEmpty());

        robot.rightClickOn("#hole-b7");
        assertEquals(List.of(new HoleHighlight(new HoleRef(BLACK, 7), MarkColor.GREEN)), board.getUserHighlights());
        robot.rightClickOn("#hole-b7");
        assertTrue(board.getUserHighlights().isEmpty());

        robot.drag("#hole-w3", MouseButton.SECONDARY).dropTo("#hole-b4");
        assertTrue(board.getUserArrows().isEmpty(), "the same arrow again removes it");
    }

    @Test
    void sowingAnimationStartsFromTheEmptiedHoleAndAClickShowsTheResult(FxRobot robot) {
        String[] during = new String[3];
        boolean[] playableDuring = new boolean[1];
        robot.interact(() -> {
            board.setAnimation(AnimationMode.SLOW);
            board.setPosition(Position.start().play(6));
            during[0] = robot.lookup("#count-w6").queryAs(Label.class).getText();
            during[1] = robot.lookup("#count-b5").queryAs(Label.class).getText();
            during[2] = robot.lookup("#count-w7").queryAs(Label.class).getText();
            playableDuring[0] = has(hole(robot, "hole-b1"), "playable");
        });
        assertEquals("0", during[0], "the stones are taken out first");
        assertEquals("9", during[1]);
        assertEquals("9", during[2]);
        assertFalse(playableDuring[0], "nothing is playable while stones are being sown");

        robot.clickOn("#hole-w1");
        assertEquals("1", robot.lookup("#count-w6").queryAs(Label.class).getText());
        assertEquals("0", robot.lookup("#count-b5").queryAs(Label.class).getText(), "captured");
        assertEquals("10", robot.lookup("#count-w7").queryAs(Label.class).getText());
        assertTrue(has(hole(robot, "hole-b1"), "playable"));
        assertTrue(moves.isEmpty());
    }
}
