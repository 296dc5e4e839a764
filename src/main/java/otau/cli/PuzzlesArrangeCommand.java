package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.Theme;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Sorts puzzles into one collection file per main theme (easiest first), so that a coach
 * or the trainer can pick a subject: starvation, tuzdyk, defence, endgames, combinations,
 * captures.
 */
@Command(name = "arrange", description = "Sort puzzles into collection files by main theme, easiest first.")
public final class PuzzlesArrangeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "<file|folder>", arity = "1..*", description = "collection files or folders to read")
    List<Path> inputs;

    @Option(names = "--out-dir", required = true, paramLabel = "DIR", description = "folder for the collection files")
    Path outDir;

    @Option(names = "--retag", description = "bring older puzzles to today's rules first: goal = the main line's net"
            + " gain, themes tagged again, a title; those the store-difference search then rejects are left out")
    boolean retag;

    @Option(names = "--depth", paramLabel = "D", defaultValue = "" + otau.puzzle.SolveCriteria.DEFAULT_DEPTH,
            description = "with --retag: the store-difference search's depth (default ${DEFAULT-VALUE})")
    int depth;

    @Option(names = "--max-one-move", paramLabel = "SHARE", defaultValue = "0.25",
            description = "largest share of one-move puzzles; the rest are left out, those of the commonest themes"
                    + " first (default ${DEFAULT-VALUE})")
    double maxOneMove;

    /** Every collection {@link #collectionOf} names: the files arrange may write. */
    static final List<String> COLLECTIONS = List.of("starvation", "tuzdyk", "defence", "endgames", "combinations",
            "captures");

    /** The file a puzzle goes to: the first of these rules that fits. */
    static String collectionOf(Puzzle p) {
        if (p.hasTheme(Theme.STARVATION)) {
            return "starvation";
        }
        if (p.hasTheme(Theme.TUZDYK)) {
            return "tuzdyk";
        }
        if (p.hasTheme(Theme.TUZDYK_DEFENCE)) {
            return "defence";
        }
        if (p.hasTheme(Theme.COUNTING)) {
            return "endgames";
        }
        if (p.hasTheme(Theme.COMBINATION) || p.hasTheme(Theme.LONG_COMBINATION) || p.hasTheme(Theme.SACRIFICE)
                || p.hasTheme(Theme.DOUBLE_ATTACK)) {
            return "combinations";
        }
        if (p.hasTheme(Theme.EVEN_CAPTURE)) {
            return "captures";
        }
        // What is left holds the balance with the only move that does.
        return "defence";
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        // Arranging a folder into itself would rewrite the files it reads: refused before anything is read.
        List<Path> sources = new ArrayList<>();
        for (Path in : inputs) {
            sources.addAll(Files.isDirectory(in) ? PuzzleCollection.files(in) : List.of(in));
        }
        for (String name : COLLECTIONS) {
            OutputFile.mustDifferFromInputs(spec, "--out-dir", outDir.resolve(name + ".pgn"),
                    sources, "Give another folder.");
        }
        Map<String, List<Puzzle>> byFile = new LinkedHashMap<>();
        Map<String, Boolean> ids = new LinkedHashMap<>();
        int problems = 0;
        for (Path in : inputs) {
            for (PuzzleCollection c : PuzzleCollection.readAll(in)) {
                for (var p : c.problems()) {
                    out.println("skipped: " + p);
                    problems++;
                }
                for (Puzzle p : c.puzzles()) {
                    if (ids.putIfAbsent(p.id(), true) == null) {
                        byFile.computeIfAbsent(collectionOf(p), k -> new ArrayList<>()).add(p);
                    }
                }
            }
        }
        if (maxOneMove < 0 || maxOneMove > 1) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                    "--max-one-move must be 0..1, not " + maxOneMove);
        }
        if (retag) {
            otau.puzzle.mine.PuzzleRetagger retagger = new otau.puzzle.mine.PuzzleRetagger(
                    new otau.puzzle.solve.StoreDifferenceSearch(), otau.puzzle.SolveCriteria.standard().withDepth(depth))
                    // Win and draw puzzles are cross-checked by the exact solver with the data folder's table.
                    .withProver(new otau.engine.solve.Solver(TablebaseNotices.defaultTable(spec.commandLine().getErr())),
                            otau.puzzle.PuzzleVerifier.ETUDE_SECONDS);
            Map<String, List<Puzzle>> retagged = new LinkedHashMap<>();
            int dropped = 0;
            for (Puzzle p : byFile.values().stream().flatMap(List::stream).toList()) {
                var r = retagger.retag(p);
                if (r.isPresent()) {
                    retagged.computeIfAbsent(collectionOf(r.get()), k -> new ArrayList<>()).add(r.get());
                } else {
                    dropped++;
                }
            }
            out.printf("%s left out: they fail under today's goals%n", Counts.of(dropped, "puzzle", "puzzles"));
            byFile = retagged;
        }
        List<Puzzle> all = byFile.values().stream().flatMap(List::stream).toList();
        java.util.Set<String> kept = new java.util.HashSet<>(
                otau.puzzle.CollectionBalance.capOneMove(all, maxOneMove).stream().map(Puzzle::id).toList());
        out.printf("%d one-move puzzles over the share of %.0f%% left out%n", all.size() - kept.size(),
                maxOneMove * 100);
        byFile.values().forEach(l -> l.removeIf(p -> !kept.contains(p.id())));
        byFile.values().removeIf(List::isEmpty);
        Files.createDirectories(outDir);
        for (Map.Entry<String, List<Puzzle>> e : byFile.entrySet()) {
            List<Puzzle> list = new ArrayList<>(e.getValue());
            list.sort(Comparator.comparingInt(Puzzle::rating).thenComparing(Puzzle::id));
            Path file = outDir.resolve(e.getKey() + ".pgn");
            new PuzzleCollection(e.getKey(), list, List.of()).write(file);
            out.printf("%s: %s, ratings %d..%d%n", file, Counts.of(list.size(), "puzzle", "puzzles"), list.get(0).rating(),
                    list.get(list.size() - 1).rating());
        }
        return problems > 0 ? 1 : 0;
    }
}
