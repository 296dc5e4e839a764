package otau.ui.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import otau.engine.Limits;
import otau.engine.egtb.DefaultTablebase;
import otau.engine.egtb.Tablebase;
import otau.engine.egtb.TestTablebases;
import otau.game.Board;
import otau.game.Fen;
import otau.game.Position;
import otau.ui.EnglishInterface;
import otau.ui.Screenshots;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * The engine panel where the engine reads the endgame table (as it does once the table is
 * built): a position the table wins reads as a win of the table, for the right side, in the
 * lines and on the bar, not as a lead of 288 stones; a line whose first move the table
 * proves a draw reads as a draw of the table, not as a level {@code 0.00}. Oracles: the
 * table's own verdict, and an exhaustive search of the small position.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class AnalysisTablebaseScoreTest {
    /** Black to move, four stones in the holes: the table says Black wins. */
    private static final Position BLACK_WINS = Fen.read("1,X,0,0,0,0,0,0,1/X,0,0,0,0,0,0,1,1 79 79 b 63");

    /** White to move, seven stones in the holes: one of White's three moves draws, the others decide the game. */
    private static final Position ONE_MOVE_DRAWS = Fen.read("0,0,0,0,0,1,0,1,1/1,1,0,0,0,1,0,1,0 79 76 w 40");

    /**
     * White to move, stones in its holes 1 and 9 and Black's hole 1, stores 78 : 81: 9 takes
     * Black's two and Black, with no stones left, cannot move: 81 : 81 (RULES.md, by hand).
     */
    private static final Position ONE_MOVE_ENDS_LEVEL = Fen.read("1,0,0,0,0,0,0,0,1/1,0,0,0,0,0,0,0,0 78 81 w 60");

    private WorkbenchWindow wb;
    private AnalysisFeature feature;
    private Tablebase before;

    /** Built before the window, off the FX thread: seconds on a busy machine, past TestFX's setup time. */
    @BeforeAll
    static void buildTheTable() {
        TestTablebases.upTo(7);
    }

    @Start
    void start(Stage stage) throws IOException {
        before = DefaultTablebase.shared();
        DefaultTablebase.use(TestTablebases.upTo(7));
        Path dir = otau.TempFolders.create("otau-analysis-table");
        wb = WorkbenchTestWindows.create(stage, dir);
        feature = AnalysisFeature.install(wb);
        feature.session().setLimits(Limits.depth(5));
        wb.selectPanel("analysis");
        wb.model().newGameFrom(BLACK_WINS);
        stage.show();
    }

    @AfterEach
    void putTheTableBack() {
        DefaultTablebase.use(before);
    }

    @Test
    void aPositionTheTableWinsReadsAsAWinOfTheTable(FxRobot robot) throws Exception {
        assertEquals(1, TestTablebases.upTo(7).result(new Board(BLACK_WINS)), "the table: Black, to move, wins");
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> {
            AnalysisSnapshot s = feature.session().snapshot();
            return s.position().equals(BLACK_WINS) && s.depth() >= 5;
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<String> lines = feature.panel().displayedLines();
        assertTrue(!lines.isEmpty() && lines.get(0).startsWith("loss (table) 63... "), lines.toString());
        assertTrue(lines.stream().noneMatch(l -> l.matches("[+-]\\d{3}\\.\\d\\d .*")), "no lead of hundreds of stones: " + lines);
        assertEquals("B", ScoreText.compact(feature.bar().evaluation()));
        // The words are not cut, in English or in Russian, the longest (the score column widens).
        List<String> cut = new java.util.ArrayList<>();
        robot.interact(() -> cut.addAll(otau.ui.LayoutAudit.problems(feature.panel(), "en")));
        Screenshots.save(robot, wb.root(), "analysis-table-win.png");
        robot.clickOn("#analysis-toggle");
        robot.interact(() -> otau.ui.I18n.setLanguage(otau.ui.Language.RUSSIAN));
        robot.clickOn("#analysis-toggle");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> feature.session().isRunning()
                && feature.session().snapshot().depth() >= 5 && feature.panel().displayedLines().get(0).startsWith("про"));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(feature.panel().displayedLines().get(0).startsWith("проигрыш (таблица) "), feature.panel().displayedLines().toString());
        robot.interact(() -> cut.addAll(otau.ui.LayoutAudit.problems(feature.panel(), "ru")));
        Screenshots.save(robot, wb.root(), "analysis-table-win-ru.png");
        // In Russian and Kyrgyz, at the window sizes a user has: the words whole, the moves beside them.
        try {
            for (otau.ui.Language language : new otau.ui.Language[] {otau.ui.Language.RUSSIAN, otau.ui.Language.KYRGYZ}) {
                for (int[] size : Screenshots.windowSizes()) {
                    robot.clickOn("#analysis-toggle");
                    robot.interact(() -> {
                        wb.stage().setWidth(size[0]);
                        wb.stage().setHeight(size[1]);
                        otau.ui.LanguageSwitch.apply(language);
                    });
                    String words = language == otau.ui.Language.RUSSIAN ? "проигрыш (таблица) " : "утулуу (таблица) ";
                    robot.clickOn("#analysis-toggle");
                    WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> feature.session().isRunning()
                            && feature.session().snapshot().depth() >= 5 && feature.panel().displayedLines().get(0).startsWith(words));
                    WaitForAsyncUtils.waitForFxEvents();
                    String shot = "analysis-table-win-" + language.tag() + "-" + size[0];
                    robot.interact(() -> cut.addAll(otau.ui.LayoutAudit.problems(wb.root(), shot)));
                    Screenshots.save(robot, wb.root(), shot + ".png");
                }
            }
        } finally {
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.ENGLISH));
        }
        assertEquals(List.of(), cut);
        robot.clickOn("#analysis-toggle");
    }

    @Test
    void aLineTheTableDrawsReadsAsADrawOfTheTable(FxRobot robot) throws Exception {
        Position p = ONE_MOVE_DRAWS;
        java.util.Map<Integer, Integer> afterEach = new java.util.TreeMap<>();
        for (int m : p.legalMoves()) {
            afterEach.put(m, otau.engine.egtb.ExhaustiveResult.of(p.play(m)));
        }
        assertEquals(1, afterEach.values().stream().filter(v -> v == 0).count(), "exhaustive search: one move draws " + afterEach);
        assertTrue(afterEach.keySet().stream().noneMatch(m -> p.play(m).isGameOver()), "no move ends the game");
        analyse(robot, p, 3);
        List<String> lines = feature.panel().displayedLines();
        List<AnalysisLine> shown = feature.session().snapshot().lines();
        for (int i = 0; i < shown.size(); i++) {
            int first = shown.get(i).pv().get(0);
            boolean draws = afterEach.get(first) == 0;
            assertEquals(draws, lines.get(i).startsWith("draw (table) "), lines.toString());
        }
        assertEquals(1, lines.stream().filter(l -> l.startsWith("draw (table) ")).count(), lines.toString());
        Screenshots.save(robot, wb.root(), "analysis-table-draw.png");
        robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.KYRGYZ));
        try {
            assertEquals(1, feature.panel().displayedLines().stream().filter(l -> l.startsWith("тең чыгуу (таблица) ")).count(),
                    feature.panel().displayedLines().toString());
            // The longest of the words (Kyrgyz), at the window sizes a user has: whole, the moves beside them.
            assertEquals(List.of(), cutAtEverySize(robot, "analysis-table-draw-ky-"));
        } finally {
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.ENGLISH));
        }
        robot.clickOn("#analysis-toggle");
    }

    @Test
    void aLineWhoseMoveEndsTheGameLevelReadsDrawInEveryLanguageUncut(FxRobot robot) throws Exception {
        Position p = ONE_MOVE_ENDS_LEVEL;
        assertTrue(p.play(9).isGameOver() && p.play(9).outcome().result() == otau.game.Outcome.Result.DRAW);
        analyse(robot, p, 2);
        List<AnalysisLine> shown = feature.session().snapshot().lines();
        List<String> lines = feature.panel().displayedLines();
        for (int i = 0; i < shown.size(); i++) {
            assertEquals(shown.get(i).pv().get(0) == 9, lines.get(i).startsWith("draw "), lines.toString());
        }
        try {
            for (otau.ui.Language language : new otau.ui.Language[] {otau.ui.Language.KYRGYZ, otau.ui.Language.RUSSIAN}) {
                robot.interact(() -> otau.ui.LanguageSwitch.apply(language));
                String word = otau.ui.I18n.get("analysis.score.draw") + " ";
                assertEquals(1, feature.panel().displayedLines().stream().filter(l -> l.startsWith(word)).count(),
                        feature.panel().displayedLines().toString());
                assertEquals(List.of(), cutAtEverySize(robot, "analysis-level-end-" + language.tag() + "-"));
            }
        } finally {
            robot.interact(() -> otau.ui.LanguageSwitch.apply(otau.ui.Language.ENGLISH));
        }
        robot.clickOn("#analysis-toggle");
    }

    /** Analyses {@code p} with {@code lines} lines until they stand at depth 5 or more. */
    private void analyse(FxRobot robot, Position p, int lines) throws Exception {
        robot.interact(() -> {
            feature.session().setSettings(feature.session().settings().withLines(lines), feature.session().engineChoice());
            wb.model().newGameFrom(p);
        });
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> {
            AnalysisSnapshot s = feature.session().snapshot();
            return s.position().equals(p) && s.depth() >= 5 && s.lines().size() == lines;
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** What is cut in the window at each size a user has (a picture {@code prefix + width} of each). */
    private List<String> cutAtEverySize(FxRobot robot, String prefix) throws IOException {
        List<String> cut = new java.util.ArrayList<>();
        for (int[] size : Screenshots.windowSizes()) {
            robot.interact(() -> {
                wb.stage().setWidth(size[0]);
                wb.stage().setHeight(size[1]);
            });
            WaitForAsyncUtils.waitForFxEvents();
            String shot = prefix + size[0];
            robot.interact(() -> cut.addAll(otau.ui.LayoutAudit.problems(wb.root(), shot)));
            Screenshots.save(robot, wb.root(), shot + ".png");
        }
        return cut;
    }
}
