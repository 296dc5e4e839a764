package otau.ui.study;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordNode;
import otau.game.record.RecordReader;
import otau.game.study.Chapter;
import otau.game.study.ChapterMode;
import otau.ui.FailureText;
import otau.ui.I18n;
import otau.ui.ProblemLines;
import otau.ui.tasks.BackgroundTask;
import otau.ui.workbench.Workbench;

/**
 * Makes a puzzle of a collection file an interactive chapter: asks for the file (starting in
 * the folder of the one chosen last), reads it off the FX thread, shows what could not be
 * read, and lets the user pick the puzzle. The student then has to find its solution.
 */
final class PuzzleChapterPicker {
    private final Workbench wb;
    private final StudyPrompts prompts;
    private final Consumer<Chapter> add;
    private Path lastDirectory;

    /** @param add receives the chapter made from the puzzle picked */
    PuzzleChapterPicker(Workbench wb, StudyPrompts prompts, Consumer<Chapter> add) {
        this.wb = wb;
        this.prompts = prompts;
        this.add = add;
    }

    void pick() {
        // The first time, the shipped collection's folder (the copy in the user data folder for a packaged jar).
        Path start = lastDirectory != null ? lastDirectory : otau.puzzle.ShippedCollections.browseFolder();
        prompts.choosePuzzleFile(start).ifPresent(file -> {
            lastDirectory = file.toAbsolutePath().getParent();
            wb.runWithProgress(BackgroundTask.of(I18n.get("file.reading", file.getFileName()),
                            ctx -> RecordReader.read(file))
                    .onSuccess(r -> pickPuzzle(file, r))
                    .onFailure(e -> prompts.showError(I18n.get("file.openFailed"), FailureText.of(e))));
        });
    }

    private void pickPuzzle(Path file, ReadResult r) {
        String name = file.getFileName().toString();
        if (!r.isClean() && !prompts.acceptProblems(name,
                r.problems().stream().map(ProblemLines::of).toList(), !r.games().isEmpty())) {
            return;
        }
        List<String> labels = labels(r.games());
        if (labels.isEmpty()) {
            prompts.showError(I18n.get("file.openFailed"), I18n.get("file.noGames", name));
            return;
        }
        prompts.pickOne(I18n.get("study.pickPuzzle"), labels).ifPresent(i -> {
            GameRecord puzzle = Chapter.copyOf(r.games().get(i));
            markAcceptedAlternatives(puzzle);
            String id = puzzle.tag("Id") != null ? puzzle.tag("Id") : "#" + (i + 1);
            String title = otau.ui.PuzzleWords.current().title(r.games().get(i));
            add.accept(new Chapter(title.isEmpty() ? I18n.get("study.puzzleChapter", id) : title,
                    ChapterMode.INTERACTIVE, puzzle.start().sideToMove(), puzzle));
        });
    }

    /**
     * The puzzles as the user picks among them: the Id tag (else "#n", from 1), the title and
     * the themes, in the interface language (a collection keeps them in English words).
     */
    static List<String> labels(List<GameRecord> puzzles) {
        otau.ui.PuzzleWords words = otau.ui.PuzzleWords.current();
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < puzzles.size(); i++) {
            GameRecord g = puzzles.get(i);
            String id = g.tag("Id") != null ? g.tag("Id") : "#" + (i + 1);
            String title = words.title(g);
            String themes = words.themesOfTag(g.tag("Theme"));
            labels.add(id + (title.isEmpty() ? "" : " — " + title) + (themes.isEmpty() ? "" : " (" + themes + ")"));
        }
        return labels;
    }

    /** A puzzle's variations at the solver's turns are accepted answers (FORMATS.md §4): marked ! for the lesson. */
    static void markAcceptedAlternatives(GameRecord puzzle) {
        var solver = puzzle.start().sideToMove();
        for (RecordNode n = puzzle.root(); n != null; n = n.mainChild()) {
            if (n.position().sideToMove() != solver) {
                continue;
            }
            for (RecordNode c : n.children()) {
                if (c != n.mainChild() && !c.nags().contains(1) && !c.nags().contains(3)) {
                    c.nags().add(1);
                }
            }
        }
    }
}
