package otau.ui.analysis;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import otau.game.Position;
import otau.game.Side;
import otau.model.GameModel;
import otau.ui.EnglishInterface;
import otau.ui.I18n;
import otau.ui.board.Arrow;
import otau.ui.board.HoleRef;
import otau.ui.board.MarkColor;
import otau.ui.workbench.WorkbenchPreferences;

/**
 * The engine panel's settings, arrows and actions without the FX toolkit: a scripted engine,
 * settings in a temporary file, arrows worked out by hand from the sowing rules.
 */
@ExtendWith(EnglishInterface.class)
class AnalysisPanelViewModelTest {
    private final ArrayDeque<Runnable> fxQueue = new ArrayDeque<>();
    private final ScriptedEngine engine = new ScriptedEngine();
    private final AnalysisSession session = new AnalysisSession(c -> engine, fxQueue::add, Runnable::run);
    private final GameModel model = new GameModel();
    private final List<List<Arrow>> drawn = new ArrayList<>();
    @TempDir
    Path dir;

    private AnalysisPreferences prefs() {
        return new AnalysisPreferences(new WorkbenchPreferences(dir.resolve("workbench.properties")));
    }

    private AnalysisPanelViewModel viewModel(AnalysisPreferences prefs) {
        return new AnalysisPanelViewModel(session, model, prefs, drawn::add);
    }

    private void frame() {
        while (!fxQueue.isEmpty()) {
            fxQueue.poll().run();
        }
    }

    private static Arrow arrow(Side from, int hole, Side to, int landing, MarkColor color) {
        return new Arrow(new HoleRef(from, hole), new HoleRef(to, landing), color);
    }

    @Test
    void storedSettingsAreShownAndAChangeIsSavedAndHandedToTheEngine() {
        AnalysisPreferences stored = prefs();
        stored.saveSettings(new AnalysisSettings(2, 128, 4, EngineChoice.BUILT_IN.id()));
        AnalysisPanelViewModel vm = viewModel(prefs());
        assertEquals(new AnalysisSettings(2, 128, 4, "builtin"), vm.shownSettings());
        assertEquals(4, session.settings().lines());

        vm.lineCountProperty().set(2);
        assertEquals(2, session.settings().lines());
        assertEquals(new AnalysisSettings(2, 128, 2, "builtin"), prefs().settings(), "read back from the file");
    }

    @Test
    void settingsSavedElsewhereAreFollowed() {
        AnalysisPreferences prefs = prefs();
        AnalysisPanelViewModel vm = viewModel(prefs);
        prefs.saveSettings(new AnalysisSettings(3, 256, 5, "builtin"));
        assertEquals(3, vm.threadsProperty().get());
        assertEquals(256, vm.hashProperty().get());
        assertEquals(5, vm.lineCountProperty().get());
        assertEquals(5, session.settings().lines());
    }

    @Test
    void anEngineIsAddedByItsCommandLineAndRemovedAgain() {
        AnalysisPreferences prefs = prefs();
        AnalysisPanelViewModel vm = viewModel(prefs);
        vm.addEngine("/opt/engines/fast --threads 2");
        assertEquals(2, vm.engines().size());
        EngineChoice added = vm.engines().get(1);
        assertEquals("fast …", added.name());
        assertEquals(List.of("/opt/engines/fast", "--threads", "2"), added.command());
        assertSame(added, vm.engineProperty().get());
        assertSame(added, session.engineChoice());
        assertEquals(added.id(), prefs().settings().engineId());

        vm.removeEngine();
        assertEquals(List.of(EngineChoice.BUILT_IN), vm.engines());
        // A Windows path, and a word no path can be (a NUL): named after the last separator, never thrown.
        vm.addEngine("'C:\\Engines\\qumalaq.exe' --uci");
        assertEquals("qumalaq.exe …", vm.engineProperty().get().name());
        vm.removeEngine();
        vm.addEngine("eng\u0000ine");
        assertEquals("eng\u0000ine", vm.engineProperty().get().name());
        vm.removeEngine();
        assertEquals(EngineChoice.BUILT_IN, vm.engineProperty().get());
        assertEquals(1, prefs().engines().size());
    }

    /** Add Engine's OK waits for a command line that can be read: one that names a program, its quotes closed. */
    @Test
    void addEnginesOkWaitsForACommandLineThatCanBeRead() {
        assertTrue(AnalysisPanel.readable("/opt/engines/fast --threads 2"));
        assertTrue(AnalysisPanel.readable("'C:\\Program Files\\eng.exe' --tkp"));
        for (String bad : new String[] {"", "   ", "engine 'unclosed", "\"half"}) {
            assertFalse(AnalysisPanel.readable(bad), bad);
        }
    }

    @Test
    void aBadCommandLineIsSaidInTheNoteAndAddsNothing() {
        AnalysisPanelViewModel vm = viewModel(prefs());
        vm.addEngine("engine 'unclosed");
        assertEquals(1, vm.engines().size());
        assertTrue(vm.noteProperty().get().startsWith("Not added: "), vm.noteProperty().get());
    }

    @Test
    void theBestMovesAreArrowsAndAHoveredLineShowsItsOwnMoves() {
        AnalysisPanelViewModel vm = viewModel(prefs());
        session.start();
        // Line 1: White 6 then Black 1; line 2: White 7.
        engine.last().report(8, 1, 40, 6, 1);
        engine.last().report(8, 2, 10, 7);
        frame();
        vm.refresh();
        // White 6 from the start: one stone stays, 7..9 get three, Black's 1..5 five: it ends in Black's 5.
        Arrow w6 = arrow(Side.WHITE, 6, Side.BLACK, 5, MarkColor.GREEN);
        // White 7: one stays, 8 and 9 get two, Black's 1..6 six: it ends in Black's 6.
        Arrow w7 = arrow(Side.WHITE, 7, Side.BLACK, 6, MarkColor.BLUE);
        assertEquals(List.of(w6, w7), vm.arrows());
        assertEquals(List.of(w6, w7), drawn.get(drawn.size() - 1));

        // Black 1 after White 6: ten stones, one stays, 2..9 get eight, the last goes to White's 1.
        Arrow b1 = arrow(Side.BLACK, 1, Side.WHITE, 1, MarkColor.YELLOW);
        vm.hoverLine(1, 2);
        assertEquals(List.of(w6, b1), drawn.get(drawn.size() - 1), "the whole short line");
        vm.hover(1, 0);
        assertEquals(List.of(w6), drawn.get(drawn.size() - 1), "up to the move under the mouse");
        vm.hover(2, 0);
        assertEquals(List.of(arrow(Side.WHITE, 7, Side.BLACK, 6, MarkColor.GREEN)), drawn.get(drawn.size() - 1));
        vm.unhover();
        assertEquals(List.of(w6, w7), drawn.get(drawn.size() - 1));
    }

    @Test
    void noArrowsWhileTheEngineIsStopped() {
        AnalysisPanelViewModel vm = viewModel(prefs());
        assertEquals(List.of(), vm.arrows());
        assertEquals(I18n.get("analysis.idle"), vm.emptyText());
        session.start();
        assertEquals(I18n.get("analysis.thinking"), vm.emptyText());
    }

    @Test
    void aClickedMovePlaysTheLineUpToItAsOneStep() {
        AnalysisPanelViewModel vm = viewModel(prefs());
        vm.playLine(Position.start(), List.of(6, 1, 3), 1);
        assertEquals(2, model.currentNode().ply());
        assertEquals(Position.start().play(6).play(1), model.currentPosition());
        assertTrue(model.undo());
        assertEquals(Position.start(), model.currentPosition(), "one undo takes back the whole line");

        vm.playLine(Position.start().play(7), List.of(1), 0);
        assertEquals(Position.start(), model.currentPosition(), "a line of another position is not played");
    }

    @Test
    void theModelsPositionIsTheOneAnalysed() {
        viewModel(prefs());
        model.playMove(6);
        assertEquals(Position.start().play(6), session.position());
    }
}
