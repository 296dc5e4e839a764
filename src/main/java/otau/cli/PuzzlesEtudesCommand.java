package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import otau.puzzle.Cancellation;
import otau.puzzle.EtudeMiner;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Mines etudes (proved long wins and draws) from self-play. */
@Command(name = "etudes", description = "Find etudes in self-play: positions whose long win or draw the exact solver proves.")
public final class PuzzlesEtudesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--games", paramLabel = "N", required = true, description = "self-play games to mine")
    int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "random seed (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--time", paramLabel = "S", defaultValue = "4", description = "solver seconds per position (default ${DEFAULT-VALUE})")
    double seconds;

    @Option(names = "--min-plies", paramLabel = "P", defaultValue = "11",
            description = "shortest won line kept, in plies (default ${DEFAULT-VALUE})")
    int minPlies;

    @Option(names = "--keep-cooked", description = "keep etudes with a second winning first move, or a draw the "
            + "solver can win (by default only etudes proved uncooked are kept)")
    boolean keepCooked;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "collection file (etudes are added to it)")
    Path outFile;

    @Override
    public Integer call() throws IOException {
        OptionRange.atLeast(spec, "--games", games, 1);
        OptionRange.aboveZeroSeconds(spec, "--time", seconds);
        OptionRange.atLeast(spec, "--min-plies", minPlies, 0);
        PrintWriter out = spec.commandLine().getOut();
        PuzzleCollection collection = Files.exists(outFile) ? PuzzleCollection.read(outFile)
                : PuzzleCollection.empty(PuzzleCollection.nameOf(outFile));
        EtudeMiner miner = new EtudeMiner(new EtudeMiner.Settings(seed, seconds, minPlies, 14, 40, !keepCooked),
                TablebaseNotices.defaultTable(spec.commandLine().getErr()));
        List<Puzzle> all = new ArrayList<>(collection.puzzles());
        java.util.Set<String> ids = new java.util.HashSet<>();
        all.forEach(p -> ids.add(p.id()));
        for (int g = 0; g < games; g++) {
            List<Puzzle> found = miner.mineGame(g, Cancellation.none());
            for (Puzzle p : found) {
                if (ids.add(p.id())) {
                    all.add(p);
                    out.printf("game %d: %s %s, %s%n", g + 1, p.id(), p.goal(), Counts.of(p.mainLine().size(), "ply", "plies"));
                    out.flush();
                }
            }
            new PuzzleCollection(collection.name(), all, collection.problems()).write(outFile);
        }
        out.printf("%s in %s%n", Counts.of(all.size(), "etude", "etudes"), outFile);
        return 0;
    }
}
