package otau.cli;

import otau.game.Fen;
import otau.game.Position;
import otau.game.PositionFormatException;
import picocli.CommandLine;

/** Converts a {@code --fen} argument, reporting the bad field of an unreadable one. */
final class PositionOption implements CommandLine.ITypeConverter<Position> {
    @Override
    public Position convert(String value) {
        try {
            return Fen.read(value);
        } catch (PositionFormatException e) {
            throw new CommandLine.TypeConversionException("bad position string: " + e.getMessage());
        }
    }
}
