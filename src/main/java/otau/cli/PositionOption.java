package otau.cli;

import otau.game.PositionStrings;
import otau.game.Position;
import otau.game.PositionFormatException;
import picocli.CommandLine;

/** Converts a {@code --fen} argument (the project's position string or PlayStrategy's), reporting the bad field of an unreadable one. */
final class PositionOption implements CommandLine.ITypeConverter<Position> {
    @Override
    public Position convert(String value) {
        try {
            return PositionStrings.read(value);
        } catch (PositionFormatException e) {
            throw new CommandLine.TypeConversionException("bad position string: " + e.getMessage());
        }
    }
}
