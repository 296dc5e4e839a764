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
        PrintWriter err = spec.commandLine().getErr();
        OptionRange.atLeast(spec, "--games", games, 1);
        OptionRange.atLeast(spec, "--nodes", nodes, 1);
        OptionRange.atLeast(spec, "--random-plies", randomPlies, 0);
        OptionRange.atLeast(spec, "--epochs", epochs, 1);
        OptionRange.atLeast(spec, "--threads", threads, 1);
        Weights initial;
        try {
            String text = start == null ? null : Files.readString(start);
            if (text != null && text.lines().allMatch(line -> line.isBlank() || line.strip().startsWith("#"))) {
                err.println(start + ": holds no weights (lines 'NAME opening endgame', as tune --out writes them)");
                return 1;
            }
            initial = text == null ? Weights.initial() : Weights.read(text);
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println(start + ": " + e.getMessage());
            return 1;
        } catch (IOException e) {
            spec.commandLine().getErr().println(otau.io.FileProblems.describe(start, e, "cannot read"));
            return 1;
        }
        String unwritable = OutputCheck.problem(out);
        if (unwritable != null) {
            err.println("error: " + unwritable);
            return 1;
        }
        Tuner.Settings s = new Tuner.Settings(games, seed, nodes, randomPlies, epochs, threads);
        Tuner.Result r = new Tuner(s, line -> {
            o.println(line);
            o.flush();
        }).run(initial);
        if (r.positions() == 0) {
            err.println("error: no positions to tune on: the self-play games ended within their --random-plies "
                    + randomPlies + " random opening plies; " + out + " not written");
            return 1;
        }
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
