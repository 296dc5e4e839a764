package otau.cli;

import otau.game.Position;
import picocli.CommandLine.Option;

/** The {@code --fen} option of every command that starts from a position. */
final class FenOption {
    @Option(names = "--fen", paramLabel = "F", converter = PositionOption.class,
            description = "start from this position, written as a position string or as PlayStrategy's FEN (default: the start position)")
    Position position = Position.start();
}
