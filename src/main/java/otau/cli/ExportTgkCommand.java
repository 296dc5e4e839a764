package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordProblem;
import otau.game.record.RecordReader;
import otau.game.record.TgkWriter;
import otau.io.AtomicFiles;
import otau.io.FileProblems;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Writes the games of a record file as TGK, the format of the Toguz Kumalak apps. */
@Command(name = "tgk", mixinStandardHelpOptions = true,
        description = "Write the games of a record file as TGK (one move pair a line, lower-case x, Count from the final stores).")
public final class ExportTgkCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--from", paramLabel = "FILE", required = true, description = "the record file (PGN or TGK)")
    Path from;

    @Option(names = "--game", paramLabel = "N", description = "only game N of the file (1 = the first)")
    Integer game;

    @Option(names = "--out", paramLabel = "FILE.tgk", required = true, description = "the file to write")
    Path out;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        OutputFile.mustDifferFromInputs(spec, "--out", out, List.of(from));
        if (game != null) {
            OptionRange.atLeast(spec, "--game", game, 1);
        }
        ReadResult read;
        try {
            FileProblems.requireReadableFile(from);
            read = RecordReader.read(from);
        } catch (IOException e) {
            err.println(FileProblems.describe(from, e, "cannot read"));
            return 1;
        }
        for (RecordProblem p : read.problems()) {
            err.println("warning: " + p);
        }
        List<GameRecord> games = read.games();
        if (game != null) {
            if (game > games.size()) {
                // Known only once the file is read: a problem of the file, as review --game says it.
                err.println("error: --game " + game + ": " + from.getFileName() + " holds "
                        + Counts.of(games.size(), "game", "games"));
                return 1;
            }
            games = List.of(games.get(game - 1));
        }
        List<GameRecord> writable = new ArrayList<>();
        int damaged = 0;
        for (int i = 0; i < games.size(); i++) {
            // A game read only up to a problem would go out cut short under its full result and count.
            boolean cutShort = !games.get(i).problems().isEmpty();
            String why = RecordReader.isUnreadable(games.get(i)) ? "the game could not be read (see the warning)"
                    : cutShort ? "its record has a problem (see the warning); mend it and export again"
                    : TgkWriter.whyNotWritable(games.get(i));
            if (cutShort) {
                damaged++;
            }
            if (why != null) {
                err.printf("%s, game %d: left out: %s%n", from, game != null ? game : i + 1, why);
            } else {
                writable.add(games.get(i));
            }
        }
        if (writable.isEmpty()) {
            err.printf("%s: no game that TGK can hold%n", from);
            return 1;
        }
        try {
            AtomicFiles.writeString(out, TgkWriter.write(writable));
        } catch (IOException e) {
            err.println(FileProblems.describe(out, e, "cannot write"));
            return 1;
        }
        spec.commandLine().getOut().printf("wrote %s (%d game%s)%n", out, writable.size(), writable.size() == 1 ? "" : "s");
        return damaged > 0 ? 1 : 0;
    }
}
