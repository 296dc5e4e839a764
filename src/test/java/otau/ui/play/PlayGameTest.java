package otau.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.Callable;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.db.GameDatabase;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;
import otau.model.GameNode;
import otau.play.GameTimeControl;
import otau.play.StrengthLevel;

@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class PlayGameTest {
    /** Few stones left: whatever is played, the game ends within a few moves. */
    private static final String NEAR_END = "0,0,0,0,0,0,0,2,1/1,0,0,0,0,0,0,1,0 80 77 w 60";

    private PlayFixture f;
    private Path dir;

    @Start
    void start(Stage stage) throws IOException {
        dir = otau.TempFolders.create("otau-play-test");
        f = new PlayFixture(stage, dir);
        stage.show();
    }

    private static void waitFor(Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, condition);
        } catch (TimeoutException e) {
            throw new AssertionError("timed out waiting", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    private PlayPanel panel(FxRobot robot) {
        return robot.lookup("#play-panel").queryAs(PlayPanel.class);
    }

    @Test
    void aShortGameAgainstTheWeakestLevelWithClocksEndsWithItsResultInTheTags(FxRobot robot) throws Exception {
        GameDatabase.open(dir.resolve("games.db")).close();
        robot.interact(() -> f.window.loadGame(new GameRecord(Fen.read(NEAR_END))));
        f.prompts.settings = p -> new PlaySettings(p.start(), Side.WHITE, StrengthLevel.of(1),
                GameTimeControl.of(1, 2), false);
        robot.interact(() -> f.window.selectPanel("play"));
        // Before any game the panel shows no players and no clocks (no empty boxes).
        assertFalse(panel(robot).clocksShown());
        robot.clickOn("#play-from-here");
        assertEquals(List.of(true), f.prompts.askedFromHere);
        PlayController c = f.play.controller();
        assertTrue(c.isPlaying());
        assertTrue(panel(robot).clocksShown());
        assertEquals("1:00", panel(robot).humanClockText());

        int moves = 0;
        while (!c.game().isOver()) {
            assertTrue(moves++ < 40, "the game should be over by now");
            waitFor(() -> c.game().isOver() || c.game().isHumanToMove() && !c.thinkingProperty().get());
            if (c.game().isOver()) {
                break;
            }
            // Only the player's clock runs on their turn.
            String engineBefore = panel(robot).engineClockText();
            // Read before the time moves: the panel's 100 ms ticker may show the new time at once,
            // and a text read after it would then be waited on to change for ever.
            String humanBefore = panel(robot).humanClockText();
            f.advanceMs(3_000);
            waitFor(() -> !panel(robot).humanClockText().equals(humanBefore));
            assertEquals(engineBefore, panel(robot).engineClockText());
            int hole = c.game().position().legalMoves()[0];
            robot.clickOn("#hole-w" + hole);
        }
        waitFor(() -> !f.prompts.results.isEmpty());
        assertFalse(c.isPlaying());
        assertNull(c.clock().running(), "both clocks stopped");
        String human = panel(robot).humanClockText();
        f.advanceMs(20_000);
        robot.interact(() -> { });
        Thread.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(human, panel(robot).humanClockText(), "a stopped clock does not move");

        assertEquals("You", f.model.tag("White"));
        assertEquals("Otau level 1", f.model.tag("Black"));
        assertEquals(c.game().result().notation(), f.model.tag("Result"));
        assertEquals(c.game().position().outcome().result().notation(), f.model.tag("Result"));
        assertEquals("normal", f.model.tag("Termination"));
        assertEquals("60+2", f.model.tag("TimeControl"));
        assertEquals("Otau training game", f.model.tag("Event"));
        assertEquals("0", f.model.tag("Takebacks"));
        assertEquals("0", f.model.tag("Hints"));
        assertEquals(c.game().plies(), f.model.mainLine().size());
        assertEquals(c.game().position(), f.model.mainLine().get(f.model.mainLine().size() - 1).position());
        assertTrue(f.prompts.results.get(0).contains("Analyse"), f.prompts.results.toString());
        try (GameDatabase db = GameDatabase.open(dir.resolve("games.db"))) {
            assertEquals(1, db.gameCount(), "the finished game went to the database");
        }
        // Between games the board plays any legal move again.
        robot.interact(() -> f.model.goTo(f.model.root()));
        assertEquals(Position.start().legalMoves().length > 0, !f.window.board().getPlayableHoles().isEmpty());
        shoot(robot, f.window.root().getScene().getRoot(), "play.png");
    }

    /**
     * The panel and its messages name the opponent in the interface language, after a live
     * switch too; the record keeps the program's own name, the same in every language, so that a
     * player's training games stay together in the database. Expected texts written by hand.
     */
    @Test
    void theOpponentIsNamedInTheInterfaceLanguageAndTheRecordKeepsItsOwnName(FxRobot robot) {
        robot.interact(() -> f.window.loadGame(new GameRecord(Fen.read(NEAR_END))));
        f.prompts.settings = p -> new PlaySettings(p.start(), Side.WHITE, StrengthLevel.of(3),
                GameTimeControl.NONE, false);
        robot.interact(() -> f.window.selectPanel("play"));
        robot.clickOn("#play-from-here");
        PlayController c = f.play.controller();
        assertEquals("Black · Otau level 3", robot.lookup("#play-engine-name").queryLabeled().getText());
        try {
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.RUSSIAN));
            assertEquals("Чёрные · Otau (уровень 3)", robot.lookup("#play-engine-name").queryLabeled().getText());
            robot.interact(c::resign);
            assertEquals("Вы сдались (0-1).", c.status());
            assertEquals("Otau level 3", f.model.tag("Black"), "the record keeps the program's own name");
        } finally {
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.ENGLISH));
        }
    }

    @Test
    void playFromHereInAVariationKeepsTheStudiedLineThroughTakebackHintAndResignation(FxRobot robot)
            throws Exception {
        GameRecord studied = GameRecord.newGame();
        RecordNode n = studied.root();
        for (int m : new int[] {7, 9, 3, 5, 2, 6}) {
            n = n.addChild(m);
        }
        robot.interact(() -> f.window.loadGame(studied));
        GameNode second = f.model.mainLine().get(1);
        f.prompts.settings = p -> new PlaySettings(p.start(), p.humanSide(), StrengthLevel.of(2),
                GameTimeControl.NONE, true);
        robot.interact(() -> f.play.playFromHere(second));
        PlayController c = f.play.controller();
        assertEquals(Side.WHITE, c.game().humanSide(), "the side to move at the node is proposed");
        assertTrue(f.window.board().getPlayableHoles().contains(1));

        // A move other than the studied 3 goes into a variation; the engine answers in it.
        robot.clickOn("#hole-w1");
        waitFor(() -> c.game().isHumanToMove());
        assertEquals(6, f.model.mainLine().size(), "the studied line is untouched");
        assertEquals(3, f.model.mainLine().get(2).move().hole());
        GameNode variation = second.child(1);
        assertFalse(variation.isOnMainLine());
        assertEquals(c.game().position(), f.model.currentPosition());

        // Not the player's turn at another move: the board does not play for the game.
        robot.interact(() -> f.model.goTo(second));
        assertTrue(f.window.board().getPlayableHoles().isEmpty());
        robot.interact(() -> f.model.goTo(variation.mainChild()));

        robot.interact(c::takeback);
        assertEquals(1, c.game().takebacks());
        assertEquals(second, f.model.currentNode());
        assertNull(second.child(1), "the taken-back variation is gone");
        assertEquals(6, f.model.mainLine().size());

        robot.interact(c::hint);
        waitFor(() -> !f.window.board().getEngineArrows().isEmpty() || !f.window.board().getEngineHighlights().isEmpty());
        assertEquals(1, c.game().hints());
        shoot(robot, f.window.root().getScene().getRoot(), "play-hint.png");

        robot.interact(c::resign);
        assertFalse(c.isPlaying());
        assertNotEquals("", second.comment());
        assertTrue(second.comment().contains("Otau level 2") && second.comment().contains("by resignation")
                && second.comment().contains("Takebacks 1, hints 1"), second.comment());
        assertEquals("?", f.model.tag("White"), "the studied game's tags stay as they were");
    }

    @Test
    void aPlayerWhoseTimeRunsOutLosesOnTime(FxRobot robot) {
        robot.interact(() -> f.play.begin(new PlaySettings(Position.start(), Side.WHITE, StrengthLevel.of(1),
                GameTimeControl.of(1, 0), false)));
        PlayController c = f.play.controller();
        f.advanceMs(50_500);
        waitFor(() -> robot.lookup("#clock-human").queryAs(javafx.scene.control.Label.class)
                .getStyleClass().contains("low-time"));
        assertTrue(c.isPlaying());
        f.advanceMs(9_501);
        waitFor(() -> !c.isPlaying());
        assertEquals("time forfeit", f.model.tag("Termination"));
        assertEquals("0-1", f.model.tag("Result"));
        assertEquals("0.0", panel(robot).humanClockText());
    }

    @Test
    void thePlayersNameGoesIntoTheRecordAndIsProposedNextTime(FxRobot robot) {
        List<PlaySettings> proposals = new java.util.ArrayList<>();
        // The second time the dialog is cancelled: only its proposal matters.
        f.prompts.settings = p -> {
            proposals.add(p);
            return proposals.size() > 1 ? null
                    : new PlaySettings(p.start(), Side.WHITE, StrengthLevel.of(1), GameTimeControl.NONE, false, " Aibek ");
        };
        robot.interact(() -> f.play.newGameAgainstEngine());
        PlayController c = f.play.controller();
        assertTrue(c.isPlaying());
        assertEquals("", proposals.get(0).playerName(), "no name yet");
        assertEquals("Aibek", f.model.tag("White"));
        assertEquals("Otau level 1", f.model.tag("Black"));
        assertTrue(panel(robot).humanNameText().endsWith(" · Aibek"), panel(robot).humanNameText());
        robot.interact(c::resign);
        robot.interact(() -> f.play.newGameAgainstEngine());
        assertEquals("Aibek", proposals.get(1).playerName(), "the name is remembered");
        assertFalse(c.isPlaying());
    }

    @Test
    void theDialogShowsSidesLevelsAndClocks(FxRobot robot) throws Exception {
        PlayDialog[] form = new PlayDialog[1];
        robot.interact(() -> {
            form[0] = new PlayDialog(new PlaySettings(Position.start(), null, StrengthLevel.of(4),
                    GameTimeControl.of(5, 3), true), true);
            new Scene(form[0]);
            form[0].applyCss();
            form[0].layout();
        });
        PlaySettings s = form[0].settings();
        assertNull(s.humanSide(), "random side");
        assertEquals(4, s.level().number());
        assertEquals(GameTimeControl.of(5, 3), s.timeControl());
        assertTrue(s.asVariation());
        assertEquals("", s.playerName(), "no name typed: the record says the interface's word for you");
        robot.interact(() -> ((javafx.scene.control.TextField) form[0].lookup("#play-name")).setText("Dana"));
        assertEquals("Dana", form[0].settings().playerName());
        shoot(robot, form[0], "play-dialog.png");

        // The custom clock's fields are checked as typed, naming the field.
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        assertEquals(java.util.List.of(), form[0].checks().messages());
        robot.interact(() -> ((javafx.scene.control.Spinner<?>) form[0].lookup("#play-increment")).getEditor().setText("90"));
        assertEquals(java.util.List.of("Seconds added per move: a whole number from 0 to 60"), form[0].checks().messages());
        assertTrue(form[0].checks().invalidProperty().get());
        robot.interact(() -> ((javafx.scene.control.Spinner<?>) form[0].lookup("#play-increment")).getEditor().setText("10"));
        assertFalse(form[0].checks().invalidProperty().get());
    }

    private static void shoot(FxRobot robot, javafx.scene.Parent node, String name) throws IOException {
        Path out = Path.of("target", "screenshots");
        Files.createDirectories(out);
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = node.snapshot(null, null));
        BufferedImage img = SwingFXUtils.fromFXImage(shot[0], null);
        ImageIO.write(img, "png", out.resolve(name).toFile());
    }
}
