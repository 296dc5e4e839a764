package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import otau.game.record.ReadResult;
import otau.game.record.RecordProblem;
import otau.game.record.RecordReader;
import otau.puzzle.Cancellation;
import otau.puzzle.Progress;
import otau.puzzle.Puzzle;
import otau.puzzle.PuzzleCollection;
import otau.puzzle.mine.DatabaseGames;
import otau.puzzle.mine.MiningSettings;
import otau.puzzle.mine.PuzzleGenerator;
import otau.puzzle.SolveCriteria;
import otau.engine.search.SearchEngine;
import otau.puzzle.solve.EngineSolver;
import otau.puzzle.solve.StoreDifferenceSearch;
import otau.puzzle.solve.RememberingSolver;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** Mines puzzles from self-play or from recorded games. */
@Command(name = "generate", description = "Find puzzles in self-play games, endgame or starvation self-play, or a"
        + " record file or a database; each one proved by the store-difference search and the engine, or with --judge engine"
        + " by the engine alone.")
public final class PuzzlesGenerateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    static final class Source {
        @Option(names = "--selfplay", paramLabel = "N", description = "play N self-play games and mine them")
        Integer selfplay;

        @Option(names = "--endgames", paramLabel = "N",
                description = "play N weak self-play games down to bare endgames and mine those")
        Integer endgames;

        @Option(names = "--starvation", paramLabel = "N",
                description = "play N weak games in which both sides try to starve the other, and mine them for"
                        + " puzzles about the no-move end")
        Integer starvation;

        @Option(names = "--games", paramLabel = "FILE", description = "mine the main lines of the games in a record file")
        Path games;

        @Option(names = "--db", paramLabel = "FILE", description = "mine the games of a database (otau.db)")
        Path db;
    }

    @Option(names = "--player", paramLabel = "NAME",
            description = "with --db: only this player's games (part of the name), and only the puzzles where"
                    + " they are to move")
    String player;

    @Option(names = "--first-record", paramLabel = "K", defaultValue = "1",
            description = "with --games: start at game K of the file (to mine a large file in chunks)")
    int firstRecord;

    @Option(names = "--records", paramLabel = "N", defaultValue = "0",
            description = "with --games: mine at most N games (0: all)")
    int records;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Source source;

    @Option(names = "--out", paramLabel = "FILE",
            description = "collection file to write (default with --db: my-puzzles.pgn beside the database)")
    Path outFile;

    @Option(names = "--append", description = "keep the puzzles already in the output file and add new ones")
    boolean append;

    @Option(names = "--min-rating", paramLabel = "R", defaultValue = "0", description = "drop easier puzzles")
    int minRating;

    @Option(names = "--max-rating", paramLabel = "R", defaultValue = "9999", description = "drop harder puzzles")
    int maxRating;

    /** Who finds and proves the lines: the store-difference search, or the engine. */
    enum Judge { exact, engine }

    @Option(names = "--judge", paramLabel = "exact|engine", defaultValue = "exact",
            description = "who finds the lines: the store-difference search (store counts only, sure in endgames) or the engine"
                    + " (its evaluation sees tuzdyks and threats in middlegames; --engine-depth is then its depth)"
                    + " (default ${DEFAULT-VALUE})")
    Judge judge;

    @Option(names = "--depth", paramLabel = "D", defaultValue = "" + SolveCriteria.DEFAULT_DEPTH,
            description = "search depth in plies of the store-difference search (default ${DEFAULT-VALUE})")
    int depth;

    @Option(names = "--engine-depth", paramLabel = "D", defaultValue = "" + MINING_ENGINE_DEPTH,
            description = "keep only puzzles the engine also proves at this depth, with a margin to spare"
                    + " (default ${DEFAULT-VALUE}; 0 turns the check off)")
    int engineDepth;

    @Option(names = "--engine-cushion", paramLabel = "C", defaultValue = "" + PuzzleGenerator.ENGINE_CUSHION,
            description = "centi-stones the engine's margin must exceed verify's (default ${DEFAULT-VALUE})")
    int engineCushion;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "self-play seed (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--first-game", paramLabel = "K", defaultValue = "1",
            description = "number of the first self-play game (to continue an earlier run with the same seed)")
    int firstGame;

    /** The engine's depth for the second proof: one deeper than verify --engine, so the puzzles pass it comfortably. */
    static final int MINING_ENGINE_DEPTH = PuzzleGenerator.ENGINE_DEPTH;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (depth < 1 || depth > 30) {
            throw new ParameterException(spec.commandLine(), "--depth must be 1..30, not " + depth);
        }
        if (engineDepth < 0 || engineDepth > 30) {
            throw new ParameterException(spec.commandLine(), "--engine-depth must be 0..30, not " + engineDepth);
        }
        if (engineCushion < 0 || engineCushion > 1000) {
            throw new ParameterException(spec.commandLine(), "--engine-cushion must be 0..1000, not " + engineCushion);
        }
        if (minRating > maxRating) {
            throw new ParameterException(spec.commandLine(), "--min-rating " + minRating + " is above --max-rating "
                    + maxRating + ": no puzzle could be kept");
        }
        if (outFile == null && source.db == null) {
            throw new ParameterException(spec.commandLine(), "--out is required (except with --db)");
        }
        if (player != null && source.db == null) {
            throw new ParameterException(spec.commandLine(), "--player goes with --db");
        }
        if (outFile == null) {
            Path parent = source.db.toAbsolutePath().getParent();
            outFile = parent.resolve("my-puzzles.pgn");
        }
        // The puzzles never go over the games they are mined from.
        OutputFile.mustDifferFromInputs(spec, "--out", outFile, java.util.Arrays.asList(source.games, source.db));
        Integer games = source.selfplay != null ? source.selfplay
                : source.endgames != null ? source.endgames : source.starvation;
        if (games != null && games < 1) {
            throw new ParameterException(spec.commandLine(),
                    "--selfplay, --endgames and --starvation need a number of games of 1 or more");
        }
        if (judge == Judge.engine && engineDepth == 0) {
            throw new ParameterException(spec.commandLine(), "--judge engine needs an --engine-depth of 1 or more");
        }
        MiningSettings settings = MiningSettings.standard().withCriteria(SolveCriteria.standard().withDepth(depth))
                .withRatings(minRating, maxRating).withSeed(seed);
        try (SearchEngine engine = new SearchEngine()) {
            PuzzleGenerator generator = judge == Judge.engine
                    ? PuzzleGenerator.judgedByEngine(engine, settings, engineDepth, engineCushion)
                    : new PuzzleGenerator(new RememberingSolver(new StoreDifferenceSearch(), CACHE), settings);
            // Win and draw puzzles are checked by the exact solver with the data folder's table, as verify does.
            generator.withProver(new otau.engine.solve.Solver(TablebaseNotices.defaultTable(err)),
                    otau.puzzle.PuzzleVerifier.ETUDE_SECONDS);
            if (judge == Judge.exact && engineDepth > 0) {
                // A wider margin than verify --engine asks for, so small changes to the engine's
                // search leave the puzzles proved.
                generator.crossCheck(new RememberingSolver(new EngineSolver(engine), CACHE),
                        SolveCriteria.engine(engineDepth).withCushion(engineCushion));
            }
            return generate(out, err, generator, games);
        }
    }

    /** Answers kept per solver: enough for the positions of a few games. */
    private static final int CACHE = 20_000;

    private int generate(PrintWriter out, PrintWriter err, PuzzleGenerator generator, Integer games) throws IOException {
        PuzzleCollection collection = PuzzleCollection.empty(PuzzleCollection.nameOf(outFile));
        if (append && Files.exists(outFile)) {
            collection = PuzzleCollection.read(outFile);
            for (var p : collection.problems()) {
                err.println("warning: " + p);
            }
            collection.puzzles().forEach(p -> generator.exclude(p.start()));
        }
        int before = collection.puzzles().size();
        Cancellation cancel = Cancellation.none();
        if (games != null) {
            for (int g = 0; g < games; g++) {
                int index = firstGame - 1 + g;
                List<Puzzle> found = source.endgames != null ? generator.endgameGame(index, cancel)
                        : source.starvation != null ? generator.starvationGame(index, cancel)
                        : generator.selfPlayGame(index, cancel);
                collection = addAll(collection, found);
                // Saved as it grows, so a long run can be watched and stopped at any time.
                collection.write(outFile);
                err.printf("game %d/%d: %s%n", g + 1, games, Counts.of(collection.puzzles().size() - before, "puzzle", "puzzles"));
                err.flush();
            }
        } else if (source.db != null) {
            if (!Files.isRegularFile(source.db)) {
                err.println("error: " + source.db + ": no such database file");
                return 1;
            }
            try (otau.db.GameDatabase db = otau.db.GameDatabase.open(source.db)) {
                otau.db.GameFilter filter = player == null ? otau.db.GameFilter.any()
                        : otau.db.GameFilter.any().withPlayer(player, otau.db.GameFilter.PlayerSide.EITHER);
                DatabaseGames dbGames = new DatabaseGames(db, filter, source.db.getFileName().toString());
                List<Puzzle> found = generator.fromDatabase(dbGames, (done, total, puzzles) -> {
                    err.printf("game %d/%d: %s%n", done, total, Counts.of(puzzles, "puzzle", "puzzles"));
                    err.flush();
                }, cancel);
                collection = addAll(collection, found);
                collection.write(outFile);
            } catch (otau.db.DatabaseException e) {
                err.println("error: " + source.db + ": " + e.getMessage());
                return 1;
            }
        } else {
            ReadResult read;
            try {
                read = RecordReader.read(source.games);
            } catch (IOException e) {
                err.println("error: " + otau.io.FileProblems.describe(source.games, e, "cannot read"));
                return 1;
            }
            for (RecordProblem p : read.problems()) {
                err.println("warning: " + p);
            }
            if (firstRecord < 1 || records < 0) {
                throw new ParameterException(spec.commandLine(), "--first-record must be 1 or more, --records 0 or more");
            }
            List<otau.game.record.GameRecord> all = read.games();
            if (all.isEmpty()) {
                err.println("error: " + source.games.getFileName() + " holds no games; nothing written");
                return 1;
            }
            if (firstRecord > all.size()) {
                err.println("error: --first-record " + firstRecord + ": " + source.games.getFileName() + " holds "
                        + Counts.of(all.size(), "game", "games") + "; nothing written");
                return 1;
            }
            int from = Math.min(all.size(), firstRecord - 1);
            int to = records == 0 ? all.size() : Math.min(all.size(), from + records);
            String name = source.games.getFileName().toString();
            for (int i = from; i < to; i++) {
                // One game at a time, saved after each, so a long run can be watched and stopped.
                List<Puzzle> found = generator.fromGames(List.of(all.get(i)), name, i + 1, Progress.NONE, cancel);
                collection = addAll(collection, found);
                collection.write(outFile);
                err.printf("game %d/%d: %s%n", i + 1, all.size(), Counts.of(collection.puzzles().size() - before, "puzzle", "puzzles"));
                err.flush();
            }
        }
        out.printf("%s written to %s (%d new)%n", Counts.of(collection.puzzles().size(), "puzzle", "puzzles"), outFile,
                collection.puzzles().size() - before);
        return 0;
    }

    private static PuzzleCollection addAll(PuzzleCollection c, List<Puzzle> found) {
        List<Puzzle> list = new ArrayList<>(c.puzzles());
        for (Puzzle p : found) {
            if (c.indexOf(p.id()) < 0 && list.stream().noneMatch(q -> q.id().equals(p.id()))) {
                list.add(p);
            }
        }
        return new PuzzleCollection(c.name(), list, c.problems());
    }
}
