package otau.cli;

import java.io.PrintWriter;
import java.util.List;
import otau.game.Position;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Option;

/** {@code --fen} and the {@code --moves} played from it: the position of the commands that search or draw one. */
final class PositionOptions {
    @Mixin
    FenOption fen;

    @Option(names = "--moves", paramLabel = "M", split = ",| ", arity = "1..*",
            description = "moves played from that position first: hole numbers (6) or checked tokens (65, 36X, 65(10))")
    List<String> moves = List.of();

    /** The position after the moves; a wrong move refuses the command line (status 2), saying which and why. */
    Position resolve(CommandSpec spec) {
        java.io.StringWriter said = new java.io.StringWriter();
        Position p = MoveSequence.play(fen.position, moves, new PrintWriter(said), "--moves: ");
        if (p == null) {
            throw new ParameterException(spec.commandLine(), said.toString().strip());
        }
        return p;
    }
}
