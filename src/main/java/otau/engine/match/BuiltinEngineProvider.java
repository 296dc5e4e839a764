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

    /** The names it knows, for a message that lists them ("level1 .. level10, …"). */
    String names();

    /** Every provider's {@link #names}, joined for a message. */
    static String allNames() {
        StringBuilder sb = new StringBuilder();
        for (BuiltinEngineProvider p : ServiceLoader.load(BuiltinEngineProvider.class)) {
            sb.append(", ").append(p.names());
        }
        return sb.toString();
    }

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
