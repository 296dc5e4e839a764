package otau.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import otau.puzzle.CollectionFolder;
import otau.puzzle.CollectionStats;
import otau.puzzle.Puzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code otau puzzles stats <file|folder>}: count, share of multi-move puzzles, per theme, goals, rating histogram.
 * A file or puzzle that cannot be read is named on stderr ({@code skipped: …}) and the exit code is 1.
 */
@Command(name = "stats", description = "Print a collection's figures: count, share of two-or-more-move puzzles, puzzles"
        + " per theme, goals and a rating histogram.")
public final class PuzzlesStatsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "<file|folder>", arity = "0..*", description = "collection files or folders")
    List<Path> inputs;

    @Option(names = ShippedPuzzles.OPTION, description = ShippedPuzzles.DESCRIPTION)
    boolean shipped;

    @Option(names = "--with-etudes", description = "count the etudes too (left out by default: they are studies, not tactics)")
    boolean withEtudes;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<Puzzle> all = new ArrayList<>();
        int skipped = 0;
        int etudesLeftOut = 0;
        List<Path> toRead;
        try {
            toRead = ShippedPuzzles.inputs(spec.commandLine(), inputs, shipped);
        } catch (java.io.IOException e) {
            err.println("error: " + e.getMessage());
            return 1;
        }
        int empty = 0;
        for (Path in : toRead) {
            // File by file: one unreadable file is named and the rest still counted.
            CollectionFolder.Result read = CollectionFolder.read(in);
            if (read.collections().isEmpty() && read.unreadable().isEmpty()) {
                err.println("error: " + in + ": no .pgn files in this folder or its sub-folders");
                empty++;
                continue;
            }
            if (read.puzzles().isEmpty() && read.skipped().isEmpty()) {
                err.println("error: " + in + ": holds no puzzles");
                empty++;
                continue;
            }
            for (String line : read.skipped()) {
                err.println("skipped: " + line);
                skipped++;
            }
            for (Puzzle p : read.puzzles()) {
                if (withEtudes || !p.themes().contains("etude")) {
                    all.add(p);
                } else {
                    etudesLeftOut++;
                }
            }
        }
        if (empty == toRead.size()) {
            return 1; // nothing to count
        }
        out.print(CollectionStats.of(all).text());
        if (etudesLeftOut > 0) {
            // Said, so that a file of etudes alone does not seem to hold nothing.
            out.println("etudes left out: " + etudesLeftOut + " (--with-etudes counts them)");
        }
        out.flush();
        err.flush();
        return skipped > 0 || empty > 0 ? 1 : 0;
    }
}
