package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.game.Position;
import otau.game.Fen;
import otau.model.GameModel;
import otau.model.ThreadGuard;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleAuthoring;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.PuzzleVerifier;
import otau.puzzle.Theme;
import otau.ui.EnglishInterface;
import otau.ui.puzzle.SavePuzzleModel.LineSource;
import otau.ui.tasks.SameThreadExecutor;

/**
 * "Save as puzzle" without a window or the FX toolkit; the judge is scripted, so the test
 * says what the check found and watches what the form does with it. Oracles: the
 * combination of {@code three-puzzles.pgn} (White, move 26: 72(78) 13 82(80), holes 7 1 8,
 * a gain of 12 stones), the strings of the English bundle, and the file read back.
 */
@ExtendWith(EnglishInterface.class)
class SavePuzzleModelTest {
    private static final Position COMBINATION = Fen.read("0,X,2,1,2,1,5,3,1/2,9,2,1,X,1,5,5,2 68 52 w 26");

    private final GameModel game = new GameModel(ThreadGuard.none());
    private final ScriptedPuzzlePrompts prompts = new ScriptedPuzzlePrompts();
    private final List<Puzzle> judged = new ArrayList<>();
    private final List<Path> savedTo = new ArrayList<>();
    private PuzzleAuthoring.Report verdict = new PuzzleAuthoring.Report(true, List.of());
    private int closed;
    private Path target;

    @BeforeEach
    void setUp() throws IOException {
        target = otau.TempFolders.create("otau-save-model").resolve("coach.pgn");
        game.newGameFrom(COMBINATION);
        game.playMove(7);
        game.playMove(1);
        game.playMove(8);
    }

    private SavePuzzleModel model(DraftLine given, Goal.Kind goal, String provenText) {
        SavePuzzleModel m = new SavePuzzleModel(game, d -> {
            judged.add(d);
            return verdict;
        }, prompts, new SameThreadExecutor(), target, (f, c) -> savedTo.add(f), () -> closed++, given, goal,
                provenText == null ? null : () -> provenText);
        m.idProperty().set("coach-1");
        return m;
    }

    /** Check hands the judge the threads read when it was pressed (the engine's Threads setting in the workbench). */
    @Test
    void checkGivesTheJudgeTheThreadsReadWhenItIsPressed() {
        List<Integer> threadsGiven = new ArrayList<>();
        SavePuzzleModel m = new SavePuzzleModel(game, new SavePuzzleModel.Judge() {
            @Override
            public PuzzleAuthoring.Report check(Puzzle draft) {
                throw new AssertionError("the threads are handed on");
            }

            @Override
            public PuzzleAuthoring.Report check(Puzzle draft, int threads,
                                                java.util.concurrent.atomic.AtomicBoolean cancel) {
                threadsGiven.add(threads);
                return verdict;
            }
        }, prompts, new SameThreadExecutor(), target, (f, c) -> savedTo.add(f), () -> closed++, null, null, null);
        m.idProperty().set("coach-1");
        m.check(null);
        int[] setting = {3};
        m.setCheckThreads(() -> setting[0]);
        m.idProperty().set("coach-2"); // a changed draft is checked again
        m.check(null);
        setting[0] = 2;
        m.idProperty().set("coach-3");
        m.check(null);
        assertEquals(List.of(1, 3, 2), threadsGiven);
    }

    private List<String> savedIds() throws IOException {
        return PuzzleCollection.read(target).puzzles().stream().map(Puzzle::id).toList();
    }

    @Test
    void theGamesLineIsDescribedAndASoundPuzzleIsSavedAtOnce() throws IOException {
        SavePuzzleModel m = model(null, null, null);
        assertEquals(LineSource.START, m.sourceProperty().get(), "the cursor is at the end: from the start");
        assertEquals("White to move (move 26): 72(78) 13 82(80)", m.lineTextProperty().get());
        assertEquals(12, m.gainProperty().get(), "an odd line: the goal is what it gains");
        m.themeProperty(Theme.values()[Theme.values().length - 1]).set(true);
        m.themeProperty(Theme.values()[0]).set(true);
        m.otherThemesProperty().set("Drill, " + Theme.values()[0].word());

        m.save();
        assertEquals(1, judged.size());
        assertEquals(List.of(target), savedTo);
        assertEquals(1, closed);
        Puzzle p = PuzzleCollection.read(target).puzzles().get(0);
        assertEquals("coach-1", p.id());
        assertEquals(COMBINATION, p.start());
        assertEquals(List.of(7, 1, 8), p.mainLine());
        assertEquals(Goal.gain(12), p.goal());
        assertEquals(List.of(Theme.values()[0].word(), Theme.values()[Theme.values().length - 1].word(), "drill"),
                p.themes(), "the ticked themes in their order, then the others, each once");
    }

    @Test
    void fromTheCurrentMoveTheLineStartsThere() {
        game.goTo(game.root().children().get(0));
        SavePuzzleModel m = model(null, null, null);
        assertEquals(LineSource.HERE, m.sourceProperty().get(), "the cursor is inside the game");
        Puzzle d = m.draft();
        assertEquals(COMBINATION.play(7), d.start());
        assertEquals(List.of(1, 8), d.mainLine());
        m.sourceProperty().set(LineSource.START);
        assertEquals(List.of(7, 1, 8), m.draft().mainLine());
    }

    @Test
    void anUnsoundLineIsSavedOnlyWhenSaveIsPressedAgain() throws IOException {
        verdict = new PuzzleAuthoring.Report(true, List.of(new PuzzleVerifier.Failure("72(78)", "not unique"),
                new PuzzleVerifier.Failure("", "too short")));
        SavePuzzleModel m = model(null, null, null);
        m.save();
        assertFalse(Files.exists(target));
        assertEquals("Not sound: 2 problems (listed below). Fix the line, or save anyway.", m.verdictProperty().get());
        assertEquals(Boolean.FALSE, m.verdictOkProperty().get());
        assertEquals(List.of("72(78): not unique", "too short"), m.failures());
        assertEquals("Save Anyway", m.saveTextProperty().get());

        // A changed draft is checked again before anything is written.
        m.idProperty().set("coach-2");
        m.save();
        assertEquals(2, judged.size());
        assertFalse(Files.exists(target));
        m.save();
        assertEquals(2, judged.size(), "the same draft is not checked twice");
        assertEquals(List.of("coach-2"), savedIds());

        // A line that misses its goal says so.
        verdict = new PuzzleAuthoring.Report(false, List.of(new PuzzleVerifier.Failure("", "gains 12, not 20")));
        m.gainProperty().set(20);
        m.check(null);
        assertEquals("The line does not reach the goal (1 problem shown below). Fix it, or save anyway.",
                m.verdictProperty().get());
    }

    @Test
    void whatIsMissingIsNamedAndNothingIsChecked() {
        SavePuzzleModel m = model(null, null, null);
        m.fileProperty().set(" ");
        m.save();
        assertEquals("Choose the collection file to save into.", m.verdictProperty().get());
        // A name the system refuses (a NUL here; '?' or '|' on Windows) is said, not thrown.
        m.fileProperty().set("etudes\u0000.pgn");
        m.save();
        assertEquals("“etudes\u0000.pgn” cannot be a file name: choose the collection file with Choose….",
                m.verdictProperty().get());
        game.newGameFrom(COMBINATION);
        SavePuzzleModel empty = model(null, null, null);
        empty.save();
        assertEquals("There are no moves after this position: play the solution first, or let the solver prove the "
                + "position (Analysis → Solve Position) and save its proof.", empty.verdictProperty().get());
        assertEquals(List.of(), judged);

        game.playMove(7);
        SavePuzzleModel failing = new SavePuzzleModel(game, d -> {
            throw new IllegalStateException("engine gone");
        }, prompts, new SameThreadExecutor(), target, (f, c) -> { }, () -> { }, null, null, null);
        failing.check(null);
        assertEquals("The check failed: engine gone", failing.verdictProperty().get());
        assertFalse(failing.checkingProperty().get(), "Check can be pressed again");
    }

    @Test
    void aProvedLineIsSavedOnItsProofWhileItsGoalIsKept() throws IOException {
        DraftLine proved = new DraftLine(COMBINATION, List.of(7, 1, 8));
        SavePuzzleModel m = model(proved, Goal.Kind.WIN, "Proven: White wins (solver)");
        assertTrue(m.hasGivenLine());
        assertEquals(LineSource.PROOF, m.sourceProperty().get());
        assertEquals("Proven: White wins (solver)", m.verdictProperty().get());
        List<String> forgotten = new ArrayList<>();
        m.setOnDraftChanged(() -> forgotten.add("proof cleared"));

        m.goalProperty().set(Goal.Kind.DRAW);
        assertEquals("", m.verdictProperty().get(), "a draw was not proved");
        assertEquals(List.of("proof cleared"), forgotten);
        m.goalProperty().set(Goal.Kind.WIN);
        assertEquals("Proven: White wins (solver)", m.verdictProperty().get());

        m.save();
        assertEquals(List.of(), judged, "the proof is the check");
        assertEquals(List.of("coach-1"), savedIds());
        assertEquals(Goal.win(), PuzzleCollection.read(target).puzzles().get(0).goal());
    }

    /**
     * A win or draw saved here is an etude: the theme word goes with it once, so Verify and the
     * collection editor give it the whole etude proof; a gain puzzle gets no such word.
     */
    @Test
    void aWinOrDrawIsSavedAsAnEtudeAndAGainIsNot() {
        SavePuzzleModel m = model(null, Goal.Kind.WIN, null);
        Puzzle win = m.draft();
        assertEquals(List.of("etude"), win.themes());
        assertTrue(otau.puzzle.PuzzleVerifier.isEtude(win), "Verify's own test of an etude");
        m.otherThemesProperty().set("etude endgame");
        assertEquals(List.of("etude", "endgame"), m.draft().themes(), "once, where the author put it");
        m.goalProperty().set(Goal.Kind.DRAW);
        assertTrue(otau.puzzle.PuzzleVerifier.isEtude(m.draft()));
        m.otherThemesProperty().set("");
        m.goalProperty().set(Goal.Kind.GAIN);
        Puzzle gain = m.draft();
        assertEquals(List.of(), gain.themes());
        assertFalse(otau.puzzle.PuzzleVerifier.isEtude(gain));
    }

    /** A model as the window opens it, nothing typed yet. */
    private SavePuzzleModel untouched() {
        return new SavePuzzleModel(game, d -> {
            judged.add(d);
            return verdict;
        }, prompts, new SameThreadExecutor(), target, (f, c) -> savedTo.add(f), () -> closed++, null, null, null);
    }

    /**
     * Cancel (and Esc, which presses it) closes an untouched form at once; once the coach has
     * filled something in, it asks, and No keeps the window and everything in it.
     */
    @Test
    void closingAsksOnlyOnceSomethingWasFilledIn() {
        SavePuzzleModel m = untouched();
        m.close();
        assertEquals(1, closed, "nothing to lose: closed");
        assertEquals(List.of(), prompts.asked, "and nothing asked");

        m = untouched();
        m.idProperty().set("my-etude");
        prompts.confirm = false;
        m.close();
        assertEquals(List.of("The etude set up here is not saved. Close the window and lose it?"), prompts.asked);
        assertEquals(1, closed, "No keeps the window");
        assertEquals("my-etude", m.idProperty().get(), "and what was typed");
        prompts.confirm = true;
        m.close();
        assertEquals(2, closed, "Yes closes it");
    }

    /** Every field of the puzzle counts, and a check's report; the file (where to save) does not; undoing a change does. */
    @Test
    void everyFieldOfThePuzzleAndACheckCountAsWork() {
        List<java.util.function.Consumer<SavePuzzleModel>> changes = List.of(
                m -> m.idProperty().set("x"),
                m -> m.themeProperty(Theme.values()[0]).set(true),
                m -> m.otherThemesProperty().set("drill"),
                m -> m.goalProperty().set(Goal.Kind.WIN),
                m -> m.gainProperty().set(3),
                m -> m.ratingProperty().set(1800),
                m -> m.sourceProperty().set(LineSource.HERE),
                m -> m.check(null));
        for (int i = 0; i < changes.size(); i++) {
            SavePuzzleModel m = untouched();
            assertFalse(m.hasWork(), "as it opened");
            changes.get(i).accept(m);
            assertTrue(m.hasWork(), "change " + i);
        }
        SavePuzzleModel m = untouched();
        m.fileProperty().set(target.resolveSibling("other.pgn").toString());
        assertFalse(m.hasWork(), "the file is where to save, not the puzzle");
        m.ratingProperty().set(1800);
        m.ratingProperty().set(1500);
        m.idProperty().set("x");
        m.idProperty().set("");
        assertFalse(m.hasWork(), "changed and changed back: nothing to lose");
        boolean[] proofOnShow = {false};
        m.setResultShown(() -> proofOnShow[0]);
        assertFalse(m.hasWork());
        proofOnShow[0] = true;
        assertTrue(m.hasWork(), "a proof on show beside the form");
    }
}
