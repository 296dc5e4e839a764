package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;
import otau.puzzle.Puzzle;
import otau.ui.EnglishInterface;
import otau.ui.I18n;
import otau.ui.InView;
import otau.ui.Language;
import otau.ui.LayoutAudit;
import otau.ui.Screenshots;
import otau.ui.puzzle.TrainerController.Phase;

/**
 * What a player needs after a move stays in view in a 1024x700 window, in the two longest
 * languages (Russian and Kyrgyz), with the workbench's default dividers: after a wrong move
 * (the explanation, Retry, Hint, Show solution, Analyse, Next puzzle) and after solving a
 * puzzle with seven themes (seven explanations, which once pushed Next puzzle below the fold).
 * The oracle is the geometry of the scene: each button lies inside the window and inside the
 * visible part of every scroll pane around it.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class TrainerBarInViewTest {
    /** The position of the test file's t-win (19. 76(82) wins at once), with seven described themes. */
    private static final String SEVEN_THEMES = """
            [Event "Puzzle"]
            [Result "*"]
            [SetUp "1"]
            [FEN "X,0,0,1,1,3,9,19,1/0,8,1,7,1,19,0,0,1 62 29 w 19"]
            [Id "t-seven-themes"]
            [Theme "capture combination sacrifice quietmove onlymove counting tempo"]
            [Goal "win"]
            [Rating "600"]

            19. 76(82) *
            """;
    private static final List<String> AFTER_A_WRONG_MOVE = List.of("#puzzle-feedback", "#puzzle-retry",
            "#puzzle-hint", "#puzzle-solution", "#puzzle-analyse", "#puzzle-next");
    private static final List<String> AFTER_SOLVING = List.of("#puzzle-feedback", "#puzzle-next",
            "#puzzle-streak-run", "#puzzle-analyse");

    /** The trainer's count of a wrong move, as each language words it. */
    private static final java.util.Map<Language, String> COUNTED = java.util.Map.of(
            Language.ENGLISH, "this move is (\\d+) stones? worse than the best move\\.",
            Language.RUSSIAN, "этот ход на (\\d+) кумалак\\S* хуже лучшего хода\\.",
            Language.KAZAKH, "бұл жүріс ең жақсы жүрістен (\\d+) құмалаққа нашар\\.",
            Language.KYRGYZ, "бул жүрүш эң жакшы жүрүштөн (\\d+) коргоолго начар\\.");

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    @Test
    void theButtonsNeededAfterAMoveStayInViewAt1024x700InRussianAndKyrgyz(FxRobot robot) throws IOException {
        List<String> problems = new ArrayList<>();
        for (Language l : List.of(Language.RUSSIAN, Language.KYRGYZ)) {
            PuzzleTestSetup t = open(robot, l);
            TrainerController trainer = t.feature.trainer();
            Path seven = Files.writeString(t.dir.resolve("seven.pgn"), SEVEN_THEMES);
            robot.interact(() -> {
                try {
                    trainer.addCollection(seven);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
                // The puzzle file's line is 26. 72(78) 13 27. 82(80): 27. 3 is wrong.
                trainer.start(puzzle(trainer, "t-combination"));
                trainer.play(7);
                trainer.play(3);
            });
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(Phase.WRONG, trainer.phaseProperty().get(), l.tag());
            problems.addAll(outOfView(robot, l.tag() + " after a wrong move", AFTER_A_WRONG_MOVE));
            Screenshots.save(robot, t.window.root(), "trainer-bar-" + l.tag() + "-1024-wrong.png");

            robot.interact(() -> {
                trainer.start(puzzle(trainer, "t-seven-themes"));
                trainer.play(7);
            });
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(Phase.SOLVED, trainer.phaseProperty().get(), l.tag());
            Labeled notes = robot.lookup("#puzzle-theme-notes").queryAs(Labeled.class);
            // Oracle: the seven themes of the file, each described in every language.
            assertEquals(7, notes.getText().lines().count(), l.tag() + ": " + notes.getText());
            assertTrue(isInside(notes, t.feature.panel().scroller()), "the explanations scroll, the bar does not");
            problems.addAll(outOfView(robot, l.tag() + " after solving", AFTER_SOLVING));
            Screenshots.save(robot, t.window.root(), "trainer-bar-" + l.tag() + "-1024-solved.png");
            Screenshots.save(robot, t.feature.panel(), "trainer-bar-" + l.tag() + "-1024-solved-panel.png");
            robot.interact(() -> problems.addAll(LayoutAudit.problems(t.feature.panel(), l.tag() + " trainer panel")));
            robot.interact(() -> t.window.stage().close());
        }
        assertEquals(List.of(), problems);
    }

    /**
     * The etude lines of a result proved in half (a win given up with the result open; a draw
     * kept with the solver's own win open and the engine answering) in Russian and Kyrgyz at
     * 1024x700 and 1280x800: the buttons stay in view and nothing is cut. The texts are put on
     * the panel after a wrong move, where the most buttons show.
     */
    @Test
    void theEtudeLinesOfAHalfProvedResultFit(FxRobot robot) throws IOException {
        List<String> problems = new ArrayList<>();
        for (int[] size : new int[][] {{1024, 700}, {1280, 800}}) {
            for (Language l : List.of(Language.RUSSIAN, Language.KYRGYZ)) {
                PuzzleTestSetup t = open(robot, l, size[0], size[1]);
                TrainerController trainer = t.feature.trainer();
                robot.interact(() -> {
                    trainer.start(puzzle(trainer, "t-combination"));
                    trainer.play(7);
                    trainer.play(3);
                });
                WaitForAsyncUtils.waitForFxEvents();
                assertEquals(Phase.WRONG, trainer.phaseProperty().get(), l.tag());
                Labeled feedback = robot.lookup("#puzzle-feedback").queryAs(Labeled.class);
                // The longest last, for the screenshot.
                for (String text : List.of(I18n.get("puzzles.etude.givesUpWinOpen", "72. 93(63)"),
                        I18n.get("puzzles.noHint"), I18n.get("puzzles.playOut.started"), I18n.get("puzzles.playOut.stopped"),
                        I18n.get("puzzles.playOut.stoppedByUser"),
                        I18n.get("puzzles.etude.offLineOpen", "72... 89", "73. 45"))) {
                    robot.interact(() -> {
                        feedback.textProperty().unbind();
                        feedback.setText(otau.ui.MoveNumberGlue.glue(text));
                    });
                    WaitForAsyncUtils.waitForFxEvents();
                    String where = l.tag() + " " + size[0] + ": " + text.substring(0, 20);
                    problems.addAll(outOfView(robot, where, AFTER_A_WRONG_MOVE));
                    robot.interact(() -> problems.addAll(LayoutAudit.problems(t.feature.panel(), where)));
                }
                Screenshots.save(robot, t.window.root(), "trainer-half-proved-" + l.tag() + "-" + size[0] + ".png");
                robot.interact(() -> t.window.stage().close());
            }
        }
        assertEquals(List.of(), problems);
    }

    /**
     * While Show solution plays a kept draw out, Stop stands in view beside the other buttons,
     * and the text it ends with fits, in Russian and Kyrgyz at both window sizes.
     */
    @Test
    void stopDuringAPlayOutAndItsEndStayInView(FxRobot robot) throws Exception {
        List<String> problems = new ArrayList<>();
        for (int[] size : new int[][] {{1024, 700}, {1280, 800}}) {
            for (Language l : List.of(Language.RUSSIAN, Language.KYRGYZ)) {
                PuzzleTestSetup t = open(robot, l, size[0], size[1], true);
                TrainerController trainer = t.feature.trainer();
                TrainerPlayOutTest.keptDrawWithTheWinOpen(robot, t);
                String where = l.tag() + " " + size[0];
                // All in one turn of the FX thread, so the play-out (whose steps answer on it) is still under way.
                robot.interact(() -> {
                    trainer.showSolution();
                    t.window.root().applyCss();
                    t.window.root().layout();
                    problems.addAll(LayoutAudit.problems(t.feature.panel(), where + " playing out"));
                    for (String id : List.of("#puzzle-stop-play-out", "#puzzle-feedback")) {
                        String problem = InView.problem(t.window.root().lookup(id));
                        if (problem != null) {
                            problems.add(where + " playing out: " + problem);
                        }
                    }
                    try {
                        Screenshots.write(t.window.root().snapshot(null, null),
                                "trainer-play-out-" + l.tag() + "-" + size[0] + ".png");
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                    trainer.stopPlayOut();
                });
                WaitForAsyncUtils.waitFor(60, java.util.concurrent.TimeUnit.SECONDS,
                        () -> trainer.phaseProperty().get() == Phase.SOLUTION_SHOWN);
                WaitForAsyncUtils.waitForFxEvents();
                assertTrue(trainer.feedbackProperty().get().startsWith(I18n.get("puzzles.playOut.stoppedByUser")),
                        where + ": " + trainer.feedbackProperty().get());
                problems.addAll(outOfView(robot, t, where + " stopped", AFTER_SOLVING));
                robot.interact(() -> problems.addAll(LayoutAudit.problems(t.feature.panel(), where + " stopped")));
                robot.interact(() -> t.window.stage().close());
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void aWrongMoveThatCapturedIsCountedAgainstTheBestMoveInEveryLanguage(FxRobot robot) {
        for (Language l : Language.values()) {
            PuzzleTestSetup t = open(robot, l);
            TrainerController trainer = t.feature.trainer();
            Puzzle p = puzzle(trainer, "t-capture");
            otau.game.Position after = p.start().play(5);
            assertEquals(2, after.store(otau.game.Side.BLACK) - p.start().store(otau.game.Side.BLACK),
                    "4... 57(12) captures 2");
            robot.interact(() -> {
                trainer.start(p);
                trainer.play(5);
            });
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(Phase.WRONG, trainer.phaseProperty().get(), l.tag());
            String feedback = robot.lookup("#puzzle-feedback").queryAs(Labeled.class).getText();
            for (String phrase : otau.ui.LossWordingTest.AGAINST_THE_BEST.get(l)) {
                assertTrue(feedback.contains(phrase), l + ": " + feedback);
            }
            for (String verb : otau.ui.LossWordingTest.OLD_VERBS.get(l)) {
                assertFalse(feedback.contains(verb), l + ": " + feedback);
            }
            java.util.regex.Matcher n = java.util.regex.Pattern.compile(COUNTED.get(l)).matcher(feedback);
            assertTrue(n.find() && Integer.parseInt(n.group(1)) >= 1, l + ": " + feedback);
            robot.interact(() -> t.window.stage().close());
        }
    }

    /**
     * The puzzle list shows two whole rows without any scrolling in a new user's window
     * (1280x800, the default dividers, nothing solved yet). It once lay below a scrolling part
     * with labels over each filter and an open history, out of view until scrolled to, and then
     * scrolled inside it: the oracle is the geometry of the scene, the part of the list inside
     * the window and the viewport of every scroll pane around it.
     */
    @Test
    void thePuzzleListShowsTwoRowsWithoutScrollingInANewUsersWindow(FxRobot robot) {
        PuzzleTestSetup t = open(robot, Language.ENGLISH, 1280, 800);
        double[] seen = new double[2];
        robot.interact(() -> {
            javafx.scene.control.ListView<?> list = robot.lookup("#puzzle-list").query();
            seen[0] = visibleHeight(list);
            seen[1] = list.getFixedCellSize();
        });
        assertTrue(seen[0] >= 2 * seen[1], "the list shows " + seen[0] + " px, rows are " + seen[1] + " px");
        robot.interact(() -> t.window.stage().close());
    }

    /** The height of {@code n} inside the window and the viewports of the scroll panes around it. */
    private static double visibleHeight(Node n) {
        javafx.geometry.Bounds b = n.localToScene(n.getLayoutBounds());
        double top = Math.max(0, b.getMinY());
        double bottom = Math.min(n.getScene().getHeight(), b.getMaxY());
        for (javafx.scene.Parent p = n.getParent(); p != null; p = p.getParent()) {
            if (p instanceof javafx.scene.control.ScrollPane sp && sp.lookup(".viewport") != null) {
                Node viewport = sp.lookup(".viewport");
                javafx.geometry.Bounds v = viewport.localToScene(viewport.getLayoutBounds());
                top = Math.max(top, v.getMinY());
                bottom = Math.min(bottom, v.getMaxY());
            }
        }
        return Math.max(0, bottom - top);
    }

    private static PuzzleTestSetup open(FxRobot robot, Language l) {
        return open(robot, l, 1024, 700);
    }

    /** A workbench of {@code width} x {@code height} in {@code l}, with the side panel's default divider. */
    private static PuzzleTestSetup open(FxRobot robot, Language l, int width, int height) {
        return open(robot, l, width, height, false);
    }

    /** With {@code forPlayOut}: a real background pool and the node budget that leaves the club etude's win open. */
    private static PuzzleTestSetup open(FxRobot robot, Language l, int width, int height, boolean forPlayOut) {
        PuzzleTestSetup[] made = new PuzzleTestSetup[1];
        robot.interact(() -> {
            I18n.setLanguage(l);
            Stage s = new Stage();
            try {
                made[0] = forPlayOut ? new PuzzleTestSetup(s, 0, () -> null, TrainerPlayOutTest.NODES, true)
                        : new PuzzleTestSetup(s);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            // The setup gives the panels extra room; a new user has the default move list share.
            made[0].window.preferences().put("divider.side",
                    otau.ui.workbench.WorkbenchTestWindows.DEFAULT_SIDE_DIVIDER);
            s.setWidth(width);
            s.setHeight(height);
            s.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(height, made[0].window.root().getScene().getHeight(), 1);
        return made[0];
    }

    /** The same, looked up in {@code t}'s window only (for a test with several windows open in turn). */
    private static List<String> outOfView(FxRobot robot, PuzzleTestSetup t, String where, List<String> ids) {
        List<String> out = new ArrayList<>();
        robot.interact(() -> {
            for (String id : ids) {
                String problem = InView.problem(t.window.root().lookup(id));
                if (problem != null) {
                    out.add(where + ": " + problem);
                }
            }
        });
        return out;
    }

    private static List<String> outOfView(FxRobot robot, String where, List<String> ids) {
        List<String> out = new ArrayList<>();
        robot.interact(() -> {
            for (String id : ids) {
                Node n = robot.lookup(id).query();
                String problem = InView.problem(n);
                if (problem != null) {
                    out.add(where + ": " + problem);
                }
            }
        });
        return out;
    }

    private static Puzzle puzzle(TrainerController trainer, String id) {
        return trainer.pool().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
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
