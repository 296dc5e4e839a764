package otau.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import otau.game.Fen;
import otau.game.Outcome;
import otau.game.Position;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Plays moves from a position and prints the resulting position string. */
@Command(name = "apply", description = "Play moves and print the position string after them.")
public final class ApplyCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    FenOption fen;

    @picocli.CommandLine.Option(names = "--playstrategy",
            description = "print the position in PlayStrategy's togyzkumalak FEN (--fen reads either form)")
    boolean playStrategy;

    @Parameters(paramLabel = "<move>", arity = "0..*",
            description = "moves: a hole number (6), or a checked token (65, 36X, 65(10))")
    List<String> moves = List.of();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Position p = MoveSequence.play(fen.position, moves, err, "");
        if (p == null) {
            return 1;
        }
        out.println(playStrategy ? otau.game.PlayStrategyFen.write(p) : Fen.write(p));
        Outcome outcome = p.outcome();
        if (outcome != null) {
            out.printf("result %s (%d:%d)%n", outcome.result().notation(), outcome.whiteStore(), outcome.blackStore());
        }
        return 0;
    }
}
