package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import otau.engine.Limits;
import otau.engine.book.Book;
import otau.engine.search.SearchConfig;
import otau.engine.search.SearchEngine;
import otau.game.Position;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordNode;
import otau.game.record.RecordReader;
import otau.review.EngineAnalyser;
import otau.review.GameReviewer;
import otau.review.MoveClass;
import otau.review.MoveReview;
import otau.review.OpeningTheory;
import otau.review.ReviewDefaults;
import otau.review.ReviewResult;
import otau.review.Thresholds;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * How often the review marks the opening moves of strong players: the first moves of each
 * side of a sample of rated games, reviewed as {@code otau review} does by default.
 */
@Command(name = "opening-marks", description = "Review the opening moves of games between strong players and "
        + "print how many the review marks (?!, ?, ??).")
public final class ReviewOpeningMarksCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "record file of rated games")
    Path file;

    @Option(names = "--min-rating", defaultValue = "1400", description = "both players rated at least this "
            + "(default ${DEFAULT-VALUE})")
    int minRating;

    @Option(names = "--games", defaultValue = "0", description = "games to sample, the first that qualify "
            + "(default: all that qualify)")
    int games;

    @Option(names = "--moves", defaultValue = "10", description = "moves of each side from the start "
            + "(default ${DEFAULT-VALUE})")
    int moves;

    @Option(names = "--movetime", defaultValue = "" + ReviewDefaults.MOVE_TIME_MS,
            description = "milliseconds a position (default ${DEFAULT-VALUE})")
    long moveTime;

    @Option(names = "--list", description = "also print each marked move: game, move, best move, stones and chance lost")
    boolean list;

    @Option(names = "--no-book", description = "search every position and mark book moves too (as before the book)")
    boolean noBook;

    @Option(names = "--no-theory", description = "mark opening theory too (moves people have established)")
    boolean noTheory;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        OptionRange.atLeast(spec, "--games", games, 0);
        OptionRange.atLeast(spec, "--moves", moves, 1);
        OptionRange.atLeast(spec, "--movetime", moveTime, 1);
        ReadResult read;
        try {
            read = RecordReader.read(file);
        } catch (IOException e) {
            err.println("review opening-marks: " + otau.io.FileProblems.describe(file, e, "cannot read"));
            return 1;
        }
        List<GameRecord> sample = new ArrayList<>();
        for (GameRecord g : read.games()) {
            if ((games == 0 || sample.size() < games) && g.problems().isEmpty() && g.startsFromStandardPosition()
                    && g.bothRatedAtLeast(minRating)
                    && g.mainLine().size() >= 2 * moves) {
                sample.add(g);
            }
        }
        if (sample.isEmpty()) {
            err.println("review opening-marks: no game in " + file.getFileName() + " has both players rated "
                    + minRating + " or more and " + 2 * moves + " plies");
            return 1;
        }
        Book book = noBook ? Book.empty() : Book.bundled();
        int[] counts = new int[MoveClass.values().length];
        int judged = 0;
        int theory = 0;
        int[] markedByMove = new int[moves + 1];
        long t0 = System.nanoTime();
        try (SearchEngine engine = new SearchEngine(SearchConfig.standard())) {
            GameReviewer reviewer = new GameReviewer(new EngineAnalyser(engine, ReviewDefaults.timeBudget(moveTime)),
                    Thresholds.STANDARD, book, true).withTheory(noTheory ? OpeningTheory.empty() : OpeningTheory.bundled());
            for (int i = 0; i < sample.size(); i++) {
                GameRecord g = sample.get(i);
                List<Position> line = new ArrayList<>();
                line.add(g.start());
                for (RecordNode n : g.mainLine().subList(0, 2 * moves)) {
                    line.add(n.position());
                }
                ReviewResult r = reviewer.review(line, (done, total) -> { });
                for (MoveReview m : r.moves()) {
                    counts[m.moveClass().ordinal()]++;
                    judged++;
                    theory += m.isTheory() ? 1 : 0;
                    markedByMove[m.before().moveNumber()] += m.moveClass().isError() ? 1 : 0;
                    if (list && m.moveClass() != MoveClass.GOOD) {
                        out.printf(Locale.ROOT, "game %d: %s%s%s best %s, %.1f stones, %.3f chance lost (%.2f -> %.2f)%n",
                                i + 1, m.label(), m.notation(), m.moveClass().glyph(), m.bestNotation(),
                                m.stonesLost(), m.chanceLost(), m.chanceBefore(), m.chanceAfter());
                    }
                    if (list && m.isTheory()) {
                        out.printf(Locale.ROOT, "game %d: %s%s theory (%d games, the mover scored %.0f%%), the engine "
                                        + "prefers %s by %.1f stones%n", i + 1, m.label(), m.notation(),
                                m.theory().games(), 100 * m.theory().score(), m.bestNotation(), m.stonesLost());
                    }
                }
                err.printf(Locale.ROOT, "game %d/%d: %d marked%n", i + 1, sample.size(), r.marked().size());
                err.flush();
            }
        }
        int marked = judged - counts[MoveClass.GOOD.ordinal()];
        out.printf(Locale.ROOT, "%d games (both rated %d+), first %d moves of each side: %d moves, %s; "
                        + "%d ?! (%.1f%%), %d ? (%.1f%%), %d ?? (%.1f%%); marked %.1f%% in %.0f s%n",
                sample.size(), minRating, moves, judged, noBook ? "no book" : "book of " + book.size() + " positions",
                counts[MoveClass.INACCURACY.ordinal()], pct(counts[MoveClass.INACCURACY.ordinal()], judged),
                counts[MoveClass.MISTAKE.ordinal()], pct(counts[MoveClass.MISTAKE.ordinal()], judged),
                counts[MoveClass.BLUNDER.ordinal()], pct(counts[MoveClass.BLUNDER.ordinal()], judged),
                pct(marked, judged), (System.nanoTime() - t0) / 1e9);
        if (!noTheory) {
            out.printf(Locale.ROOT, "%d moves the engine alone would mark are opening theory (%d positions) and "
                    + "stay unmarked%n", theory, OpeningTheory.bundled().size());
        }
        StringBuilder byMove = new StringBuilder("marked by move number:");
        for (int n = 1; n <= moves; n++) {
            byMove.append(String.format(Locale.ROOT, " %d: %d/%d", n, markedByMove[n], 2 * sample.size()));
        }
        out.println(byMove);
        return 0;
    }

    private static double pct(int n, int of) {
        return of == 0 ? 0 : 100.0 * n / of;
    }
}
