package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import otau.engine.EngineException;
import otau.engine.Limits;
import otau.engine.search.SearchConfig;
import otau.engine.search.SearchEngine;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordNode;
import otau.game.record.RecordReader;
import otau.game.record.RecordWriter;
import otau.review.CriticalMoment;
import otau.review.CriticalMoments;
import otau.review.EngineAnalyser;
import otau.review.GameReviewer;
import otau.review.MoveReview;
import otau.review.PlayerSummary;
import otau.review.RecordAnnotator;
import otau.review.ReviewDefaults;
import otau.review.ReviewText;
import otau.review.OpeningTheory;
import otau.review.ReviewResult;
import otau.review.Thresholds;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** Reviews a game with the engine: evaluations and error glyphs in the record, a summary per player. */
@Command(name = "review", description = "Review a game: find inaccuracies, mistakes and blunders, "
        + "write [%%eval] and ?! ? ?? into the record, print the better move and line at each, the turning "
        + "points and each player's accuracy.", subcommands = {ReviewFitCommand.class, ReviewLevelsCommand.class,
        ReviewOpeningMarksCommand.class, ReviewTheoryCommand.class})
public final class ReviewCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "the record file")
    Path file;

    static final class Limit {
        @Option(names = "--depth", paramLabel = "D", description = "search each position to this depth")
        Integer depth;
        @Option(names = "--movetime", paramLabel = "MS",
                description = "search each position this many milliseconds, at most to depth " + ReviewDefaults.MAX_DEPTH
                        + " (default " + ReviewDefaults.MOVE_TIME_MS + ")")
        Long moveTime;
    }

    @ArgGroup(exclusive = true)
    Limit limit;

    @Option(names = "--game", paramLabel = "N", defaultValue = "1", description = "which game of the file (1 = first)")
    int game;

    @Option(names = "--out", paramLabel = "F", description = "write the annotated record here (default: print it)")
    Path out;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1", description = "search threads")
    int threads;

    @Option(names = "--hash", paramLabel = "MIB", defaultValue = "" + SearchEngine.DEFAULT_HASH_MIB,
            description = "hash table size in MiB (default ${DEFAULT-VALUE})")
    int hash;

    @Option(names = "--no-depth-cap", description = "with a time budget, search each position for the whole time "
            + "(by default a position stops at depth " + ReviewDefaults.MAX_DEPTH + ")")
    boolean noDepthCap;

    @Option(names = "--no-book", description = "search the opening too, and mark main book moves like any other")
    boolean noBook;

    @Option(names = "--no-theory", description = "mark opening moves by the engine alone, also those that "
            + "people have established (the opening theory)")
    boolean noTheory;

    @Option(names = "--lines", description = "insert the engine's better line at each marked move as a variation")
    boolean insertLines;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (file == null) {
            throw new ParameterException(spec.commandLine(),
                    "give the record file to review (or a subcommand: fit, levels, opening-marks, theory)");
        }
        if (noDepthCap && limit != null && limit.depth != null) {
            throw new ParameterException(spec.commandLine(),
                    "--no-depth-cap goes with a time budget (--movetime), not with --depth");
        }
        if (limit != null) {
            OptionRange.atLeast(spec, "--depth", limit.depth == null ? 1 : limit.depth, 1);
            OptionRange.atLeast(spec, "--movetime", limit.moveTime == null ? 1 : limit.moveTime, 1);
        }
        OptionRange.within(spec, "--threads", threads, 1, SearchEngine.MAX_THREADS);
        OptionRange.within(spec, "--hash", hash, 1, SearchEngine.MAX_HASH_MIB);
        OptionRange.atLeast(spec, "--game", game, 1);
        if (out != null) {
            OutputFile.mustDifferFromInputs(spec, "--out", out, List.of(file));
        }
        ReadResult read;
        try {
            read = RecordReader.read(file);
        } catch (IOException e) {
            err.println("error: " + otau.io.FileProblems.describe(file, e, "cannot read"));
            return 1;
        }
        if (read.games().isEmpty()) {
            err.println("error: " + file + ": holds no games");
            return 1;
        }
        if (game > read.games().size()) {
            // Known only once the file is read: a problem of the file, as puzzles generate says it.
            err.println("error: --game " + game + ": " + file.getFileName() + " holds "
                    + Counts.of(read.games().size(), "game", "games"));
            return 1;
        }
        if (out != null) {
            String unwritable = OutputCheck.problem(out);
            if (unwritable != null) {
                // Said before the review's minutes, not after them.
                err.println("error: " + unwritable);
                return 1;
            }
        }
        GameRecord record = read.games().get(game - 1);
        if (RecordReader.isUnreadable(record)) {
            // Its [FEN] could not be read: its moves are not known, let alone from where.
            err.println("error: game " + game + " cannot be reviewed: " + record.problems().get(0));
            return 1;
        }
        if (!record.problems().isEmpty()) {
            err.println("error: reviewing the moves before: " + record.problems().get(0));
        }
        Limits limits = limit == null ? ReviewDefaults.timeBudget(ReviewDefaults.MOVE_TIME_MS)
                : limit.depth != null ? Limits.depth(limit.depth) : ReviewDefaults.timeBudget(limit.moveTime);
        if (noDepthCap && limits.moveTimeMs() > 0) {
            limits = Limits.moveTime(limits.moveTimeMs());
        }
        List<Position> line = new ArrayList<>();
        line.add(record.start());
        for (RecordNode n : record.mainLine()) {
            line.add(n.position());
        }
        ReviewResult result;
        try (SearchEngine engine = new SearchEngine(SearchConfig.standard())) {
            engine.setOption("Threads", Integer.toString(threads));
            engine.setOption("Hash", Integer.toString(hash));
            GameReviewer reviewer = new GameReviewer(new EngineAnalyser(engine, limits), Thresholds.STANDARD,
                    noBook ? otau.engine.book.Book.empty() : otau.engine.book.Book.bundled(), limits.moveTimeMs() > 0)
                    .withTheory(noTheory ? OpeningTheory.empty() : OpeningTheory.bundled());
            long t0 = System.nanoTime();
            // The count on a line of its own in a terminal only: in a log file it would be a hundred lines.
            ProgressLine counting = new ProgressLine(err, System.console() != null);
            result = reviewer.review(line, (done, total) -> counting.show("reviewing: " + done + "/" + total + " positions"));
            counting.clear();
            err.printf(Locale.ROOT, "reviewed %s in %.1f s%n", Counts.of(line.size(), "position", "positions"),
                    (System.nanoTime() - t0) / 1e9);
        } catch (IllegalArgumentException | EngineException e) {
            err.println("error: " + e.getMessage());
            return 1;
        }
        RecordAnnotator.annotate(record, result, insertLines);
        String text = RecordWriter.write(record);
        if (out != null) {
            try {
                otau.io.AtomicFiles.writeString(out, text);
            } catch (IOException e) {
                err.println("error: " + otau.io.FileProblems.describe(out, e, "cannot write"));
                return 1;
            }
        } else {
            stdout.println(text);
        }
        printSummary(stdout, record, result);
        stdout.flush();
        return 0;
    }

    private static void printSummary(PrintWriter out, GameRecord record, ReviewResult result) {
        for (MoveReview m : result.marked()) {
            out.println(ReviewText.mark(m));
        }
        List<CriticalMoment> moments = CriticalMoments.find(result, 3);
        if (!moments.isEmpty()) {
            out.println("Turning points:");
            for (CriticalMoment c : moments) {
                out.println("  " + c.text());
            }
        }
        int depths = 0;
        long depthSum = 0;
        for (var p : result.positions()) {
            if (p.depth() > 0) {
                depths++;
                depthSum += p.depth();
            }
        }
        if (depths > 0) {
            // The positions searched: a finished game's last one and book moves are not.
            out.printf(Locale.ROOT, "mean search depth %.1f over the %s%n", (double) depthSum / depths,
                    Counts.of(depths, "position searched", "positions searched"));
        }
        for (Side side : Side.values()) {
            PlayerSummary s = result.summary(side);
            String name = record.tag(side == Side.WHITE ? "White" : "Black");
            String who = (side == Side.WHITE ? "White" : "Black")
                    + (name == null || name.isBlank() || name.equals("?") ? "" : " (" + name + ")");
            if (s.moves() == 0) {
                out.println(who + ": no moves to judge"); // not "accuracy 100.0%" for what nobody played
                continue;
            }
            out.printf(Locale.ROOT, "%s: accuracy %.1f%%, %s, %s, %s (%s)%n", who,
                    s.accuracy(), Counts.of(s.inaccuracies(), "inaccuracy", "inaccuracies"),
                    Counts.of(s.mistakes(), "mistake", "mistakes"), Counts.of(s.blunders(), "blunder", "blunders"),
                    Counts.of(s.moves(), "move", "moves"));
        }
    }
}
