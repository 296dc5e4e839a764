package otau.ui.analysis;

import otau.engine.Engine;
import otau.engine.search.SearchEngine;
import otau.engine.tkp.ProcessEngine;

/** Starts the engine for a choice; may block (an external program's handshake), so never on the FX thread. */
@FunctionalInterface
public interface EngineFactory {
    /** How long an external engine has to answer {@code tkp}. */
    long HANDSHAKE_MS = 5_000;

    /** @throws otau.engine.EngineException when the engine cannot be started */
    Engine start(EngineChoice choice);

    EngineFactory STANDARD = choice -> choice.isBuiltIn() ? new SearchEngine()
            : new ProcessEngine(choice.command(), HANDSHAKE_MS);
}
