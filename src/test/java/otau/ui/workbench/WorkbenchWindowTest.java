package otau.ui.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.Markup;
import otau.game.record.RecordWriter;
import otau.model.GameNode;

@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class WorkbenchWindowTest {
    private WorkbenchFixture f;
    private Path dir;

    @Start
    void start(Stage stage) throws IOException {
        dir = otau.TempFolders.create("otau-workbench-test");
        f = new WorkbenchFixture(stage, dir);
        stage.show();
    }

    private String storeCount(FxRobot robot, String id) {
        return robot.lookup("#" + id + " .store-count").queryAs(Label.class).getText();
    }

    private String moveList() {
        return f.window.moveList().displayedText();
    }

    @Test
    void clickingHolesPlaysMovesAndTheListAndStoresFollow(FxRobot robot) {
        robot.clickOn("#hole-w6");
        robot.clickOn("#hole-b6");
        robot.clickOn("#hole-w1");
        Position expected = Position.start().play(6).play(6).play(1);
        assertEquals(expected, f.model.currentPosition());
        assertEquals(expected, f.window.board().getPosition());
        assertEquals(Integer.toString(expected.store(Side.WHITE)), storeCount(robot, "store-w"));
        assertEquals(Integer.toString(expected.store(Side.BLACK)), storeCount(robot, "store-b"));
                assertTrue(moveList().contains("1. 65(10) 65(10) 2. 1"), moveList());
        assertEquals("Black to move · move 2", f.window.statusText());
        GameNode last = f.model.currentNode();
        assertTrue(f.window.moveList().itemOf(last).getPseudoClassStates().toString().contains("current"));
    }

    @Test
    void arrowKeysHomeAndEndStepThroughTheGameWhereverTheFocusIs(FxRobot robot) {
        robot.clickOn("#hole-w6").clickOn("#hole-b6").clickOn("#hole-w1");
        GameNode third = f.model.currentNode();
        // Focus on the move list must not swallow the keys.
        robot.clickOn(f.window.moveList().itemOf(third.parent()));
        assertEquals(2, f.model.currentNode().ply());
        robot.type(KeyCode.LEFT);
        assertEquals(1, f.model.currentNode().ply());
        robot.type(KeyCode.HOME);
        assertTrue(f.model.currentNode().isRoot());
        robot.type(KeyCode.RIGHT);
        assertEquals(1, f.model.currentNode().ply());
        robot.type(KeyCode.END);
        assertEquals(third, f.model.currentNode());
        assertEquals(third.position(), f.window.board().getPosition());
    }

    @Test
    void upAndDownSwitchVariationsAndTheContextMenuPromotesAndDeletes(FxRobot robot) {
        robot.clickOn("#hole-w6").clickOn("#hole-b6");
        robot.type(KeyCode.LEFT);
        robot.clickOn("#hole-b2");
        GameNode variation = f.model.currentNode();
        assertFalse(variation.isOnMainLine());
        assertEquals("1. 65(10) 65(10) ( 1... 22(10) )", moveList());
        robot.type(KeyCode.UP);
        assertTrue(f.model.currentNode().isOnMainLine());
        robot.type(KeyCode.DOWN);
        assertEquals(variation, f.model.currentNode());

        robot.clickOn(f.window.moveList().itemOf(variation), MouseButton.SECONDARY);
        robot.clickOn("#movelist-promoteToMain");
        assertTrue(variation.isOnMainLine());
        assertEquals("1. 65(10) 22(10) ( 1... 65(10) )", moveList());

        GameNode old = f.model.root().children().get(0).children().get(1);
        robot.clickOn(f.window.moveList().itemOf(old), MouseButton.SECONDARY);
        robot.clickOn("#movelist-deleteVariation");
        assertEquals("1. 65(10) 22(10)", moveList());
        assertEquals(1, f.model.root().children().get(0).children().size());
    }

    @Test
    void undoAndRedoKeysRunOnceEachAndDeleteCutsTheRest(FxRobot robot) {
        robot.clickOn("#hole-w6").clickOn("#hole-b6").clickOn("#hole-w1");
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertEquals(2, f.model.root().endOfLine().ply(), "one key press undoes one move");
        robot.press(KeyCode.CONTROL).type(KeyCode.Y).release(KeyCode.CONTROL);
        assertEquals(3, f.model.root().endOfLine().ply());
        robot.type(KeyCode.HOME).type(KeyCode.RIGHT).type(KeyCode.DELETE);
        assertTrue(f.model.currentNode().isRoot());
        assertFalse(f.model.root().hasChildren());
        assertEquals("Click a hole to play a move.", moveList());
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.Z).release(KeyCode.SHIFT, KeyCode.CONTROL);
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertEquals(3, f.model.root().endOfLine().ply());
    }

    /**
     * While a lesson (or a game against the engine, a puzzle, a drill) owns the board, Ctrl+Z
     * does not take away the move it stands on: Undo and the deletions wait for analysis.
     */
    @Test
    void undoWaitsWhileAnotherModeOwnsTheBoard(FxRobot robot) {
        robot.clickOn("#hole-w6").clickOn("#hole-b6");
        otau.ui.board.ModeSession[] lesson = new otau.ui.board.ModeSession[1];
        robot.interact(() -> lesson[0] = f.window.boardModes().enter(otau.ui.board.BoardMode.LESSON, e -> { }, null, null));
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertEquals(2, f.model.root().endOfLine().ply(), "the lesson's moves stay");
        robot.type(KeyCode.DELETE);
        assertEquals(2, f.model.root().endOfLine().ply(), "nor does Delete cut them");
        robot.interact(() -> lesson[0].leave());
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertEquals(1, f.model.root().endOfLine().ply(), "back in analysis, Undo undoes");
    }

    @Test
    void flipAndDarkThemeFromKeysAndRememberedInTheSettings(FxRobot robot) {
        robot.type(KeyCode.F);
        assertTrue(f.window.board().isFlipped());
        robot.type(KeyCode.D);
        assertTrue(f.window.root().getStyleClass().contains("dark"));
        robot.interact(() -> f.window.close());
        WorkbenchPreferences again = new WorkbenchPreferences(dir.resolve("workbench.properties"));
        assertTrue(again.getBoolean("view.dark", false));
        assertTrue(again.getBoolean("board.flipped", false));
        assertTrue(again.has("window.width"));
        assertTrue(again.has("divider.main"));
    }

    @Test
    void newGameAsksBeforeDroppingUnsavedWork(FxRobot robot) throws IOException {
        robot.clickOn("#hole-w6");
        f.prompts.saveChoice = UserPrompts.SaveChoice.CANCEL;
        robot.press(KeyCode.CONTROL).type(KeyCode.N).release(KeyCode.CONTROL);
        assertEquals(1, f.model.root().size() - 1, "cancel keeps the game");
        assertEquals(List.of("save changes to New game"), f.prompts.asked);

        f.prompts.saveChoice = UserPrompts.SaveChoice.SAVE;
        f.prompts.fileToSave = dir.resolve("first.pgn");
        robot.press(KeyCode.CONTROL).type(KeyCode.N).release(KeyCode.CONTROL);
        assertTrue(Files.readString(f.prompts.fileToSave).contains("1. 65(10)"));
        assertFalse(f.model.root().hasChildren(), "after saving, the new game starts");
        assertFalse(f.model.isModified());

        robot.clickOn("#hole-w1");
        f.prompts.saveChoice = UserPrompts.SaveChoice.DISCARD;
        robot.interact(() -> assertTrue(f.window.close()));
        assertFalse(f.window.stage().isShowing());
    }

    @Test
    void openingAFileOfSeveralGamesOffersThemAndSaveWritesBackIntoTheSlot(FxRobot robot) throws IOException {
        Path file = dir.resolve("club.pgn");
        Files.writeString(file, "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. 65(10) *\n\n"
                + "[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. 19 *\n");
        f.prompts.fileToOpen = file;
        f.prompts.gameToPick = 1;
        robot.press(KeyCode.CONTROL).type(KeyCode.O).release(KeyCode.CONTROL);
        assertEquals("C", f.model.tag("White"));
        assertEquals("club.pgn #2", f.model.origin().toString());
        assertTrue(f.prompts.asked.contains("pick one of 2"));
        assertEquals("club.pgn #2", robot.lookup("#status-file").queryAs(Label.class).getText());

        robot.type(KeyCode.END).clickOn("#hole-b9");
        assertTrue(f.model.isModified());
        robot.press(KeyCode.CONTROL).type(KeyCode.S).release(KeyCode.CONTROL);
        assertFalse(f.model.isModified());
        String saved = Files.readString(file);
        assertTrue(saved.startsWith("[White \"A\"]"), "the first game is untouched");
        assertTrue(saved.contains("[White \"C\"]") && saved.contains("1. 19 9"), saved);
    }

    @Test
    void aDamagedFileShowsItsProblemsAndOpensWhatCouldBeRead(FxRobot robot) throws IOException {
        Path file = dir.resolve("bad.pgn");
        Files.writeString(file, "[White \"A\"]\n[Black \"B\"]\n\n1. 65(10) 97 2. 55 *\n");
        f.prompts.fileToOpen = file;
        robot.press(KeyCode.CONTROL).type(KeyCode.O).release(KeyCode.CONTROL);
        assertEquals(1, f.prompts.problemsShown.size());
        String problem = f.prompts.problemsShown.get(0);
        assertTrue(problem.contains("bad.pgn") && problem.contains("line 4") && problem.contains("'97'"), problem);
        assertEquals("A", f.model.tag("White"));
        assertEquals(1, f.model.mainLine().size(), "the move before the problem was read");
    }

    @Test
    void pasteTellsPositionsFromGamesAndSaysWhatIsWrong(FxRobot robot) {
        String fen = "9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 b 1";
        robot.interact(() -> f.window.paste(fen));
        assertEquals(Fen.read(fen), f.model.root().position());
        assertEquals(Side.BLACK, f.model.currentPosition().sideToMove());

        robot.interact(() -> f.window.paste("9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 q 1"));
        assertNotNull(f.prompts.errorShown);
        assertTrue(f.prompts.errorShown.contains("side to move"), f.prompts.errorShown);
        assertTrue(f.prompts.asked.contains("error The clipboard text could not be read"), f.prompts.asked.toString());
        robot.interact(() -> f.window.paste("  "));
        assertTrue(f.prompts.asked.contains("error Nothing to paste"), f.prompts.asked.toString());

        robot.interact(() -> f.window.paste("[White \"Aibek\"]\n[Black \"Dana\"]\n\n1. 65(10) 65(10) *"));
        assertEquals("Aibek", f.model.tag("White"));
        assertEquals(2, f.model.mainLine().size());

        robot.interact(() -> f.model.undo());
        assertEquals(Fen.read(fen), f.model.root().position(), "a paste is undone like any edit");

        // Three games copied: the first is pasted, and the others are said, not dropped in silence.
        robot.interact(() -> f.window.paste("[White \"A\"]\n\n1. 65(10) *\n\n[White \"B\"]\n\n1. 19 *\n\n"
                + "[White \"C\"]\n\n1. 29 *\n"));
        assertEquals("A", f.model.tag("White"));
        assertEquals("Pasted the first of the 3 games copied (Undo returns to the previous game; save them to a file"
                + " and open it to choose another)", f.window.statusMessage());
    }

    /** The autosave of an instance that ended without saving its work. */
    private void leftover(String text) throws IOException {
        try (otau.model.files.AutosaveStore other = new otau.model.files.AutosaveStore(dir.resolve("autosave"))) {
            other.save(text, null, Instant.now());
        }
    }

    @Test
    void unsavedWorkFromLastTimeIsOfferedAndRecovered(FxRobot robot) throws IOException {
        leftover("[White \"Lost\"]\n[Black \"Work\"]\n\n1. 65(10) *\n");
        f.prompts.recoveryChoice = UserPrompts.RecoveryChoice.RECOVER;
        robot.interact(() -> f.window.offerRecovery());
        assertEquals("Lost", f.model.tag("White"));
        assertTrue(f.model.isModified(), "recovered work is still unsaved");
        assertTrue(f.autosave.current().orElseThrow().recordText().contains("Lost"),
                "the recovered work is this instance's autosave now");

        leftover("[White \"Old\"]\n\n1. 11 *\n");
        f.prompts.recoveryChoice = UserPrompts.RecoveryChoice.DISCARD;
        robot.interact(() -> f.window.offerRecovery());
        assertEquals("Lost", f.model.tag("White"));
        assertTrue(f.autosave.pendingRecovery().isEmpty(), "discarded work is not offered again");
    }

    @Test
    void markupDrawnOnTheBoardIsKeptWithTheMoveAndUndoable(FxRobot robot) {
        robot.clickOn("#hole-w6");
        robot.clickOn("#hole-b3", MouseButton.SECONDARY);
        GameNode node = f.model.currentNode();
        assertEquals(List.of(Markup.hole('G', Side.BLACK, 3)), node.markup());
        robot.type(KeyCode.LEFT);
        assertTrue(f.window.board().getUserHighlights().isEmpty());
        robot.type(KeyCode.RIGHT);
        assertEquals(1, f.window.board().getUserHighlights().size());
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertTrue(node.markup().isEmpty());
        assertTrue(f.window.board().getUserHighlights().isEmpty());
    }

    @Test
    void commentsAndGlyphsShowInTheList(FxRobot robot) {
        robot.clickOn("#hole-w6").clickOn("#hole-b6");
        f.prompts.comment = "a fine reply";
        robot.type(KeyCode.LEFT);
        robot.press(KeyCode.CONTROL).type(KeyCode.K).release(KeyCode.CONTROL);
        GameNode first = f.model.currentNode();
        robot.clickOn(f.window.moveList().itemOf(first), MouseButton.SECONDARY);
        // The menu has the plain menu font, not the main-line move's larger bold one.
        javafx.scene.text.Font menuFont = robot.lookup(".move-context-menu .menu-item .label")
                .queryAs(javafx.scene.control.Label.class).getFont();
        Label anyLabel = robot.lookup("#status-file").queryAs(Label.class);
        assertFalse(menuFont.getStyle().toLowerCase(java.util.Locale.ROOT).contains("bold"), menuFont.toString());
        assertEquals(anyLabel.getFont().getSize(), menuFont.getSize(), 0.01, menuFont.toString());
        robot.clickOn("#menu-glyphs");
        robot.clickOn("#nag-1");
        assertEquals(List.of(1), first.nags());
        assertEquals("1. 65(10)! a fine reply 1... 65(10)", moveList());
    }

    @Test
    void panelsJoinTheSideAndBottomAreas(FxRobot robot) {
        robot.interact(() -> {
            f.window.addSidePanel("engine", "command.shortcuts", new StackPane(new Label("engine here")));
            f.window.addBottomPanel("graph", "command.shortcuts", new StackPane(new Label("graph here")));
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertNotNull(robot.lookup("engine here").tryQuery().orElse(null));
        assertNotNull(robot.lookup("graph here").tryQuery().orElse(null));
        assertTrue(robot.lookup(".side-tabs").queryAs(TabPane.class).getTabs().stream()
                .anyMatch(t -> "panel-engine".equals(t.getId())));
        robot.interact(() -> assertTrue(f.window.removePanel("engine")));
        assertNull(robot.lookup("engine here").tryQuery().orElse(null));
    }

    @Test
    void copyGameWritesTheRecord(FxRobot robot) {
        robot.clickOn("#hole-w6");
        String[] copied = new String[1];
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.C).release(KeyCode.SHIFT, KeyCode.CONTROL);
        robot.interact(() -> copied[0] = javafx.scene.input.Clipboard.getSystemClipboard().getString());
        assertEquals(RecordWriter.write(f.model.toRecord()), copied[0]);
    }

    @Test
    void fileCloseAsksAboutUnsavedWorkThenLeavesAnEmptyBoard(FxRobot robot) {
        robot.clickOn("#hole-w6");
        f.prompts.saveChoice = UserPrompts.SaveChoice.CANCEL;
        robot.press(KeyCode.CONTROL).type(KeyCode.W).release(KeyCode.CONTROL);
        assertEquals(List.of("save changes to New game"), f.prompts.asked);
        assertEquals(1, f.model.currentNode().ply(), "cancelled: the game stays");
        f.prompts.saveChoice = UserPrompts.SaveChoice.DISCARD;
        robot.interact(() -> f.window.run(Command.CLOSE));
        assertTrue(f.model.currentNode().isRoot());
        assertFalse(f.model.isModified());
        assertEquals("New game closed", f.window.statusMessage());
    }
}
