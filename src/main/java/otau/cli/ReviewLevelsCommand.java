package otau.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import otau.engine.Limits;
import otau.play.LevelEngine;
import otau.play.StrengthLevel;
import otau.review.LevelAccuracy;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Accuracy by playing strength: each level against the full engine, the games reviewed. */
@Command(name = "levels", description = "Play each training level against the full-strength engine, review "
        + "the games and print the level's accuracy (it should fall with the level).")
public final class ReviewLevelsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--levels", split = ",", defaultValue = "1,4,7,10", description = "levels (default ${DEFAULT-VALUE})")
    List<Integer> levels;

    @Option(names = "--games", defaultValue = "4", description = "games per level, colours alternating (default ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--nodes", defaultValue = "20000", description = "nodes a move for the full engine and the cap "
            + "for the levels (default ${DEFAULT-VALUE})")
    long nodes;

    @Option(names = "--review-depth", defaultValue = "12", description = "review depth per position (default ${DEFAULT-VALUE})")
    int reviewDepth;

    @Option(names = "--seed", defaultValue = "1", description = "opening seed (default ${DEFAULT-VALUE})")
    long seed;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        for (int l : levels) {
            if (l < 1 || l > StrengthLevel.MAX) {
                throw new picocli.CommandLine.ParameterException(spec.commandLine(), "there is no level " + l + " (1.." + StrengthLevel.MAX + ")");
            }
        }
        if (games < 1 || nodes < 1 || reviewDepth < 1) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--games, --nodes and --review-depth must be at least 1");
        }
        LevelAccuracy.Settings s = new LevelAccuracy.Settings(
                (level, gameSeed) -> new LevelEngine(StrengthLevel.of(level), gameSeed), games, seed, 0, nodes, Limits.depth(reviewDepth));
        out.println("| level | games | accuracy | blunders a game | mistakes a game | plies |");
        out.println("|---|---|---|---|---|---|");
        for (int l : levels) {
            LevelAccuracy.Row r = LevelAccuracy.measure(l, s, err::println);
            out.printf(Locale.ROOT, "| %d | %d | %.1f%% | %.1f | %.1f | %.0f |%n", r.level(), r.games(), r.accuracy(),
                    r.blunders(), r.mistakes(), r.plies());
            out.flush();
        }
        return 0;
    }
}
