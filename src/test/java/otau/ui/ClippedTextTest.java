package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import otau.game.Position;
import otau.game.Side;
import otau.play.GameTimeControl;
import otau.play.StrengthLevel;
import otau.ui.play.PlaySettings;
import otau.ui.workbench.Command;
import otau.ui.workbench.WorkbenchWindow;

/**
 * Nothing is cut short, in any of the four languages, on a small screen (1024x700) or a
 * large one (1600x1000): the main window with each side panel, the play panel in a game, the
 * trainer mid-puzzle, the study mid-lesson, the solver's badge with a proof, and the places people found cut in Kyrgyz and
 * Russian. The dialogs are {@link ClippedDialogTextTest}'s.
 */
class ClippedTextTest extends LayoutCheck {
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
                checkProvenBadge(robot, wb, l, size);
                robot.interact(() -> play.setPrompts(new otau.ui.play.AgreeingPlayPrompts()));
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

    /**
     * The solver's badge with a proof: the verdict and first move, the check of the other first
     * moves (its longest wording) and the line with its buttons. Five stones, White to move:
     * only 9 of White's two moves wins, so the badge says it is the only winning first move.
     */
    private void checkProvenBadge(FxRobot robot, WorkbenchWindow wb, Language l, int[] size) throws IOException {
        robot.interact(() -> {
            wb.model().newGameFrom(otau.game.Fen.read("0,0,0,X,0,0,1,0,1/1,0,0,0,0,1,0,X,0 78 80 w 1"));
            wb.run(Command.SOLVE_POSITION);
        });
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.Node badge = wb.root().lookup("#solve-badge");
        if (badge == null || !badge.getStyleClass().contains("proof-proven")) {
            problems.add(l.tag() + " " + size[0] + "x" + size[1] + ": no proof on the solver's badge");
        }
        check(robot, wb.root(), l, size, "solve-proven");
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

    /**
     * The solver's badge while it works: its progress, the time spent and the Stop button, in
     * every language at both sizes. The game's seventh position holds over a hundred stones, so
     * the solve runs on until it is stopped.
     */
    @Test
    void theSolverBadgeWhileItWorks(FxRobot robot) throws Exception {
        pooled = true;
        for (Language l : Language.values()) {
            for (int[] size : SIZES) {
                WorkbenchWindow wb = workbench(robot, l, size);
                robot.interact(() -> wb.run(Command.SOLVE_POSITION));
                javafx.scene.control.Label badge = (javafx.scene.control.Label) wb.root().lookup("#solve-badge");
                WaitForAsyncUtils.waitFor(30, java.util.concurrent.TimeUnit.SECONDS,
                        () -> badge.getText().matches(".* 0:0[1-9]"));
                check(robot, wb.root(), l, size, "solve-running");
                // Hiding the window stops the solve as closing it does.
                robot.interact(() -> wb.stage().hide());
            }
        }
        assertEquals(List.of(), problems);
    }

    /** The club game of {@link #GAME} between two players with long names, at a long event. */
    private static final String LONG_NAMES = GAME.replace("[Event \"Club night\"]",
                    "[Event \"Чемпионат Кыргызской Республики по тогуз коргоолу среди юниоров\"]")
            .replace("[White \"Aibek\"]", "[White \"Айдарбеков Нурсултан Жолдошбекович\"]")
            .replace("[Black \"Dana\"]", "[Black \"Токтогулова Назгүл Абдыкадыровна\"]");

    /**
     * Where people found text cut, in Kyrgyz and Russian at both sizes: the Keyboard Shortcuts
     * window on its first open, the games browser's column headers, every strength of the
     * new-game dialog, Save as Etude's verdict, the player header with long names, the status
     * line's hint, the engine panel's lines, and the study dialogs (rename, pick a puzzle).
     */
    @Test
    void thePlacesFoundCutInKyrgyzAndRussian(FxRobot robot) throws IOException {
        for (Language l : List.of(Language.KYRGYZ, Language.RUSSIAN)) {
            for (int[] size : SIZES) {
                WorkbenchWindow wb = workbench(robot, l, size, "", LONG_NAMES);
                dialog(robot, wb, l, size, "shortcuts-first-open", () -> wb.run(Command.SHORTCUTS));
                dialog(robot, wb, l, size, "games-browser", () -> wb.run(Command.GAMES_BROWSER));
                // The new-game dialog with each level's description, chosen in the one dialog.
                java.util.Map<String, java.util.function.Consumer<javafx.scene.Parent>> levels = new java.util.LinkedHashMap<>();
                for (StrengthLevel level : StrengthLevel.all()) {
                    levels.put("new-game-level-" + level.number(),
                            root -> ((javafx.scene.control.ComboBox<StrengthLevel>) root.lookup("#play-level")).setValue(level));
                }
                dialogStates(robot, wb, l, size, () -> wb.run(Command.PLAY_AGAINST_ENGINE), levels);
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
                saveProofAsPuzzle(robot, wb, l, size);
                halfProvedLines(robot, wb, l, size);
                robot.interact(() -> wb.stage().hide());
            }
        }
        assertEquals(List.of(), problems);
    }

    /**
     * Save Position as Etude with a proof of Solve Position on show: the window offers three
     * places to start from, the longest row of choices it has.
     */
    private void saveProofAsPuzzle(FxRobot robot, WorkbenchWindow wb, Language l, int[] size) throws IOException {
        robot.interact(() -> {
            wb.model().newGameFrom(otau.game.Fen.read("0,0,0,X,0,0,1,0,1/1,0,0,0,0,1,0,X,0 78 80 w 1"));
            wb.run(Command.SOLVE_POSITION);
        });
        WaitForAsyncUtils.waitForFxEvents();
        dialog(robot, wb, l, size, "save-as-puzzle-proof", () -> wb.run(Command.SAVE_AS_PUZZLE), root -> {
            if (!root.lookup("#puzzle-from-proof").isVisible()) {
                problems.add(l.tag() + " " + size[0] + " save-as-puzzle-proof: the proof is not on offer");
            }
        });
    }

    /**
     * The longest lines of a result proved in half: the solver's badge naming the moves that keep
     * a proved non-loss, and the trainer's line for a draw etude's move kept with the solver's
     * win open, and what Show solution says after the one move that keeps the draw (the words each
     * puts there, with long moves).
     */
    private void halfProvedLines(FxRobot robot, WorkbenchWindow wb, Language l, int[] size) throws IOException {
        robot.interact(() -> ((javafx.scene.control.Label) wb.root().lookup("#solve-badge")).setText(MoveNumberGlue.glue(
                I18n.get("solve.unproven", 60) + " · " + I18n.get("solve.bound.blackCannotLose") + "\n"
                        + I18n.get("solve.bound.holdingMoves", "72... 89, 72... 91(68), 72... 24"))));
        check(robot, wb.root(), l, size, "solve-half-proved");
        robot.interact(() -> {
            wb.model().markSaved();
            wb.run(Command.NEXT_PUZZLE);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            javafx.scene.control.Label feedback = (javafx.scene.control.Label) wb.root().lookup("#puzzle-feedback");
            feedback.textProperty().unbind();
            // As the panel's binding shows it: each move number kept with its move.
            feedback.setText(MoveNumberGlue.glue(I18n.get("puzzles.etude.offLineOpen", "72... 91(68)", "73. 45")));
        });
        check(robot, wb.root(), l, size, "trainer-draw-kept-win-open");
        robot.interact(() -> ((javafx.scene.control.Label) wb.root().lookup("#puzzle-feedback"))
                .setText(I18n.get("puzzles.playOut.started")));
        check(robot, wb.root(), l, size, "trainer-draw-played-out");
        robot.interact(() -> ((javafx.scene.control.Label) wb.root().lookup("#puzzle-feedback"))
                .setText(I18n.get("puzzles.playOut.stopped")));
        check(robot, wb.root(), l, size, "trainer-play-out-stopped");
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
}
