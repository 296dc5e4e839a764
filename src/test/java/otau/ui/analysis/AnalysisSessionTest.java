package otau.ui.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.List;
import org.junit.jupiter.api.Test;
import otau.engine.EngineException;
import otau.game.Position;
import otau.model.GameModel;
import otau.model.ThreadGuard;

/** The panel's view model with an engine whose reports arrive when the test says. */
class AnalysisSessionTest {
    private final ArrayDeque<Runnable> fxQueue = new ArrayDeque<>();
    private final ScriptedEngine engine = new ScriptedEngine();
    private final AnalysisSession session = new AnalysisSession(c -> engine, fxQueue::add, Runnable::run);
    private final Position a = Position.start();
    private final Position b = a.play(6);

    /** What the FX thread would run at the next pulse. */
    private void frame() {
        while (!fxQueue.isEmpty()) {
            fxQueue.poll().run();
        }
    }

    @Test
    void linesOfTheShownPositionAppearCoalescedIntoOneUpdate() {
        session.setPosition(a);
        session.start();
        assertEquals(1, engine.searches.size());
        assertTrue(engine.last().limits().infinite());
        frame();
        assertEquals("Scripted", session.engineNameProperty().get());
        for (int d = 1; d <= 5; d++) {
            engine.last().report(d, 1, 10 * d, 6, 6);
            engine.last().report(d, 2, 5 * d, 7, 5);
        }
        assertEquals(1, fxQueue.size(), "ten reports, one pending update");
        frame();
        AnalysisSnapshot s = session.snapshot();
        assertEquals(a, s.position());
        assertEquals(5, s.depth());
        assertEquals(2, s.lines().size());
        assertEquals(50, s.lines().get(0).whiteCentis());
        assertEquals(List.of(6, 6), s.lines().get(0).pv());
    }

    @Test
    void aSlowResultForTheOldPositionIsNeverShownOnTheNewOne() {
        session.setPosition(a);
        session.start();
        ScriptedEngine.Search searchA = engine.last();
        session.setPosition(b);
        ScriptedEngine.Search searchB = engine.last();
        assertEquals(b, searchB.position());
        // A's report arrives late, after the user moved to B.
        searchA.report(12, 1, 300, 1, 2);
        frame();
        assertEquals(b, session.snapshot().position());
        assertTrue(session.snapshot().isEmpty(), "nothing of A shows on B");
        // A's report even parked before the switch is dropped when the switch came first.
        searchB.report(3, 1, -40, 9);
        frame();
        assertEquals(1, session.snapshot().lines().size());
        assertEquals(-40, session.snapshot().lines().get(0).score().value());
        assertEquals(40, session.snapshot().lines().get(0).whiteCentis(), "Black to move: -0.40 for Black is +0.40 for White");
    }

    @Test
    void aReportParkedBeforeTheUserMovedOnIsDroppedWhenItsFrameComes() {
        session.setPosition(a);
        session.start();
        engine.last().report(4, 1, 100, 6);
        // The frame has not run yet when the user moves on.
        session.setPosition(b);
        frame();
        assertTrue(session.snapshot().isEmpty());
        assertEquals(b, session.snapshot().position());
    }

    @Test
    void goingBackShowsTheStoredResultAtOnceAndKeepsItUntilTheNewSearchIsDeeper() {
        session.setPosition(a);
        session.start();
        engine.last().report(9, 1, 120, 5);
        frame();
        session.setPosition(b);
        engine.last().report(4, 1, 0, 5);
        frame();
        session.setPosition(a);
        assertEquals(9, session.snapshot().depth(), "shown at once from the cache");
        engine.last().report(3, 1, 80, 4);
        frame();
        assertEquals(9, session.snapshot().depth(), "a shallower result does not replace it");
        engine.last().report(10, 1, 90, 4);
        frame();
        assertEquals(10, session.snapshot().depth());
        assertEquals(90, session.evaluationOf(a).centiStones());
    }

    @Test
    void stopDropsLateReportsAndStopsTheEngine() {
        session.setPosition(a);
        session.start();
        session.stop();
        assertFalse(session.isRunning());
        assertEquals(1, engine.stops);
        engine.last().report(5, 1, 10, 6);
        frame();
        assertTrue(session.snapshot().isEmpty());
    }

    @Test
    void settingsReachTheEngineAndAFailedSearchIsReported() {
        session.setSettings(AnalysisSettings.DEFAULT.withLines(2).withThreads(2), EngineChoice.BUILT_IN);
        session.setPosition(a);
        session.start();
        assertTrue(engine.options.containsAll(List.of("Threads=2", "MultiPV=2")), engine.options.toString());
        engine.last().future().completeExceptionally(new EngineException("engine 'x' exited with code 1"));
        frame();
        assertFalse(session.isRunning());
        assertEquals("engine 'x' exited with code 1", session.errorProperty().get());
        assertTrue(engine.closed, "a broken engine is closed, to be started afresh");
    }

    /**
     * Settings changed during a search: the engine is stopped before it is given them (an engine
     * that takes options only between searches never read the stop queued behind them), and the
     * built-in engine gets no more than its own limits, which Preferences' are above.
     */
    @Test
    void newSettingsStopTheSearchFirstAndStayWithinTheBuiltInEnginesLimits() {
        session.setSettings(AnalysisSettings.DEFAULT.withThreads(2), EngineChoice.BUILT_IN);
        session.setPosition(a);
        session.start();
        engine.calls.clear();
        session.setSettings(AnalysisSettings.DEFAULT.withThreads(100).withHash(8192), EngineChoice.BUILT_IN);
        assertEquals("stop", engine.calls.get(0), engine.calls.toString());
        assertTrue(engine.calls.containsAll(List.of("option Threads=64", "option Hash=4096")), engine.calls.toString());
        assertEquals("go", engine.calls.get(engine.calls.size() - 1), engine.calls.toString());
        // An added engine is given what the user set.
        EngineChoice added = new EngineChoice("x", "X", List.of("x"));
        engine.calls.clear();
        session.setSettings(AnalysisSettings.DEFAULT.withThreads(100).withHash(8192).withEngine("x"), added);
        assertTrue(engine.calls.containsAll(List.of("option Threads=100", "option Hash=8192")), engine.calls.toString());
    }

    @Test
    void anEngineThatCannotStartIsReportedAndNothingElseBreaks() {
        AnalysisSession broken = new AnalysisSession(c -> {
            throw new EngineException("cannot start engine 'no-such-engine': not found");
        }, fxQueue::add, Runnable::run);
        broken.start();
        frame();
        assertFalse(broken.isRunning());
        assertTrue(broken.errorProperty().get().contains("no-such-engine"));
        broken.setPosition(b);
        assertTrue(broken.snapshot().isEmpty());
    }

    @Test
    void followsTheModelWhenWiredToIt() {
        GameModel model = new GameModel(ThreadGuard.confinedToFirstCaller());
        model.currentPositionProperty().addListener((o, x, p) -> session.setPosition(p));
        session.start();
        model.playMove(6);
        assertEquals(model.currentPosition(), engine.last().position());
        model.back();
        assertEquals(a, engine.last().position());
    }
}
