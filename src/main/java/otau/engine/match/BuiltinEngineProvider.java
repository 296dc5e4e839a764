package otau.engine.match;

import java.util.ServiceLoader;
import otau.engine.Engine;

/**
 * More {@code builtin:NAME} engines for matches, from packages above the engine (the training
 * levels of {@code otau.play}), found through {@link ServiceLoader} so the engine layer needs
 * to know none of them.
 */
public interface BuiltinEngineProvider {
    /** Whether {@code name} (the part after {@code builtin:}) is one of this provider's engines. */
    boolean knows(String name);

    /** Starts the engine named {@code name}, which {@link #knows} accepted. */
    Engine start(String name);

    /** The provider that knows {@code name}, or null. */
    static BuiltinEngineProvider find(String name) {
        for (BuiltinEngineProvider p : ServiceLoader.load(BuiltinEngineProvider.class)) {
            if (p.knows(name)) {
                return p;
            }
        }
        return null;
    }
}
