package otau.ui.repertoire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.control.TreeItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import otau.db.GameDatabase;
import otau.db.HandGames;
import otau.db.RepertoireCoverage;
import otau.db.RepertoireQuiz;
import otau.db.RepertoireTree;
import otau.game.Position;
import otau.game.Side;
import otau.ui.EnglishInterface;
import otau.ui.database.DatabaseTestBench;

/**
 * A journey through the repertoire tree: build a White repertoire of ten lines by playing on
 * the tree's board (clicks and digit keys), see its gaps against a hand-made database, fill
 * one, delete and undo with the keys, promote, comment, export and import, and drill it.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class RepertoireTreeViewTest {
    private DatabaseTestBench bench;
    private final ScriptedPrompts prompts = new ScriptedPrompts();
    private final Position s = Position.start();

    /** Answers the tree's questions from fields. */
    static final class ScriptedPrompts implements RepertoirePrompts {
        Path importFile;
        Path exportFile;
        String comment;

        @Override
        public Optional<Path> chooseImport() {
            return Optional.ofNullable(importFile);
        }

        @Override
        public Optional<Path> chooseExport(String name) {
            return Optional.ofNullable(exportFile);
        }

        @Override
        public Optional<String> editComment(String move, String old) {
            return Optional.ofNullable(comment);
        }
    }

    /**
     * After 1. 7 9 2. 8 Black played 4 twice and 3 once; after 1. 3 Black played 5 once.
     * Different players so that no game is a duplicate.
     */
    static String games() {
        String[] lines = {"1. 7 9 2. 8 4", "1. 7 9 2. 8 4", "1. 7 9 2. 8 3", "1. 3 5"};
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines.length; i++) {
            sb.append(HandGames.game("Club", "2024.01.1" + i, "W" + i, "B" + i, "*", null, null, lines[i]));
        }
        return sb.toString();
    }

    @Start
    void start(Stage stage) throws IOException {
        bench = new DatabaseTestBench(stage, otau.TempFolders.create("otau-rtree"));
        bench.openDatabase("rep.db");
        bench.feature.importFiles(List.of(bench.write("games.pgn", games())));
        bench.repertoire.setTreePrompts(prompts);
        stage.show();
    }

    /** The tree's and the trainer's windows go with the test. */
    @org.junit.jupiter.api.AfterEach
    void closeWindows() throws java.util.concurrent.TimeoutException {
        org.testfx.api.FxToolkit.cleanupStages();
    }

    private void press(FxRobot robot, Node target, KeyCode code, boolean shortcut) {
        robot.interact(() -> Event.fireEvent(target, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", code, false,
                shortcut && !System.getProperty("os.name").startsWith("Mac"), false,
                shortcut && System.getProperty("os.name").startsWith("Mac"))));
    }

    private static KeyCode digit(int hole) {
        return KeyCode.valueOf("DIGIT" + hole);
    }

    /** Selects a line's row in the tree view, as a click on it would. */
    private void selectRow(FxRobot robot, RepertoireTreeView v, List<Integer> line) {
        robot.interact(() -> {
            TreeItem<RepertoireTree.Node> it = v.treeView().getRoot().getChildren().get(0);
            for (int hole : line) {
                it = it.getChildren().stream().filter(c -> c.getValue().hole() == hole).findFirst().orElseThrow();
            }
            v.treeView().getSelectionModel().select(it);
        });
    }

    private static int leaves(RepertoireTree t) {
        return (int) t.preorder().stream().filter(n -> !n.isRoot() && n.children().isEmpty()).count();
    }

    private static int firstLegal(Position p, int... avoid) {
        for (int h = 1; h <= 9; h++) {
            final int hole = h;
            if (p.isLegal(h) && java.util.Arrays.stream(avoid).noneMatch(a -> a == hole)) {
                return h;
            }
        }
        throw new AssertionError("no legal move");
    }

    @Test
    void buildTenLinesSeeTheGapsFillOneEditUndoAndDrill(FxRobot robot) throws IOException {
        // Opened from the explorer's ☆ menu.
        robot.interact(() -> bench.explorer.repertoire().showTree());
        RepertoireTreeWindow w = bench.repertoire.tree();
        RepertoireTreeModel m = w.model();
        RepertoireTreeView v = w.view();
        assertTrue(w.stage().isShowing());
        assertEquals(Side.WHITE, m.sideProperty().get());
        assertTrue(v.whereText().startsWith("Your White repertoire is empty"), v.whereText());

        // 1. 7 with the digit key; every reply of Black answered by clicking a reply and keying the answer.
        press(robot, v.treeView(), KeyCode.DIGIT7, false);
        assertEquals(List.of(7), m.cursorProperty().get().line());
        assertEquals("1. 76(10)", m.selectedNode().label());
        Position after7 = s.play(7);
        List<Integer> replies = new ArrayList<>();
        for (int r : after7.legalMoves()) {
            replies.add(r);
        }
        for (int r : replies) {
            selectRow(robot, v, List.of(7));
            assertEquals(after7, v.board().getPosition());
            robot.interact(() -> w.stage().toFront());
            robot.clickOn(robot.from(v.board()).lookup("#hole-b" + r).queryAs(Node.class));
            assertEquals(List.of(7, r), m.cursorProperty().get().line());
            assertNull(m.selectedNode(), "one reply past the tree");
            int answer = r == 9 ? 8 : firstLegal(after7.play(r));
            press(robot, v.treeView(), digit(answer), false);
            assertEquals(List.of(7, r, answer), m.cursorProperty().get().line());
        }
        // After 1. 7 9 2. 8, Black's 1 and 2 answered too; and 1. 3 as a second first move.
        Position after798 = after7.play(9).play(8);
        for (int r : new int[] {1, 2}) {
            selectRow(robot, v, List.of(7, 9, 8));
            robot.interact(() -> m.play(r));
            robot.interact(() -> m.play(firstLegal(after798.play(r))));
        }
        selectRow(robot, v, List.of());
        press(robot, v.treeView(), KeyCode.DIGIT3, false);
        RepertoireTree t = m.treeProperty().get();
        // Ten lines: the replies other than 9 (one line each), two after 1. 7 9 2. 8, and 1. 3.
        assertEquals(replies.size() - 1 + 2 + 1, leaves(t));
        assertEquals(10, leaves(t));
        assertEquals("Start position", RepertoireTreeView.text(t.roots().get(0)));
        assertTrue(t.find(List.of(7)).isMain(), "the first move added is the main one");

        // Gaps against the database, counted by hand.
        List<String> gaps = m.gapsProperty().get().stream()
                .map(g -> g.at().line() + " " + g.hole() + " " + g.games() + "/" + g.total()).toList();
        assertEquals(List.of("[7, 9, 8] 4 2/3", "[7, 9, 8] 3 1/3", "[3] 5 1/1"), gaps);
        selectRow(robot, v, List.of(7, 9, 8));
        assertEquals(List.of(4, 3), v.gapsShown().stream().map(RepertoireCoverage.Gap::hole).toList());
        assertEquals("Replies played in the database that you do not answer: 2 here, 3 in all", v.gapsTitleText());

        // Next gap goes to the most played one; the answer keyed there fills it.
        selectRow(robot, v, List.of());
        robot.clickOn("#rtree-next-gap");
        assertEquals(List.of(7, 9, 8, 4), m.cursorProperty().get().line());
        assertEquals(after798.play(4), v.board().getPosition());
        int filler = firstLegal(after798.play(4));
        press(robot, v.treeView(), digit(filler), false);
        assertEquals(List.of("[7, 9, 8] 3", "[3] 5"), m.gapsProperty().get().stream()
                .map(g -> g.at().line() + " " + g.hole()).toList());
        assertEquals(11, leaves(m.treeProperty().get()));

        // Delete 1. 3 with the Delete key, then Ctrl+Z in the tree puts it back.
        selectRow(robot, v, List.of(3));
        press(robot, v.treeView(), KeyCode.DELETE, false);
        assertNull(m.treeProperty().get().find(List.of(3)));
        assertEquals(List.of(), m.cursorProperty().get().line());
        press(robot, v.treeView(), KeyCode.Z, true);
        assertNotNull(m.treeProperty().get().find(List.of(3)));
        assertEquals(11, leaves(m.treeProperty().get()));

        // Promote 1. 3, undo it with the button; comment 1. 7.
        selectRow(robot, v, List.of(3));
        robot.clickOn("#rtree-promote");
        assertTrue(m.treeProperty().get().find(List.of(3)).isMain());
        robot.clickOn("#rtree-undo");
        assertTrue(m.treeProperty().get().find(List.of(7)).isMain());
        // Redo makes it again, by button and by Ctrl+Y; Ctrl+Z takes it back once more.
        robot.clickOn("#rtree-redo");
        assertTrue(m.treeProperty().get().find(List.of(3)).isMain());
        press(robot, v.treeView(), KeyCode.Z, true);
        assertTrue(m.treeProperty().get().find(List.of(7)).isMain());
        press(robot, v.treeView(), KeyCode.Y, true);
        assertTrue(m.treeProperty().get().find(List.of(3)).isMain());
        press(robot, v.treeView(), KeyCode.Z, true);
        assertTrue(m.treeProperty().get().find(List.of(7)).isMain());
        prompts.comment = "the main weapon";
        selectRow(robot, v, List.of(7));
        robot.clickOn("#rtree-comment");
        assertEquals("1. 76(10) — the main weapon", RepertoireTreeView.text(m.treeProperty().get().find(List.of(7))));

        // Export, and import the file as Black's lines: each reply of the tree becomes a Black move.
        prompts.exportFile = bench.dir.resolve("white.pgn");
        robot.clickOn("#rtree-export");
        assertTrue(Files.size(prompts.exportFile) > 0);
        Set<String> replyMoves = new HashSet<>();
        for (RepertoireTree.Node n : m.treeProperty().get().preorder()) {
            if (!n.isRoot() && !n.own()) {
                replyMoves.add(n.move().key() + ":" + n.hole());
            }
        }
        prompts.importFile = prompts.exportFile;
        robot.clickOn("#rtree-black");
        robot.clickOn("#rtree-import");
        assertTrue(v.messageText().startsWith("Imported from white.pgn: new moves " + replyMoves.size() + ", comments 1"),
                v.messageText());
        robot.clickOn("#rtree-white");

        // Drill: the trainer asks the filled position among the others and takes the digit keys.
        robot.clickOn("#rtree-drill");
        RepertoireTrainerWindow trainer = bench.repertoire.trainer();
        TrainerModel tm = trainer.model();
        assertEquals(Side.WHITE, tm.sideProperty().get());
        GameDatabase db = bench.feature.session().current();
        long filled = after798.play(4).hash();
        Set<Long> asked = new HashSet<>();
        for (int i = 0; i < 40 && tm.quizProperty().get() != null; i++) {
            RepertoireQuiz q = tm.quizProperty().get();
            asked.add(q.key());
            press(robot, trainer.view(), digit(q.accepted().get(0)), false);
            assertTrue(tm.answerProperty().get().correct());
            robot.interact(tm::next);
        }
        assertTrue(asked.contains(filled), "the filled gap is drilled");
        assertEquals(db.repertoire().list(Side.WHITE).stream().map(x -> x.key()).distinct().count(), asked.size());
        assertFalse(asked.isEmpty());
    }

    @Test
    void aPositionDeletedInTheTreeWhileTheTrainerAsksItIsSkipped(FxRobot robot) {
        GameDatabase db = bench.feature.session().current();
        db.repertoire().addLine(Side.WHITE, s, List.of(7, 9, 8));
        robot.interact(() -> bench.repertoire.drill(Side.WHITE));
        TrainerModel tm = bench.repertoire.trainer().model();
        assertEquals(s.hash(), tm.quizProperty().get().key());
        press(robot, bench.repertoire.trainer().view(), KeyCode.DIGIT7, false);
        assertTrue(tm.answerProperty().get().correct());
        robot.interact(tm::next);
        assertEquals(s.play(7).play(9).hash(), tm.quizProperty().get().key());

        robot.interact(bench.repertoire::showTree);
        RepertoireTreeView v = bench.repertoire.tree().view();
        selectRow(robot, v, List.of(7, 9));
        press(robot, v.treeView(), KeyCode.DELETE, false);
        assertEquals(List.of(), db.repertoire().movesAt(Side.WHITE, s.play(7).play(9).hash()));

        press(robot, bench.repertoire.trainer().view(), KeyCode.DIGIT8, false);
        assertEquals("", tm.problemProperty().get());
        assertEquals(null, tm.quizProperty().get(), "nothing else is due");
        assertEquals(1, tm.statsProperty().get().positions());
    }

    /**
     * The line under the tree's board names the side ("Your repertoire (White) is empty") with a
     * bundle text inside a bundle text, which the live switch keeps as it was: the view says it
     * again. Oracle: the Russian bundle file read directly.
     */
    @Test
    void theLineUnderTheBoardChangesLanguage(FxRobot robot) {
        try {
            robot.interact(() -> bench.explorer.repertoire().showTree());
            RepertoireTreeView v = bench.repertoire.tree().view();
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.RUSSIAN));
            java.util.ResourceBundle ru = java.util.ResourceBundle.getBundle(otau.ui.I18n.BUNDLE,
                    otau.ui.Language.RUSSIAN.locale(),
                    java.util.ResourceBundle.Control.getNoFallbackControl(java.util.ResourceBundle.Control.FORMAT_PROPERTIES));
            String white = ru.getString("side.white");
            assertTrue(v.whereText().contains(white), v.whereText());
            assertFalse(v.whereText().contains("White"), v.whereText());
        } finally {
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.ENGLISH));
        }
    }
}
