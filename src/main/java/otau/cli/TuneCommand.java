package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import otau.engine.tune.Tuner;
import otau.engine.eval.Weights;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Tunes the evaluation weights on the engine's own self-play games (reproducible for given options). */
@Command(name = "tune", description = "Texel-tune the evaluation weights on self-play games and write a weights file.")
public final class TuneCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--games", defaultValue = "1000", description = "self-play games (default ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--seed", defaultValue = "1", description = "random seed of the openings (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--nodes", defaultValue = "3000", description = "nodes per move in self-play (default ${DEFAULT-VALUE})")
    int nodes;

    @Option(names = "--random-plies", defaultValue = "6", description = "random opening plies (default ${DEFAULT-VALUE})")
    int randomPlies;

    @Option(names = "--epochs", defaultValue = "600", description = "optimiser passes (default ${DEFAULT-VALUE})")
    int epochs;

    @Option(names = "--threads", defaultValue = "1", description = "games played at once (results do not depend on it)")
    int threads;

    @Option(names = "--start", paramLabel = "FILE", description = "weights to start from (default: the hand-set ones)")
    Path start;

    @Option(names = "--out", paramLabel = "FILE", defaultValue = "weights.txt", description = "where to write (default ${DEFAULT-VALUE})")
    Path out;

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter o = spec.commandLine().getOut();
        Weights initial;
        try {
            initial = start == null ? Weights.initial() : Weights.read(Files.readString(start));
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println(start + ": " + e.getMessage());
            return 1;
        } catch (IOException e) {
            spec.commandLine().getErr().println(otau.io.FileProblems.describe(start, e, "cannot read"));
            return 1;
        }
        Tuner.Settings s = new Tuner.Settings(games, seed, nodes, randomPlies, epochs, threads);
        Tuner.Result r = new Tuner(s, line -> {
            o.println(line);
            o.flush();
        }).run(initial);
        String header = String.format(Locale.ROOT,
                "Tuned by: otau tune --games %d --seed %d --nodes %d --random-plies %d --epochs %d%s%n"
                        + "%d positions, K %.3f, mean squared error %.6f -> %.6f%n"
                        + "Columns: feature, opening weight, endgame weight (centi-stones per unit).",
                games, seed, nodes, randomPlies, epochs, start == null ? "" : " --start " + start.getFileName(),
                r.positions(), r.k(), r.lossBefore(), r.lossAfter());
        otau.io.AtomicFiles.writeString(out, r.weights().write(header));
        o.println("wrote " + out);
        return 0;
    }
}
