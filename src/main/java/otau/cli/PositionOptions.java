package otau.cli;

import java.io.PrintWriter;
import java.util.List;
import otau.game.Position;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code --fen} and the {@code --moves} played from it: the position of the commands that search or draw one. */
final class PositionOptions {
    @Mixin
    FenOption fen;

    @Option(names = "--moves", paramLabel = "M", split = ",| ", arity = "1..*",
            description = "moves played from that position first: hole numbers (6) or checked tokens (65, 36X, 65(10))")
    List<String> moves = List.of();

    /** The position after the moves, or null after printing to {@code err} which move is wrong and why. */
    Position resolve(PrintWriter err) {
        return MoveSequence.play(fen.position, moves, err, "error: --moves: ");
    }
}
