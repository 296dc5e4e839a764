package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
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
    /** Stipulated a draw, but White wins in 6 (the solver's proof, and StipulationProofTest's deepening search). */
    private static final otau.puzzle.Puzzle COOKED_DRAW_ETUDE = new otau.puzzle.Puzzle("narrow-draw",
            otau.game.Fen.read("0,2,X,0,1,3,1,1,1/1,X,0,0,0,0,0,6,1 66 79 w 64"), otau.puzzle.SolutionNode.line(List.of(9)),
            List.of("etude"), otau.puzzle.Goal.draw(), 1500, "", Map.of());

    @Test
    void everyDialog(FxRobot robot) throws IOException {
        Path etudes = otau.TempFolders.create("otau-layout-etudes").resolve("etudes.pgn");
        new otau.puzzle.PuzzleCollection("etudes", List.of(COOKED_DRAW_ETUDE), List.of()).write(etudes);
        for (Language l : Language.values()) {
            for (int[] size : SIZES) {
                WorkbenchWindow wb = workbench(robot, l, size);
                FxUserPrompts prompts = new FxUserPrompts(wb::stage);
                Map<String, Runnable> dialogs = new java.util.LinkedHashMap<>();
                dialogs.put("preferences", () -> wb.run(Command.PREFERENCES));
                dialogs.put("tablebase-offer", () -> otau.ui.preferences.PreferencesLayoutViews.tablebaseOffer(wb,
                        tablebaseBuilds));
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
                // Real problems of a damaged record, worded in the language under test.
                dialogs.put("problems", () -> prompts.acceptProblems("club.pgn", otau.game.record.RecordReader.read(
                        "[Event \"Club\"]\n\n1. 65(10) 98 2. 55 3. 77 (3. 11 *\n\n[Event \"Club\"]\n\n1. 65(11) *",
                        "club.pgn").problems().stream().map(ProblemLines::of).toList(), true));
                dialogs.put("editor", () -> wb.run(Command.EDIT_POSITION));
                dialogs.put("import-summary", () -> otau.ui.database.DatabaseLayoutViews.importSummary(wb));
                otau.ui.study.FxStudyPrompts study = new otau.ui.study.FxStudyPrompts(wb::stage);
                dialogs.put("study-name", () -> study.askName(I18n.get("study.renameChapter"), "Chapter 1"));
                dialogs.put("study-pick-puzzle", () -> study.pickOne(I18n.get("study.pickPuzzle"),
                        List.of("p1 — opening", "p2 — endgame")));
                dialogs.put("shortcuts", () -> wb.run(Command.SHORTCUTS));
                dialogs.put("about", () -> wb.run(Command.ABOUT));
                dialogs.put("rules", () -> wb.run(Command.RULES));
                dialogs.put("etude-guide", () -> wb.run(Command.ETUDE_GUIDE));
                for (var d : dialogs.entrySet()) {
                    dialog(robot, wb, l, size, d.getKey(), d.getValue());
                }
                // The collection editor with its longest report under the list: a draw etude
                // proved cooked, with the win's line.
                dialog(robot, wb, l, size, "collection-editor", () -> puzzles.editCollection(etudes),
                        otau.ui.puzzle.PuzzleLayoutViews::proveFirstPuzzle);
                robot.interact(() -> wb.stage().hide());
            }
        }
        assertEquals(List.of(), problems);
    }
}
