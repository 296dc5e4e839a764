package otau.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import otau.export.DiagramStyle;
import otau.export.HandoutLabels;

/**
 * What the PDF exports check before they read anything: the diagram style, the language of
 * the printed labels, and an output file that is not the input.
 */
record PdfSetup(DiagramStyle style, HandoutLabels labels) {
    /**
     * @param styles the styles the command offers, as its message names them ("board or scoresheet")
     * @return the setup, or null after printing to {@code err} which option is wrong
     */
    static PdfSetup check(PrintWriter err, String style, String styles, String lang, Path out, Path from) {
        DiagramStyle diagramStyle = ExportDiagramCommand.parseStyle(style);
        if (diagramStyle == null) {
            err.printf("--style '%s': expected %s%n", style, styles);
            return null;
        }
        HandoutLabels labels;
        try {
            labels = HandoutLabels.of(lang);
        } catch (IllegalArgumentException e) {
            err.println("--lang: " + e.getMessage());
            return null;
        }
        if (!OutputFile.differsFromInputs(err, "--out", out, List.of(from))) {
            return null;
        }
        return new PdfSetup(diagramStyle, labels);
    }
}
