package otau.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import otau.db.CancellationToken;
import otau.db.GameDatabase;
import otau.db.ImportOptions;
import otau.db.ImportReport;
import otau.game.record.RecordProblem;
import otau.io.Phrase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Imports record files into the database. */
@Command(name = "import", description = "Import game records (PlayOK exports included); duplicates are skipped.")
public final class DbImportCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    DbOption db;

    @Option(names = "--index-plies", paramLabel = "N",
            description = "index each game's positions up to this ply for the explorer (default: ${DEFAULT-VALUE})")
    int indexPlies = ImportOptions.DEFAULT_INDEX_PLIES;

    @Parameters(paramLabel = "<file>", arity = "1..*", description = "record files")
    List<Path> files;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        // An index of no ply would leave the explorer nothing it could say it covers.
        OptionRange.atLeast(spec, "--index-plies", indexPlies, 1);
        long[] lastPrint = {System.nanoTime()};
        ImportReport r;
        try (GameDatabase database = db.open()) {
            int depthBefore = database.indexPlies();
            r = database.importFiles(files, ImportOptions.defaults().withIndexPlies(indexPlies), p -> {
                long now = System.nanoTime();
                if (now - lastPrint[0] > 2_000_000_000L) {
                    lastPrint[0] = now;
                    err.printf("%s: %d of about %d games (%.0f%%)%n", p.file(), p.gamesRead(), p.estimatedGames(),
                            100 * p.fraction());
                }
            }, CancellationToken.none());
            printReport(out, r);
            int depth = database.indexPlies();
            if (depthBefore > depth) {
                // The explorer's promise must hold for every game: say that it now covers less.
                out.printf("note: these games are indexed to ply %d, the earlier ones to ply %d; the explorer now "
                        + "covers the first %d plies of every game%n", depth, depthBefore, depth);
            }
            out.printf("database %s: %s%n", database.file(), Counts.of(database.gameCount(), "game", "games"));
        }
        if (r.imported() + r.duplicates() + r.broken() == 0 && r.fileErrors().isEmpty() && !r.cancelled()) {
            // Files read, and not one game in them: surely a mistake (an empty or wrong file).
            err.println("error: " + (files.size() == 1 ? files.get(0) + " holds" : "the files hold") + " no games");
            return 1;
        }
        return r.problems().isEmpty() && r.fileErrors().isEmpty() ? 0 : 1;
    }

    /** A file that could not be read at all comes first, so the counts below never read as the whole story. */
    static void printReport(PrintWriter out, ImportReport r) {
        for (Phrase e : r.fileErrors()) {
            out.println("error: " + e.english());
        }
        out.printf("imported %d, duplicates %d, broken %d%s; %d positions indexed in %.1f s (%.0f games/s)%n",
                r.imported(), r.duplicates(), r.broken(),
                r.fileErrors().isEmpty() ? "" : ", files not read " + r.fileErrors().size(),
                r.positionsIndexed(), r.elapsed().toMillis() / 1000.0, r.gamesPerSecond());
        for (RecordProblem p : r.notices()) {
            out.println("warning: " + p);
        }
        if (!r.problems().isEmpty()) {
            out.println("not imported:");
            for (RecordProblem p : r.problems()) {
                out.println("  " + p);
            }
        }
        if (r.cancelled()) {
            out.println("cancelled: the games counted above are saved");
        }
    }
}
