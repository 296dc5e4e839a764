package otau.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Random;
import java.util.concurrent.Callable;
import otau.game.record.RecordWriter;
import otau.selfplay.EnginePicker;
import otau.selfplay.GreedyMaterialPicker;
import otau.selfplay.MovePicker;
import otau.selfplay.SelfPlay;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Writes self-play games for a demo database. */
@Command(name = "selfplay", description = {
        "Play games between two copies of a player and write them as a record file.",
        "Each game opens with 2-6 random plies, then the engine plays at a small node budget (or the quick"
                + " greedy two-ply material search)."})
public final class SelfplayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--games", paramLabel = "N", required = true, description = "number of games")
    int games;

    @Option(names = "--out", paramLabel = "F", required = true, description = "record file to write")
    Path out;

    @Option(names = "--seed", paramLabel = "S", description = "random seed, for repeatable games (default: random)")
    Long seed;

    /** Who plays the games. */
    enum Player { engine, greedy }

    @Option(names = "--player", paramLabel = "P", defaultValue = "engine",
            description = "engine (the search at --nodes a move) or greedy (two-ply material search); default: ${DEFAULT-VALUE}")
    Player player;

    @Option(names = "--nodes", paramLabel = "N", defaultValue = "" + EnginePicker.DEFAULT_NODES,
            description = "the engine's node budget a move (default: ${DEFAULT-VALUE})")
    long nodes;

    @Override
    public Integer call() throws IOException {
        PrintWriter log = spec.commandLine().getOut();
        OptionRange.atLeast(spec, "--games", games, 1);
        OptionRange.atLeast(spec, "--nodes", nodes, 1);
        Random random = seed == null ? new Random() : new Random(seed);
        SelfPlay play = new SelfPlay(random, LocalDate.now());
        if (player == Player.greedy) {
            return write(play, new GreedyMaterialPicker(random, "Otau greedy A"),
                    new GreedyMaterialPicker(random, "Otau greedy B"), log);
        }
        try (EnginePicker white = new EnginePicker(nodes, "Otau engine A");
             EnginePicker black = new EnginePicker(nodes, "Otau engine B")) {
            return write(play, white, black, log);
        }
    }

    private int write(SelfPlay play, MovePicker white, MovePicker black, PrintWriter log) throws IOException {
        long t0 = System.nanoTime();
        int[] results = new int[4];
        otau.io.AtomicFiles.write(out, stream -> {
            BufferedWriter w = new BufferedWriter(new java.io.OutputStreamWriter(stream, StandardCharsets.UTF_8));
            for (int i = 1; i <= games; i++) {
                boolean swap = i % 2 == 0;
                var game = play.play(swap ? black : white, swap ? white : black, i);
                switch (game.result()) {
                    case "1-0" -> results[0]++;
                    case "1/2-1/2" -> results[1]++;
                    case "0-1" -> results[2]++;
                    default -> results[3]++;
                }
                if (i > 1) {
                    w.write('\n');
                }
                w.write(RecordWriter.write(game));
            }
            w.flush();
        });
        double s = (System.nanoTime() - t0) / 1e9;
        log.printf("wrote %s to %s in %.1f s: White won %d, drawn %d, Black won %d, unfinished %d%n",
                Counts.of(games, "game", "games"), out, s, results[0], results[1], results[2], results[3]);
        return 0;
    }
}
