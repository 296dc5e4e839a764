package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import otau.ui.workbench.Command;
import otau.ui.workbench.FxUserPrompts;
import otau.ui.workbench.WorkbenchWindow;

/**
 * Every dialog, in each of the four languages, on a small screen (1024x700) and a large one
 * (1600x1000): nothing in it is cut short.
 */
class ClippedDialogTextTest extends LayoutCheck {
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
