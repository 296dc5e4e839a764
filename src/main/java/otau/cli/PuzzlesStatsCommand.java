package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import otau.puzzle.CollectionStats;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code otau puzzles stats <file|folder>}: count, share of multi-move puzzles, per theme, goals, rating histogram. */
@Command(name = "stats", description = "Print a collection's figures: count, share of two-or-more-move puzzles, puzzles"
        + " per theme, goals and a rating histogram.")
public final class PuzzlesStatsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "<file|folder>", arity = "1..*", description = "collection files or folders")
    List<Path> inputs;

    @Option(names = "--with-etudes", description = "count the etudes too (left out by default: they are studies, not tactics)")
    boolean withEtudes;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<Puzzle> all = new ArrayList<>();
        try {
            for (Path in : inputs) {
                for (PuzzleCollection c : PuzzleCollection.readAll(in)) {
                    c.puzzles().stream().filter(p -> withEtudes || !p.themes().contains("etude")).forEach(all::add);
                }
            }
        } catch (IOException e) {
            out.println("error: " + e.getMessage());
            return 1;
        }
        out.print(CollectionStats.of(all).text());
        out.flush();
        return 0;
    }
}
