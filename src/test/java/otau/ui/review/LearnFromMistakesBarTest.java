package otau.ui.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;
import otau.game.Side;
import otau.game.record.RecordReader;
import otau.model.GameNode;
import otau.review.MoveReview;
import otau.ui.EnglishInterface;
import otau.ui.I18n;
import otau.ui.InView;
import otau.ui.Language;
import otau.ui.LayoutAudit;
import otau.ui.Screenshots;
import otau.ui.analysis.AnalysisFeature;
import otau.ui.workbench.Command;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * Learn from Mistakes in a 1024x700 window, in Russian and Kyrgyz, on the review panel test's
 * game reviewed by the real engine: started from its shortcut's command with the panel
 * scrolled down, its prompt, verdict and buttons are in view (the geometry of the scene is the
 * oracle); there is one "Next mistake" button on screen, and its shortcut steps through the
 * same positions as the button, in the order of the review's marked moves.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class LearnFromMistakesBarTest {
    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    @Test
    void theDrillsPromptAndItsOneNextMistakeAreInViewAt1024x700InRussianAndKyrgyz(FxRobot robot)
            throws IOException {
        List<String> problems = new ArrayList<>();
        for (Language l : List.of(Language.RUSSIAN, Language.KYRGYZ)) {
            WorkbenchWindow[] made = new WorkbenchWindow[1];
            ReviewFeature[] feature = new ReviewFeature[1];
            var dir = otau.TempFolders.create("otau-drill-bar");
            robot.interact(() -> {
                I18n.setLanguage(l);
                Stage s = new Stage();
                made[0] = WorkbenchTestWindows.create(s, dir);
                feature[0] = ReviewFeature.install(made[0], AnalysisFeature.install(made[0]));
                made[0].loadGame(RecordReader.readGame(GameReviewPanelTest.GAME));
                feature[0].panel().setDepth(8);
                s.setWidth(1024);
                s.setHeight(700);
                s.show();
            });
            WorkbenchWindow wb = made[0];
            ReviewPanel panel = feature[0].panel();
            robot.interact(() -> wb.run(Command.REVIEW_GAME));
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(700, wb.root().getScene().getHeight(), 1);
            assertTrue(panel.result() != null, l + ": reviewed");
            // Oracle for the order: Black's marked moves as the review lists them, by ply.
            List<MoveReview> blackMarks = panel.result().marked().stream().filter(m -> m.mover() == Side.BLACK)
                    .toList();
            assertTrue(blackMarks.size() >= 2, blackMarks.toString());
            assertEquals(1, shownNextMistakeButtons(robot, wb).size(), l + ": before the drill, the review's own");

            // The user had scrolled down to the lists; then the shortcut.
            robot.interact(() -> {
                for (Node n : wb.root().lookupAll(".scroll-pane")) {
                    if (n instanceof ScrollPane sp && isInside(sp, panel)) {
                        sp.setVvalue(sp.getVmax());
                    }
                }
                ScrollPane outer = outerScroll(panel);
                if (outer != null) {
                    outer.setVvalue(outer.getVmax());
                }
                panel.setDrillSide(Side.BLACK);
                wb.run(Command.RETRY_MISTAKES);
            });
            WaitForAsyncUtils.waitForFxEvents();
            assertTrue(panel.drill().isActive(), l.tag());
            assertEquals(node(wb, blackMarks.get(0).ply()).parent(), wb.model().currentNode(),
                    l + ": the position before Black's first marked move");
            problems.addAll(outOfView(robot, l.tag() + " drill started", "#drill-prompt", "#drill-next",
                    "#drill-quit"));
            List<Labeled> next = shownNextMistakeButtons(robot, wb);
            assertEquals(1, next.size(), l + ": one Next mistake on screen, not " + next);
            assertEquals("drill-next", next.get(0).getId());

            // The game's own move again: the drill says so, in view.
            GameNode mistake = node(wb, blackMarks.get(0).ply());
            robot.interact(() -> wb.model().playMove(mistake.move().hole()));
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(I18n.get("drill.sameMove"), panel.drill().feedbackText());
            problems.addAll(outOfView(robot, l.tag() + " after a try", "#drill-feedback", "#drill-next"));
            Screenshots.save(robot, wb.root(), "drill-bar-" + l.tag() + "-1024.png");
            robot.interact(() -> problems.addAll(LayoutAudit.problems(panel, l.tag() + " review panel, drill")));

            // The shortcut of Next mistake does what the button does: Black's second marked move.
            robot.interact(() -> wb.run(Command.NEXT_MISTAKE));
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(node(wb, blackMarks.get(1).ply()).parent(), wb.model().currentNode(),
                    l + ": the position before Black's second marked move");
            assertTrue(panel.drill().promptText().contains("2"), panel.drill().promptText());
            problems.addAll(outOfView(robot, l.tag() + " next mistake", "#drill-prompt", "#drill-next"));
            robot.interact(() -> wb.stage().close());
        }
        assertEquals(List.of(), problems);
    }

    private static GameNode node(WorkbenchWindow wb, int ply) {
        return wb.model().mainLine().get(ply - 1);
    }

    /** Every button on screen (shown, in view) that reads "Next mistake" in the interface language. */
    private static List<Labeled> shownNextMistakeButtons(FxRobot robot, WorkbenchWindow wb) {
        List<String> texts = List.of(I18n.get("command.nextMistake"), I18n.get("drill.next"));
        List<Labeled> out = new ArrayList<>();
        robot.interact(() -> {
            wb.root().applyCss();
            wb.root().layout();
            for (Node n : wb.root().lookupAll(".button")) {
                if (n instanceof Button b && b.getText() != null && texts.contains(b.getText()) && isShown(b)) {
                    out.add(b);
                }
            }
        });
        return out;
    }

    private static boolean isShown(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return n.getScene() != null;
    }

    private static List<String> outOfView(FxRobot robot, String where, String... ids) {
        List<String> out = new ArrayList<>();
        robot.interact(() -> {
            for (String id : ids) {
                String problem = InView.problem(robot.lookup(id).query());
                if (problem != null) {
                    out.add(where + ": " + problem);
                }
            }
        });
        return out;
    }

    private static ScrollPane outerScroll(Node n) {
        for (Node p = n.getParent(); p != null; p = p.getParent()) {
            if (p instanceof ScrollPane sp) {
                return sp;
            }
        }
        return null;
    }

    private static boolean isInside(Node node, Node parent) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n == parent) {
                return true;
            }
        }
        return false;
    }
}
