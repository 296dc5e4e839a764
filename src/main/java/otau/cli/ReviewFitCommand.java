package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import otau.game.record.GameRecord;
import otau.game.record.RecordReader;
import otau.review.WinChance;
import otau.review.WinChanceFit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Fits the winning-chance curve on real games with results and on the engine's own games. */
@Command(name = "fit", description = "Fit the steepness of the winning-chance curve on finished games: real "
        + "records (--pgn) scored by a short search, and self-play games (--selfplay).")
public final class ReviewFitCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--pgn", paramLabel = "FILE", description = "records with results (all games of each file)")
    List<Path> records = new ArrayList<>();

    @Option(names = "--games", paramLabel = "N", defaultValue = "0",
            description = "use only the first N games of the records (0 = all)")
    int maxGames;

    @Option(names = "--every", paramLabel = "K", defaultValue = "10",
            description = "score every K-th position of each record (default ${DEFAULT-VALUE})")
    int every;

    @Option(names = "--from-ply", paramLabel = "P", defaultValue = "10",
            description = "first ply scored in a record (default ${DEFAULT-VALUE})")
    int firstPly;

    @Option(names = "--nodes", paramLabel = "N", defaultValue = "10000",
            description = "nodes per scored position or self-play move (default ${DEFAULT-VALUE})")
    long nodes;

    @Option(names = "--selfplay", paramLabel = "G", defaultValue = "0", description = "self-play games to fit on")
    int selfPlayGames;

    @Option(names = "--seed", defaultValue = "1", description = "self-play seed (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--by-phase", paramLabel = "CUTS", split = ",",
            description = "also fit each phase on its own, cut at these counts of stones in play (e.g. 140,110,80,50)")
    int[] phaseCuts = new int[0];

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        OptionRange.atLeast(spec, "--games", maxGames, 0);
        OptionRange.atLeast(spec, "--selfplay", selfPlayGames, 0);
        if (records.isEmpty() && selfPlayGames <= 0) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "give --pgn FILE and/or --selfplay G");
        }
        if (every < 1 || firstPly < 1 || nodes < 1) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--every, --from-ply and --nodes must be at least 1");
        }
        for (int i = 0; i < phaseCuts.length; i++) {
            if (phaseCuts[i] < 1 || phaseCuts[i] > 161 || (i > 0 && phaseCuts[i] >= phaseCuts[i - 1])) {
                throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--by-phase takes falling counts of stones in play between 1 and 161, "
                        + "e.g. 140,110,80,50");
            }
        }
        out.printf(Locale.ROOT, "shipped: k = %.6f per centi-stone (75%% at %+.1f stones)%n", WinChance.SLOPE,
                Math.log(3) / WinChance.SLOPE / 100);
        if (!records.isEmpty()) {
            List<GameRecord> games = new ArrayList<>();
            for (Path f : records) {
                if (!Files.isRegularFile(f)) {
                    err.println("review fit: no such file: " + f);
                    return 1;
                }
                try {
                    games.addAll(RecordReader.read(f).games());
                } catch (IOException e) {
                    err.println("review fit: cannot read " + f + ": " + e.getMessage());
                    return 1;
                }
            }
            if (maxGames > 0 && games.size() > maxGames) {
                games = games.subList(0, maxGames);
            }
            List<WinChanceFit.Sample> samples = WinChanceFit.fromRecords(games, firstPly, every, nodes, err::println);
            print(out, "records (" + games.size() + " games)", WinChanceFit.fit(samples));
            printPhases(out, samples);
        }
        if (selfPlayGames > 0) {
            List<WinChanceFit.Sample> samples = WinChanceFit.fromSelfPlay(selfPlayGames, seed, 6, nodes, err::println);
            print(out, "self-play (" + selfPlayGames + " games)", WinChanceFit.fit(samples));
            printPhases(out, samples);
        }
        out.flush();
        return 0;
    }

    private void printPhases(PrintWriter out, List<WinChanceFit.Sample> samples) {
        WinChanceFit.PhaseCurveFit curve = WinChanceFit.fitPhaseCurve(samples);
        out.printf(Locale.ROOT, "  by stones in play: scale %.4f, offset %.1f (75%% at %+.1f stones with 150 in play, "
                        + "%+.1f with 100, %+.1f with 20), log loss %.4f%n", curve.scale(), curve.offset(),
                curve.stonesFor75(150), curve.stonesFor75(100), curve.stonesFor75(20), curve.logLoss());
        for (WinChanceFit.PhaseFit f : WinChanceFit.fitByPhase(samples, phaseCuts)) {
            print(out, String.format(Locale.ROOT, "  %3d-%3d stones in play", f.fewest(), f.most()), f.fit());
        }
    }

    private static void print(PrintWriter out, String source, WinChanceFit.Fit fit) {
        out.printf(Locale.ROOT, "%s: k = %.6f per centi-stone, 75%% at %+.1f stones, %d positions, log loss %.4f%n",
                source, fit.slope(), fit.stonesFor75(), fit.samples(), fit.logLoss());
    }
}
