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
import otau.game.record.RecordPiece;
import otau.game.record.RecordProblem;
import otau.game.record.RecordReader;
import otau.game.record.RecordStream;
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
            int gamesBefore = games;
            int errorsBefore = errors;
            // A stream of one-game pieces: a file of any size is read in bounded memory.
            try (RecordStream stream = RecordStream.open(file)) {
                int number = 1;
                for (RecordPiece piece; (piece = stream.next()) != null; ) {
                    ReadResult result = RecordReader.read(piece, stream.source(), number);
                    for (RecordProblem p : stream.takeNotices()) {
                        out.println("warning: " + p);
                    }
                    for (RecordProblem p : result.problems()) {
                        out.println("error: " + p);
                        errors++;
                    }
                    for (GameRecord g : result.games()) {
                        games++;
                        moves += g.mainLine().size();
                        String disagreement = resultDisagreement(g);
                        if (disagreement != null) {
                            out.printf("error: %s, game %d: %s%n", file.getFileName(), number, disagreement);
                            errors++;
                        }
                        if (positions) {
                            printPosition(out, file, number, g);
                        }
                        number++;
                    }
                }
                for (RecordProblem p : stream.takeNotices()) {
                    out.println("warning: " + p);
                }
                if (games == gamesBefore && errors == errorsBefore) {
                    // An empty file (or one of comments alone) is surely not what was meant.
                    out.println("error: " + file + ": holds no games");
                    errors++;
                }
            } catch (IOException e) {
                // The message names the file and the reason: missing, a folder, a pipe, unreadable, UTF-16…
                out.println(otau.io.FileProblems.describe(file, e, "cannot read"));
                errors++;
            }
        }
        out.printf("games %d, moves %d, errors %d%n", games, moves, errors);
        return errors > 0 ? 1 : 0;
    }

    /**
     * Where the moves end the game, what its Result tag says against what the board gives
     * ("[Result "1-0"], but the moves end the game 78 : 84, 0-1"); null where they agree, the
     * tag is missing or "*", or the game is not over on the board (a resignation, a time loss).
     */
    static String resultDisagreement(GameRecord g) {
        Outcome o = g.outcome();
        String tag = g.tag("Result");
        if (o == null || tag == null || tag.isBlank() || tag.equals("*") || tag.equals(o.result().notation())) {
            return null;
        }
        return "[Result \"" + tag + "\"], but the moves end the game " + o.whiteStore() + " : " + o.blackStore()
                + ", " + o.result().notation();
    }

    private static void printPosition(PrintWriter out, Path file, int number, GameRecord g) {
        Outcome o = g.outcome();
        String res = o != null
                ? "result " + o.result().notation() + " (" + o.whiteStore() + ":" + o.blackStore() + ")"
                : "result " + g.result() + " (not decided on the board)";
        out.printf("%s game %d: %s %s%n", file.getFileName(), number, Fen.write(g.finalPosition()), res);
    }
}
