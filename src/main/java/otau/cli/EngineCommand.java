package otau.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import otau.engine.search.SearchConfig;
import otau.engine.search.SearchEngine;
import otau.engine.tkp.TkpServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Runs the engine over TKP on standard input and output. */
@Command(name = "engine", description = "Speak the TKP engine protocol (FORMATS.md §3) on standard input/output.")
public final class EngineCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--config", paramLabel = "NAME", defaultValue = "default",
            description = "engine configuration: default, material, or with switches like default,-lmr")
    String config;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        try (SearchEngine engine = new SearchEngine(SearchConfig.named(config))) {
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            new TkpServer(engine, SearchEngine.optionLines(), out).run(in);
        }
        return 0;
    }
}
