package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.RecordReader;
import otau.play.GameTimeControl;
import otau.play.StrengthLevel;
import otau.ui.analysis.AnalysisFeature;
import otau.ui.database.DatabaseFeature;
import otau.ui.export.ImageExport;
import otau.ui.export.Worksheets;
import otau.ui.help.HelpFeature;
import otau.ui.play.PlaySettings;
import otau.ui.preferences.PreferencesDialog;
import otau.ui.puzzle.PuzzleFeature;
import otau.ui.workbench.Command;
import otau.ui.workbench.FxUserPrompts;
import otau.ui.workbench.WorkbenchTestWindows;
import otau.ui.workbench.WorkbenchWindow;

/**
 * Nothing is cut short, in any of the four languages, on a small screen (1024x700) or a
 * large one (1600x1000): the main window with each side panel, the play panel in a game, the
 * trainer mid-puzzle, and the dialogs. {@link LayoutAudit} says what counts as cut. Every
 * view is left as {@code target/screenshots/layout-<lang>-<width>-<view>.png} to be looked at.
 */
@ExtendWith({EnglishInterface.class, ApplicationExtension.class})
class ClippedTextTest {
    static final int[][] SIZES = {{1024, 700}, {1600, 1000}};
    private static final String GAME = """
            [Event "Club night"]
            [White "Aibek"]
            [Black "Dana"]
            [Result "*"]

            {A sharp opening} 1. 65(10) 87 2. 55 (2. 11 {also possible} 2... 33(12)) 2... 65(2)
            3. 12(22) $1 45(4) 4. 25X 78(18) 5. 38 93 $2 6. 64(30) 17 *
            """;

    private final List<String> problems = new ArrayList<>();
    private otau.ui.play.PlayFeature play;
    private otau.ui.explorer.ExplorerFeature explorer;
    private AnalysisFeature analysis;

    /** It runs in its own surefire execution with a 1600x1000 screen; elsewhere (-Dtest=…) it is skipped. */
    @org.junit.jupiter.api.BeforeEach
    void aLargeEnoughScreen() {
        var screen = javafx.stage.Screen.getPrimary().getBounds();
        org.junit.jupiter.api.Assumptions.assumeTrue(screen.getWidth() >= 1600 && screen.getHeight() >= 1000,
                "needs the layout-check execution's 1600x1000 headless screen");
    }

    @AfterEach
    void english() {
        I18n.setLanguage(Language.ENGLISH);
    }

    private WorkbenchWindow workbench(FxRobot robot, Language l, int[] size) throws IOException {
        return workbench(robot, l, size, "");
    }

    /** {@code settings}: lines of workbench.properties to start with (e.g. a divider). */
    private WorkbenchWindow workbench(FxRobot robot, Language l, int[] size, String settings) throws IOException {
        return workbench(robot, l, size, settings, GAME);
    }

    private WorkbenchWindow workbench(FxRobot robot, Language l, int[] size, String settings, String game)
            throws IOException {
        Path dir = otau.TempFolders.create("otau-layout");
        Files.writeString(dir.resolve("workbench.properties"), settings);
        WorkbenchWindow[] wb = new WorkbenchWindow[1];
        robot.interact(() -> {
            I18n.setLanguage(l);
            WorkbenchWindow w = WorkbenchTestWindows.create(new Stage(), dir);
            // As the application's composition root installs them, keeping the play feature at hand.
            PreferencesDialog.install(w);
            ImageExport.install(w);
            Worksheets.install(w);
            otau.ui.export.TgkExport.install(w);
            otau.ui.export.Handouts.install(w);
            play = otau.ui.play.PlayFeature.install(w);
            analysis = AnalysisFeature.install(w);
            otau.ui.review.ReviewFeature.install(w, analysis);
            DatabaseFeature database = DatabaseFeature.install(w);
            explorer = otau.ui.explorer.ExplorerFeature.install(w, database);
            otau.ui.repertoire.RepertoireFeature.install(w, database.session(), java.time.Clock.systemDefaultZone());
            PuzzleFeature.install(w);
            otau.ui.study.StudyFeature.install(w);
            HelpFeature.install(w);
            otau.ui.classroom.ClassroomMode.install(w);
            play.setDatabase(dir.resolve("games.db"));
            w.loadGame(RecordReader.readGame(game));
            w.model().goTo(w.model().mainLine().get(6));
            w.stage().setX(0);
            w.stage().setY(0);
            w.stage().setWidth(size[0]);
            w.stage().setHeight(size[1]);
            w.stage().show();
            wb[0] = w;
        });
        WaitForAsyncUtils.waitForFxEvents();
        return wb[0];
    }

    private void check(FxRobot robot, Parent root, Language l, int[] size, String view) throws IOException {
        String where = l.tag() + " " + size[0] + "x" + size[1] + " " + view;
        List<String> found = new ArrayList<>();
        robot.interact(() -> found.addAll(LayoutAudit.problems(root, where)));
        problems.addAll(found);
        Screenshots.save(robot, root, "layout-" + l.tag() + "-" + size[0] + "-" + view + ".png");
    }

    @Test
    void theMainWindowWithEachSidePanelThePlayPanelInAGameAndTheTrainerMidPuzzle(FxRobot robot)
            throws IOException {
        for (Language l : Language.values()) {
            for (int[] size : SIZES) {
                WorkbenchWindow wb = workbench(robot, l, size);
                TabPane side = (TabPane) wb.root().lookup(".side-tabs");
                for (Tab tab : List.copyOf(side.getTabs())) {
                    robot.interact(() -> side.getSelectionModel().select(tab));
                    check(robot, wb.root(), l, size, tab.getId().substring("panel-".length()));
                    if (tab.getId().equals("panel-explorer")) {
                        // The explorer's filter fields open.
                        robot.interact(() -> explorer.panel().showFilters(true));
                        check(robot, wb.root(), l, size, "explorer-filters");
                        robot.interact(() -> explorer.panel().showFilters(false));
                    }
                }
                robot.interact(() -> play.setPrompts(new otau.ui.play.PlayPrompts() {
                    @Override
                    public java.util.Optional<PlaySettings> askSettings(PlaySettings proposal, boolean fromHere) {
                        return java.util.Optional.of(proposal);
                    }

                    @Override
                    public boolean confirmResign() {
                        return true;
                    }

                    @Override
                    public EndChoice showResult(String title, String text, String reviewText) {
                        return EndChoice.CLOSE;
                    }
                }));
                robot.interact(() -> play.begin(new PlaySettings(Position.start(), Side.WHITE,
                        StrengthLevel.of(1), GameTimeControl.of(5, 3), false)));
                check(robot, wb.root(), l, size, "play-in-game");
                robot.interact(() -> {
                    play.controller().resign();
                    // The finished game is not the question here.
                    wb.model().markSaved();
                    wb.run(Command.NEXT_PUZZLE);
                });
                robot.interact(() -> {
                    Position p = wb.model().currentPosition();
                    int hole = p.legalMoves()[p.legalMoves().length - 1];
                    wb.board().fireEvent(new otau.ui.board.MoveEvent(wb.board(), wb.board(), p.sideToMove(), hole));
                });
                WaitForAsyncUtils.waitForFxEvents();
                check(robot, wb.root(), l, size, "trainer-mid-puzzle");
                checkStudyMidLesson(robot, wb, l, size);
                robot.interact(() -> wb.stage().hide());
            }
        }
        assertEquals(List.of(), problems);
    }

    /** A study of two chapters, the second interactive, for the study panel mid-lesson. */
    private static final String STUDY = """
            [StudyName "Openings for the club"]
            [ChapterName "The centre and the long diagonal"]
            [Result "*"]

            1. 65(10) 98 *

            [StudyName "Openings for the club"]
            [ChapterName "Find the plan"]
            [ChapterMode "interactive"]
            [Orientation "white"]
            [Result "*"]

            {Find the plan} 1. 65(10) {Right} (1. 19 {If you play 19, Black answers 98 and takes the lead}) 1... 98 *
            """;

    /** The study panel with a study open and an interactive chapter under way after a wrong move. */
    private void checkStudyMidLesson(FxRobot robot, WorkbenchWindow wb, Language l, int[] size) throws IOException {
        Path file = otau.TempFolders.create("otau-layout-study").resolve("openings.pgn");
        Files.writeString(file, STUDY);
        robot.interact(() -> {
            wb.model().markSaved();
            wb.openFile(file);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            wb.run(Command.NEXT_CHAPTER);
            ((javafx.scene.control.Button) wb.root().lookup("#study-play")).fire();
        });
        robot.interact(() -> wb.board().fireEvent(
                new otau.ui.board.MoveEvent(wb.board(), wb.board(), Side.WHITE, 1)));
        WaitForAsyncUtils.waitForFxEvents();
        check(robot, wb.root(), l, size, "study-mid-lesson");
    }

    /** The club game of {@link #GAME} between two players with long names, at a long event. */
    private static final String LONG_NAMES = GAME.replace("[Event \"Club night\"]",
                    "[Event \"Чемпионат Кыргызской Республики по тогуз коргоолу среди юниоров\"]")
            .replace("[White \"Aibek\"]", "[White \"Айдарбеков Нурсултан Жолдошбекович\"]")
            .replace("[Black \"Dana\"]", "[Black \"Токтогулова Назгүл Абдыкадыровна\"]");

    /**
     * Where people found text cut, in Kyrgyz and Russian at both sizes: the Keyboard Shortcuts
     * window on its first open, the games browser's column headers, every strength of the
     * new-game dialog, Save as Puzzle's verdict, the player header with long names, the status
     * line's hint, the engine panel's lines, and the study dialogs (rename, pick a puzzle).
     */
    @Test
    void thePlacesFoundCutInKyrgyzAndRussian(FxRobot robot) throws IOException {
        for (Language l : List.of(Language.KYRGYZ, Language.RUSSIAN)) {
            for (int[] size : SIZES) {
                WorkbenchWindow wb = workbench(robot, l, size, "", LONG_NAMES);
                dialog(robot, wb, l, size, "shortcuts-first-open", () -> wb.run(Command.SHORTCUTS));
                dialog(robot, wb, l, size, "games-browser", () -> wb.run(Command.GAMES_BROWSER));
                for (StrengthLevel level : StrengthLevel.all()) {
                    dialog(robot, wb, l, size, "new-game-level-" + level.number(), () -> wb.run(Command.PLAY_AGAINST_ENGINE),
                            root -> ((javafx.scene.control.ComboBox<StrengthLevel>) root.lookup("#play-level")).setValue(level));
                }
                for (String verdict : List.of("puzzles.author.goalMissed", "puzzles.author.unsound")) {
                    dialog(robot, wb, l, size, "save-as-puzzle-" + verdict.substring(verdict.lastIndexOf('.') + 1),
                            () -> wb.run(Command.SAVE_AS_PUZZLE),
                            root -> {
                                // The verdict follows the form's model; here it shows the longest words it can say.
                                javafx.scene.control.Label shown = (javafx.scene.control.Label) root.lookup("#puzzle-verdict");
                                shown.textProperty().unbind();
                                shown.setText(I18n.get(verdict, 12));
                            });
                }
                otau.ui.study.FxStudyPrompts study = new otau.ui.study.FxStudyPrompts(wb::stage);
                dialog(robot, wb, l, size, "study-rename", () -> study.askName(I18n.get("study.renameChapter"),
                        I18n.get("study.chapterName", 12)));
                dialog(robot, wb, l, size, "study-pick-puzzle-titles", () -> study.pickOne(I18n.get("study.pickPuzzle"),
                        List.of("otau-4c012108 — " + I18n.get("puzzles.title.winStones", 2) + " ("
                                + I18n.get("puzzles.theme.evencapture") + ", " + I18n.get("puzzles.theme.quietmove") + ")")));
                robot.interact(() -> wb.showMessage(I18n.get("puzzles.noCollection")));
                check(robot, wb.root(), l, size, "long-names-status-hint");
                engineLines(robot, wb, l, size);
                robot.interact(() -> wb.stage().hide());
            }
        }
        assertEquals(List.of(), problems);
    }

    /** The engine panel with the engine's lines showing, stopped so that they hold still. */
    private void engineLines(FxRobot robot, WorkbenchWindow wb, Language l, int[] size) throws IOException {
        TabPane side = (TabPane) wb.root().lookup(".side-tabs");
        robot.interact(() -> {
            side.getSelectionModel().select(side.getTabs().stream()
                    .filter(t -> t.getId().equals("panel-analysis")).findFirst().orElseThrow());
            wb.run(Command.ANALYSIS_TOGGLE);
        });
        long until = System.currentTimeMillis() + 20_000;
        while (System.currentTimeMillis() < until && analysis.panel().displayedLines().size() < 2) {
            WaitForAsyncUtils.sleep(200, java.util.concurrent.TimeUnit.MILLISECONDS);
            WaitForAsyncUtils.waitForFxEvents();
        }
        // Deep enough that the lines wrap in the narrow column.
        WaitForAsyncUtils.sleep(1500, java.util.concurrent.TimeUnit.MILLISECONDS);
        robot.interact(() -> wb.run(Command.ANALYSIS_TOGGLE));
        WaitForAsyncUtils.waitForFxEvents();
        if (analysis.panel().displayedLines().isEmpty()) {
            problems.add(l.tag() + " " + size[0] + " engine-lines: no line showed");
        }
        check(robot, wb.root(), l, size, "engine-lines");
    }

    @Test
    void theListOfTabsThatDoNotFitOpensInsideTheWindow(FxRobot robot) throws IOException {
        // A side column narrow enough that its tabs cannot all show.
        WorkbenchWindow wb = workbench(robot, Language.KYRGYZ, SIZES[0], "divider.main=0.72\n");
        javafx.scene.Node down = robot.lookup(".side-tabs .control-buttons-tab .tab-down-button").query();
        boolean shown = true;
        for (javafx.scene.Node n = down; n != null; n = n.getParent()) {
            shown &= n.isVisible();
        }
        org.junit.jupiter.api.Assertions.assertTrue(shown, "the Kyrgyz side tabs overflow a narrow column");
        robot.clickOn(down);
        WaitForAsyncUtils.waitForFxEvents();
        Window menu = robot.listWindows().stream().filter(w -> w instanceof javafx.scene.control.ContextMenu
                && w.isShowing()).findFirst().orElseThrow();
        Stage stage = wb.stage();
        org.junit.jupiter.api.Assertions.assertTrue(menu.getX() + menu.getWidth() <= stage.getX() + stage.getWidth() + 0.5,
                "menu " + menu.getX() + "+" + menu.getWidth() + " past the window's right edge " + (stage.getX() + stage.getWidth()));
        org.junit.jupiter.api.Assertions.assertTrue(menu.getX() >= stage.getX() - 0.5);
        robot.interact(menu::hide);
        robot.interact(() -> wb.stage().hide());
    }

    /** Opens a dialog as the user would, checks and pictures it, and closes it. */
    private void dialog(FxRobot robot, WorkbenchWindow wb, Language l, int[] size, String view, Runnable open)
            throws IOException {
        dialog(robot, wb, l, size, view, open, root -> { });
    }

    /** As {@link #dialog(FxRobot, WorkbenchWindow, Language, int[], String, Runnable)}, after {@code change} to its content. */
    private void dialog(FxRobot robot, WorkbenchWindow wb, Language l, int[] size, String view, Runnable open,
                        java.util.function.Consumer<Parent> change) throws IOException {
        Set<Window> before = new HashSet<>(robot.listWindows());
        robot.interact(() -> Platform.runLater(open));
        WaitForAsyncUtils.waitForFxEvents();
        List<Window> opened = robot.listWindows().stream().filter(w -> !before.contains(w) && w.isShowing()
                && w.getScene() != null && w instanceof Stage).toList();
        if (opened.isEmpty()) {
            problems.add(l.tag() + " " + view + ": no window opened");
            return;
        }
        Window w = opened.get(opened.size() - 1);
        robot.interact(() -> change.accept(w.getScene().getRoot()));
        check(robot, w.getScene().getRoot(), l, size, view);
        robot.interact(w::hide);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void everyDialog(FxRobot robot) throws IOException {
        for (Language l : Language.values()) {
            for (int[] size : SIZES) {
                WorkbenchWindow wb = workbench(robot, l, size);
                FxUserPrompts prompts = new FxUserPrompts(wb::stage);
                Map<String, Runnable> dialogs = new java.util.LinkedHashMap<>();
                dialogs.put("preferences", () -> wb.run(Command.PREFERENCES));
                dialogs.put("export-image", () -> wb.run(Command.EXPORT_IMAGE));
                dialogs.put("worksheet", () -> wb.run(Command.EXPORT_WORKSHEET));
                dialogs.put("handout", () -> wb.run(Command.EXPORT_HANDOUT));
                dialogs.put("classroom", () -> wb.run(Command.CLASSROOM_MODE));
                dialogs.put("new-game", () -> wb.run(Command.PLAY_AGAINST_ENGINE));
                dialogs.put("save-as-puzzle", () -> wb.run(Command.SAVE_AS_PUZZLE));
                dialogs.put("puzzle-dashboard", () -> wb.run(Command.PUZZLE_DASHBOARD));
                // The trainer's chooser (list, themes, difficulty, result, thumbs), side-panel wide.
                dialogs.put("puzzle-chooser", () -> otau.ui.puzzle.PuzzleLayoutViews.chooserWindow(wb,
                        size[0] < 1600 ? 340 : 420, size[1] * 0.8));
                dialogs.put("find-puzzles", () -> wb.run(Command.FIND_PUZZLES));
                dialogs.put("comment", () -> prompts.editComment("3. 12(22)", "A sharp opening"));
                dialogs.put("tags", () -> prompts.editTags(new java.util.LinkedHashMap<>(wb.model().tags())));
                dialogs.put("unsaved", () -> prompts.askSaveChanges("club.pgn #2"));
                dialogs.put("problems", () -> prompts.acceptProblems("club.pgn",
                        List.of("club.pgn, game 2, line 14, move 7: 93 is not legal here"), true));
                dialogs.put("editor", () -> wb.run(Command.EDIT_POSITION));
                otau.ui.study.FxStudyPrompts study = new otau.ui.study.FxStudyPrompts(wb::stage);
                dialogs.put("study-name", () -> study.askName(I18n.get("study.renameChapter"), "Chapter 1"));
                dialogs.put("study-pick-puzzle", () -> study.pickOne(I18n.get("study.pickPuzzle"),
                        List.of("p1 — opening", "p2 — endgame")));
                dialogs.put("shortcuts", () -> wb.run(Command.SHORTCUTS));
                dialogs.put("about", () -> wb.run(Command.ABOUT));
                dialogs.put("rules", () -> wb.run(Command.RULES));
                for (var d : dialogs.entrySet()) {
                    dialog(robot, wb, l, size, d.getKey(), d.getValue());
                }
                robot.interact(() -> wb.stage().hide());
            }
        }
        assertEquals(List.of(), problems);
    }
}
