package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import otau.game.record.GameRecord;
import otau.game.record.RecordReader;
import otau.review.OpeningTheory;
import otau.review.OpeningTheoryBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Counts the opening theory the review consults from finished games. */
@Command(name = "theory", description = "Count the opening theory from finished games: for each position of the "
        + "first plies that enough games reached, every move played and the mover's wins, draws and losses. "
        + "The review leaves established moves unmarked.")
public final class ReviewTheoryCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "record files of finished games")
    List<Path> files = new ArrayList<>();

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "the table to write")
    Path out;

    @Option(names = "--plies", paramLabel = "N", defaultValue = "20",
            description = "count the first N plies of each game (default ${DEFAULT-VALUE})")
    int plies;

    @Option(names = "--hold-out-rating", paramLabel = "R", defaultValue = "0",
            description = "leave out the games whose players are both rated R or more: the games "
                    + "`review opening-marks --min-rating R` measures, so that they are not judged by their own moves")
    int holdOutRating;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (plies < 1) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--plies must be at least 1");
        }
        OutputFile.mustDifferFromInputs(spec, "--out", out, files);
        OpeningTheoryBuilder builder = new OpeningTheoryBuilder();
        int heldOut = 0;
        for (Path f : files) {
            List<GameRecord> games;
            try {
                games = RecordReader.read(f).games();
            } catch (IOException e) {
                err.println("review theory: " + otau.io.FileProblems.describe(f, e, "cannot read"));
                return 1;
            }
            List<GameRecord> kept = new ArrayList<>();
            for (GameRecord g : games) {
                if (holdOutRating > 0 && g.bothRatedAtLeast(holdOutRating)) {
                    heldOut++;
                } else {
                    kept.add(g);
                }
            }
            builder.add(kept, plies, g -> true);
        }
        OpeningTheory theory = builder.build(OpeningTheory.MIN_GAMES);
        List<String> header = new ArrayList<>();
        header.add("Opening theory for the review: the first " + plies + " plies of " + builder.games()
                + " finished games (" + builder.skipped() + " left out without a result or with problems"
                + (holdOutRating > 0 ? ", " + heldOut + " held out with both players rated " + holdOutRating + "+" : "")
                + "), positions that " + OpeningTheory.MIN_GAMES + " or more reached.");
        header.add("Made by: otau review theory " + String.join(" ", files.stream().map(Path::toString).toList())
                + " --plies " + plies + (holdOutRating > 0 ? " --hold-out-rating " + holdOutRating : "")
                + " --out " + out);
        StringWriter text = new StringWriter();
        try {
            theory.write(text, header);
            otau.io.AtomicFiles.writeString(out, text.toString());
        } catch (IOException e) {
            err.println("review theory: " + otau.io.FileProblems.describe(out, e, "cannot write"));
            return 1;
        }
        stdout.printf("%s counted, %s written to %s%n", Counts.of(builder.games(), "game", "games"),
                Counts.of(theory.size(), "position", "positions"), out);
        stdout.flush();
        return 0;
    }
}
