package otau.engine.match;

import otau.engine.Engine;
import otau.engine.search.SearchConfig;
import otau.engine.search.SearchEngine;
import otau.engine.tkp.CommandWords;
import otau.engine.tkp.ProcessEngine;

/**
 * How to get an engine for a match: {@code builtin:NAME} for an in-process configuration
 * (see {@link SearchConfig#named}, or one a {@link BuiltinEngineProvider} offers, e.g. {@code builtin:level4}),
 * anything else is a command line that starts a TKP engine.
 */
public record EngineSpec(String text) {
    private static final String BUILTIN = "builtin:";
    private static final long HANDSHAKE_MS = 15_000;

    /** @throws IllegalArgumentException for an unknown built-in configuration or a bad command line */
    public static EngineSpec parse(String text) {
        EngineSpec spec = new EngineSpec(text.strip());
        if (spec.isBuiltin()) {
            if (BuiltinEngineProvider.find(spec.builtinName()) == null) {
                String base = spec.builtinName().split(",")[0].strip().toLowerCase(java.util.Locale.ROOT);
                if (!base.isEmpty() && !base.equals("default") && !base.equals("material")) {
                    // Every engine builtin: takes, the training levels included (the search alone knows two).
                    throw new IllegalArgumentException("unknown engine '" + spec.text + "' (known: builtin:default, "
                            + "builtin:material" + BuiltinEngineProvider.allNames() + "; default and material take "
                            + "switches, e.g. builtin:default,-lmr,+egtb)");
                }
                SearchConfig.named(spec.builtinName());
            }
        } else {
            CommandWords.split(spec.text);
        }
        return spec;
    }

    public boolean isBuiltin() {
        return text.startsWith(BUILTIN);
    }

    private String builtinName() {
        return text.substring(BUILTIN.length());
    }

    /** A short name for tables and game records. */
    public String label() {
        if (isBuiltin()) {
            return "Otau " + builtinName();
        }
        return text.length() > 40 ? text.substring(0, 40) + "…" : text;
    }

    /** Starts the engine. @throws otau.engine.EngineException when an external one cannot start */
    public Engine start() {
        if (isBuiltin()) {
            BuiltinEngineProvider provider = BuiltinEngineProvider.find(builtinName());
            if (provider != null) {
                return provider.start(builtinName());
            }
            return new SearchEngine(SearchConfig.named(builtinName()));
        }
        return new ProcessEngine(CommandWords.split(text), HANDSHAKE_MS);
    }
}
