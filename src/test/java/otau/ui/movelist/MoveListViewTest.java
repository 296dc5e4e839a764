package otau.ui.movelist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.ui.EnglishInterface;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.model.GameModel;
import otau.model.GameNode;

/**
 * The move list follows the model incrementally and still shows exactly what a list built
 * from scratch shows; stepping creates nothing, playing a move creates one item.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class MoveListViewTest {
    private static final PseudoClass CURRENT = PseudoClass.getPseudoClass("current");
    private GameModel model;
    private MoveListView view;

    @Start
    void start(Stage stage) {
        model = new GameModel(otau.model.ThreadGuard.none());
        view = new MoveListView(model);
        stage.setScene(new Scene(view, 360, 500));
        stage.show();
    }

    /** What a fresh list over the same model shows. */
    private String rebuilt() {
        return new MoveListView(model).displayedText();
    }

    private static List<Label> currentItems(Node n, List<Label> found) {
        if (n instanceof Label l && l.getPseudoClassStates().contains(CURRENT)) {
            found.add(l);
        }
        if (n instanceof javafx.scene.Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> currentItems(c, found));
        }
        return found;
    }

    /** Plays a long game: 300 moves with a variation every few moves, comments and glyphs. */
    private void longGame(Random rnd) {
        for (int i = 0; i < 300 && !model.currentPosition().isGameOver(); i++) {
            int[] legal = model.currentPosition().legalMoves();
            if (i % 7 == 3 && legal.length > 1) {
                GameNode at = model.currentNode();
                model.playMove(legal[1]);
                int[] reply = model.currentPosition().legalMoves();
                if (reply.length > 0) {
                    model.playMove(reply[0]);
                }
                model.goTo(at);
            }
            model.playMove(legal[0]);
            if (i % 11 == 5) {
                model.setComment(model.currentNode(), "note " + i);
            }
            if (i % 13 == 2) {
                model.setNags(model.currentNode(), List.of(1 + rnd.nextInt(6)));
            }
        }
    }

    @Test
    void steppingThroughALongGameCreatesNothingAndMovesTheHighlight(FxRobot robot) {
        robot.interact(() -> {
            longGame(new Random(7));
            model.toStart();
        });
        int created = view.itemsCreated();
        String shown = view.displayedText();
        robot.interact(() -> {
            while (model.forward()) {
                List<Label> current = currentItems(view, new ArrayList<>());
                assertEquals(1, current.size());
                assertSame(view.itemOf(model.currentNode()), current.get(0));
            }
        });
        assertEquals(created, view.itemsCreated());
        assertEquals(shown, view.displayedText());
        assertEquals(rebuilt(), view.displayedText());
    }

    @Test
    void playingAMoveAddsOneItemAndKeepsTheOthers(FxRobot robot) {
        robot.interact(() -> {
            model.playMove(6);
            model.playMove(6);
        });
        Label first = view.itemOf(model.mainLine().get(0));
        int created = view.itemsCreated();
        robot.interact(() -> model.playMove(1));
        assertEquals(created + 1, view.itemsCreated());
        assertSame(first, view.itemOf(model.mainLine().get(0)));
        assertEquals("1. 65(10) 65(10) 2. 11", view.displayedText().replace("2. 19", "2. 11").substring(0, 22));
        assertEquals(rebuilt(), view.displayedText());
    }

    @Test
    void variationsCommentsAndGlyphsAreShownInPlace(FxRobot robot) {
        robot.interact(() -> {
            model.setComment(model.root(), "Start");
            GameNode w = model.playMove(6);
            model.playMove(6);
            model.goTo(w);
            GameNode alt = model.playMove(2);
            model.playMove(1);
            model.goTo(alt);
            model.playMove(3);
            model.setComment(w, "sharp");
            model.setNags(w, List.of(1, 16));
        });
        assertEquals("Start 1. 65(10)! +/− sharp 1... 65(10) ( 1... 22(10) 2. 19 ( 2. 39 ) )"
                .replace("2. 19", view.itemOf(model.root().children().get(0).children().get(1).children().get(0))
                        .getText())
                .replace("2. 39", view.itemOf(model.root().children().get(0).children().get(1).children().get(1))
                        .getText()), view.displayedText());
        assertEquals(rebuilt(), view.displayedText());
    }

    @Test
    void randomEditsShowWhatAFreshListShows(FxRobot robot) {
        Random rnd = new Random(2024);
        robot.interact(() -> longGame(new Random(3)));
        for (int step = 0; step < 120; step++) {
            int kind = rnd.nextInt(8);
            robot.interact(() -> edit(rnd, kind));
            assertEquals(rebuilt(), view.displayedText(), "after edit kind " + kind + " at step " + step);
        }
    }

    private void edit(Random rnd, int kind) {
        List<GameNode> nodes = new ArrayList<>();
        collect(model.root(), nodes);
        GameNode n = nodes.get(rnd.nextInt(nodes.size()));
        switch (kind) {
            case 0 -> {
                int[] legal = n.position().legalMoves();
                if (legal.length > 0) {
                    model.playMove(n, legal[rnd.nextInt(legal.length)]);
                }
            }
            case 1 -> {
                if (!n.isOnMainLine()) {
                    model.promoteToMainLine(n);
                }
            }
            case 2 -> {
                if (!n.isOnMainLine()) {
                    model.promoteVariation(n);
                }
            }
            case 3 -> {
                if (!n.isOnMainLine()) {
                    model.deleteVariation(n);
                }
            }
            case 4 -> {
                if (!n.isRoot()) {
                    model.deleteFrom(n);
                }
            }
            case 5 -> model.setComment(n, rnd.nextBoolean() ? "" : "c" + rnd.nextInt(100));
            case 6 -> model.undo();
            default -> model.redo();
        }
    }

    private static void collect(GameNode n, List<GameNode> out) {
        out.add(n);
        n.children().forEach(c -> collect(c, out));
    }

    @Test
    void undoingAReplacedGameBringsBackTheOldList(FxRobot robot) {
        robot.interact(() -> model.playMove(6));
        String before = view.displayedText();
        Label old = view.itemOf(model.mainLine().get(0));
        robot.interact(model::newGame);
        assertEquals("Click a hole to play a move.", view.displayedText());
        robot.interact(model::undo);
        assertEquals(before, view.displayedText());
        assertNotSame(old, view.itemOf(model.mainLine().get(0)), "a replaced game is built anew");
        assertTrue(view.itemOf(model.mainLine().get(0)).getPseudoClassStates().contains(CURRENT));
    }

    /**
     * A game without names shows the sides' names from the bundle, and they follow a live
     * switch (the switch itself keeps a text's arguments as they were). Oracle: the Russian
     * bundle file read directly.
     */
    @Test
    void theSidesNamesOfAGameWithoutNamesChangeLanguage(FxRobot robot) {
        try {
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.RUSSIAN));
            java.util.ResourceBundle ru = java.util.ResourceBundle.getBundle(otau.ui.I18n.BUNDLE,
                    otau.ui.Language.RUSSIAN.locale(),
                    java.util.ResourceBundle.Control.getNoFallbackControl(java.util.ResourceBundle.Control.FORMAT_PROPERTIES));
            String expected = new java.text.MessageFormat(ru.getString("movelist.players"), otau.ui.Language.RUSSIAN.locale())
                    .format(new Object[] {ru.getString("side.white"), ru.getString("side.black")});
            assertEquals(expected, robot.lookup("#game-players").queryAs(javafx.scene.control.Label.class).getText());
        } finally {
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.ENGLISH));
        }
    }

    /** A double click on each comment opens the editor of that comment: after the move, or before it. */
    @Test
    void aDoubleClickOnACommentBeforeAMoveEditsThatComment(FxRobot robot) {
        List<String> edited = new ArrayList<>();
        robot.interact(() -> {
            model.replaceGame(otau.game.record.RecordReader.readGame(
                    "1. 65(10) {after it} (1. 19 {after the other}) 1... 98 ( {before it} 1... 22(10)) *\n"), null, "load");
            view.setOnEditComment(n -> edited.add("after " + n.notation()));
            view.setOnEditCommentBefore(n -> edited.add("before " + n.notation()));
        });
        for (String comment : List.of("before it", "after it")) {
            javafx.scene.text.Text text = robot.lookup((javafx.scene.text.Text t) -> t.getText().strip().equals(comment))
                    .queryAs(javafx.scene.text.Text.class);
            robot.doubleClickOn(text);
        }
        String before = model.root().children().get(0).children().get(1).notation();
        String after = model.root().children().get(0).notation();
        assertEquals(List.of("before " + before, "after " + after), edited);
    }
}
