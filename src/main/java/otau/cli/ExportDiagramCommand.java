package otau.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import otau.export.DiagramExporter;
import otau.export.DiagramFormat;
import otau.export.DiagramOptions;
import otau.export.DiagramStyle;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.Markup;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Draws one position to a PNG or SVG file. */
@Command(name = "diagram", mixinStandardHelpOptions = true, description = "Draw a position as a PNG or SVG picture; the last of --moves is highlighted.")
public final class ExportDiagramCommand implements Callable<Integer> {
    private static final Pattern MARK = Pattern.compile("([GRYBgryb])([wb])([1-9])(?:([wb])([1-9]))?");

    @Spec
    CommandSpec spec;

    @Mixin
    PositionOptions position;

    @Option(names = "--style", paramLabel = "board|scoresheet|ink-saving", defaultValue = "board",
            description = "board (wells and pebbles), scoresheet (printable grid) or ink-saving (the board in"
                    + " black outline on white); default ${DEFAULT-VALUE}")
    String style;

    @Option(names = "--format", paramLabel = "png|svg",
            description = "default: from the file name's extension")
    String format;

    @Option(names = "--caption", paramLabel = "TEXT", description = "text above the diagram")
    String caption = "";

    @Option(names = "--flip", description = "Black's row at the bottom")
    boolean flip;

    @Option(names = "--width", paramLabel = "PX", defaultValue = "800",
            description = "PNG width in pixels (an SVG's nominal width); default ${DEFAULT-VALUE}")
    int width;

    @Option(names = "--no-last-move", description = "do not highlight the last move")
    boolean noLastMove;

    @Option(names = "--mark", paramLabel = "MARK", split = ",",
            description = "highlight a hole (Gw5: colour G/R/Y/B, row w/b, hole) or draw an arrow (Rw5b3)")
    List<String> marks = List.of();

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "the file to write")
    Path out;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        DiagramStyle diagramStyle = parseStyle(style);
        if (diagramStyle == null) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), String.format("--style '%s': expected board, scoresheet or ink-saving", style));
        }
        DiagramFormat diagramFormat = format == null ? DiagramFormat.ofFileName(out.toString())
                : parseFormat(format);
        if (diagramFormat == null) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), format == null
                    ? "--out " + out + ": cannot tell the format from the name; add --format png or --format svg"
                    : "--format '" + format + "': expected png or svg");
        }
        DiagramFormat named = DiagramFormat.ofFileName(out.toString());
        if (named != null && named != diagramFormat) {
            // PNG bytes in a .svg file open nowhere.
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), String.format(
                    "--format %s does not match --out %s, whose name says %s; name the file .%s, or leave --format out",
                    format, out, named.extension().toUpperCase(Locale.ROOT), diagramFormat.extension()));
        }
        Position p = position.resolve(spec);
        List<Markup> markup = new ArrayList<>();
        for (String m : marks) {
            Matcher k = MARK.matcher(m.trim());
            if (!k.matches()) {
                throw new picocli.CommandLine.ParameterException(spec.commandLine(), String.format("--mark '%s': expected a hole like Gw5 or an arrow like Rw5b3", m));
            }
            char color = Character.toUpperCase(k.group(1).charAt(0));
            Side from = side(k.group(2));
            int fromHole = k.group(3).charAt(0) - '0';
            markup.add(k.group(4) == null ? Markup.hole(color, from, fromHole)
                    : Markup.arrow(color, from, fromHole, side(k.group(4)), k.group(5).charAt(0) - '0'));
        }
        DiagramOptions options;
        try {
            options = new DiagramOptions(diagramStyle, caption, flip, markup, !noLastMove, width);
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--width: " + e.getMessage());
        }
        try {
            DiagramExporter.write(p, options, diagramFormat, out);
        } catch (IOException e) {
            err.println(otau.io.FileProblems.describe(out, e, "cannot write"));
            return 1;
        }
        spec.commandLine().getOut().printf("wrote %s (%s)%n", out, diagramFormat.extension());
        return 0;
    }

    private static Side side(String letter) {
        return letter.equals("w") ? Side.WHITE : Side.BLACK;
    }

    static DiagramStyle parseStyle(String s) {
        return switch (s.toLowerCase(Locale.ROOT)) {
            case "board" -> DiagramStyle.BOARD;
            case "scoresheet" -> DiagramStyle.SCORESHEET;
            case "ink-saving" -> DiagramStyle.INK_SAVING;
            default -> null;
        };
    }

    private static DiagramFormat parseFormat(String s) {
        return switch (s.toLowerCase(Locale.ROOT)) {
            case "png" -> DiagramFormat.PNG;
            case "svg" -> DiagramFormat.SVG;
            default -> null;
        };
    }
}
