package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import otau.game.Fen;
import otau.game.Outcome;
import otau.game.record.GameRecord;
import otau.game.record.ReadResult;
import otau.game.record.RecordProblem;
import otau.game.record.RecordReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Replays record files and checks every move token against the rules. */
@Command(name = "replay", description = "Replay game records, checking every landing digit, X and (n).")
public final class ReplayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--positions", description = "print each game's final position string and result")
    boolean positions;

    @Parameters(paramLabel = "<file>", arity = "1..*", description = "record files")
    List<Path> files;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        int games = 0;
        long moves = 0;
        int errors = 0;
        for (Path file : files) {
            ReadResult result;
            try {
                result = RecordReader.read(file);
            } catch (IOException e) {
                // The message names the file and the reason: missing, a folder, unreadable, UTF-16…
                out.println(otau.io.FileProblems.describe(file, e, "cannot read"));
                errors++;
                continue;
            }
            for (RecordProblem p : result.problems()) {
                out.println("error: " + p);
                errors++;
            }
            int number = 0;
            for (GameRecord g : result.games()) {
                number++;
                games++;
                moves += g.mainLine().size();
                if (positions) {
                    Outcome o = g.outcome();
                    String res = o != null
                            ? "result " + o.result().notation() + " (" + o.whiteStore() + ":" + o.blackStore() + ")"
                            : "result " + g.result() + " (not decided on the board)";
                    out.printf("%s game %d: %s %s%n", file.getFileName(), number, Fen.write(g.finalPosition()), res);
                }
            }
        }
        out.printf("games %d, moves %d, errors %d%n", games, moves, errors);
        return errors > 0 ? 1 : 0;
    }
}
