package otau.cli;

import java.nio.file.Path;
import java.util.List;
import otau.export.DiagramStyle;
import otau.export.HandoutLabels;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * What the PDF exports check before they read anything: the diagram style, the language of
 * the printed labels, and an output file that is not the input.
 */
record PdfSetup(DiagramStyle style, HandoutLabels labels) {
    /**
     * @param styles the styles the command offers, as its message names them ("board or scoresheet")
     * @return the setup; a wrong option refuses the command line (status 2, in the usual words)
     */
    static PdfSetup check(CommandSpec spec, String style, String styles, String lang, Path out, Path from) {
        DiagramStyle diagramStyle = ExportDiagramCommand.parseStyle(style);
        if (diagramStyle == null) {
            throw new ParameterException(spec.commandLine(), String.format("--style '%s': expected %s", style, styles));
        }
        HandoutLabels labels;
        try {
            labels = HandoutLabels.of(lang);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--lang: " + e.getMessage());
        }
        OutputFile.mustDifferFromInputs(spec, "--out", out, List.of(from));
        return new PdfSetup(diagramStyle, labels);
    }
}
