package otau.ui.export;

import java.awt.GraphicsEnvironment;
import java.awt.print.PrinterJob;
import java.nio.file.Path;
import java.util.Optional;
import javafx.event.ActionEvent;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.printing.PDFPageable;
import otau.export.WorksheetPdf;
import otau.ui.FormDialogs;
import otau.ui.I18n;
import otau.ui.ProblemLines;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.TaskHandle;
import otau.ui.workbench.Command;
import otau.ui.workbench.Workbench;

/**
 * File → Export Worksheet PDF and File → Print Worksheet: a coach's handout of positions
 * from a puzzle collection or from the marked moments of the game, with labels in the
 * workbench's language. The PDF is built off the FX thread; printing goes through
 * {@code java.awt.print} and needs a printer, so the PDF is the way that works everywhere.
 */
public final class Worksheets {
    /** Where the bundled puzzle collections are, relative to the working folder. */

    private final Workbench wb;

    public Worksheets(Workbench wb) {
        this.wb = wb;
    }

    /** Gives File → Export Worksheet PDF and File → Print Worksheet their actions. */
    public static void install(Workbench wb) {
        Worksheets w = new Worksheets(wb);
        wb.onCommand(Command.EXPORT_WORKSHEET, () -> w.ask(false).ifPresent(r -> w.chooseAndWrite(r)));
        wb.onCommand(Command.PRINT_WORKSHEET, () -> w.ask(true).ifPresent(w::print));
    }

    /** The form over the current game, choosing puzzle files with a file chooser. */
    public WorksheetForm form() {
        return new WorksheetForm(texts -> WorksheetSources.markedPositions(wb.model(), texts), gameTitle(),
                this::choosePuzzles);
    }

    private Optional<WorksheetForm.Request> ask(boolean print) {
        WorksheetForm form = form();
        ButtonType go = FormDialogs.confirm(I18n.get(print ? "worksheet.print" : "worksheet.export"));
        Dialog<WorksheetForm.Request> dialog = FormDialogs.create(wb.stage(),
                I18n.get(print ? "worksheet.title.print" : "worksheet.title.pdf"), go);
        dialog.setResizable(true);
        dialog.getDialogPane().setContent(form);
        dialog.getDialogPane().setId("worksheet");
        Node goButton = dialog.getDialogPane().lookupButton(go);
        goButton.addEventFilter(ActionEvent.ACTION, e -> {
            if (form.request().isEmpty()) {
                form.listNote.setText(I18n.get("worksheet.nothing"));
                e.consume();
            }
        });
        dialog.setResultConverter(b -> b == go ? form.request().orElse(null) : null);
        return dialog.showAndWait();
    }

    /** Reads a puzzle collection in the background and offers its puzzles in {@code form}. */
    public TaskHandle readPuzzles(WorksheetForm form, Path file) {
        return wb.runWithProgress(BackgroundTask.of(I18n.get("file.reading", file.getFileName()),
                        ctx -> WorksheetSources.puzzles(file))
                .onSuccess(p -> {
                    form.showPuzzles(file, p::items);
                    if (!p.read().problems().isEmpty()) {
                        wb.showMessage(I18n.get("worksheet.problems", file.getFileName(), p.read().problems().size(),
                                ProblemLines.of(p.read().problems().get(0))));
                    }
                })
                .onFailure(e -> wb.showMessage(I18n.get("worksheet.readFailed", file, ImageExport.message(e)))));
    }

    private void choosePuzzles(WorksheetForm form) {
        ExportFiles.chooseOpen(wb, I18n.get("worksheet.chooseFile"), otau.puzzle.ShippedCollections.browseFolder(),
                        I18n.get("prompt.filter.records"), "*.pgn", "*.txt")
                .ifPresent(file -> readPuzzles(form, file));
    }

    private void chooseAndWrite(WorksheetForm.Request r) {
        String name = r.options().title().isEmpty() ? "worksheet" : r.options().title().replaceAll("[\\\\/:*?\"<>|]", "_");
        ExportFiles.chooseSave(wb, I18n.get("worksheet.title.pdf"), name + ".pdf", I18n.get("worksheet.filter.pdf"),
                "pdf", "pdf").ifPresent(file -> writePdf(r, file));
    }

    /** Writes the worksheet as PDF in the background; the status line says how it went. */
    public TaskHandle writePdf(WorksheetForm.Request r, Path file) {
        java.util.List<Path> inputs = ExportFiles.openFiles(wb);
        if (r.source() != null) {
            inputs.add(r.source());
        }
        return wb.runWithProgress(BackgroundTask.of(I18n.get("worksheet.writing", file.getFileName()), ctx -> {
            ExportFiles.requireNotInput(file, inputs);
            WorksheetPdf.write(r.items(), r.options(), file, ctx::isCancelled);
            return file;
        }).onSuccess(f -> wb.showMessage(I18n.get("worksheet.written", r.items().size(), f)))
                .onFailure(e -> wb.showMessage(I18n.get("worksheet.failed", file, ImageExport.message(e)))));
    }

    /** Prints the worksheet: the system's print dialog, then the printer, all off the FX thread. */
    public TaskHandle print(WorksheetForm.Request r) {
        return wb.runWithProgress(BackgroundTask.of(I18n.get("worksheet.printing"), ctx -> {
            if (GraphicsEnvironment.isHeadless() || PrinterJob.lookupPrintServices().length == 0) {
                return PrintOutcome.NO_PRINTER;
            }
            try (PDDocument doc = WorksheetPdf.document(r.items(), r.options(), ctx::isCancelled)) {
                PrinterJob job = PrinterJob.getPrinterJob();
                job.setJobName(r.options().title().isEmpty() ? I18n.get("worksheet.title.print") : r.options().title());
                job.setPageable(new PDFPageable(doc));
                if (!job.printDialog()) {
                    return PrintOutcome.CANCELLED;
                }
                job.print();
                return PrintOutcome.PRINTED;
            }
        }).onSuccess(outcome -> {
            switch (outcome) {
                case NO_PRINTER -> wb.showMessage(I18n.get("worksheet.noPrinter"));
                case CANCELLED -> wb.showMessage(I18n.get("worksheet.printCancelled"));
                case PRINTED -> wb.showMessage(I18n.get("worksheet.printed", r.items().size()));
            }
        }).onFailure(e -> wb.showMessage(I18n.get("worksheet.printFailed", ImageExport.message(e)))));
    }

    /** How a print request ended. */
    public enum PrintOutcome { PRINTED, CANCELLED, NO_PRINTER }

    private String gameTitle() {
        String w = known(wb.model().tag("White"));
        String b = known(wb.model().tag("Black"));
        if (!w.isEmpty() && !b.isEmpty()) {
            return I18n.get("movelist.players", w, b);
        }
        return known(wb.model().tag("Event"));
    }

    private static String known(String tag) {
        return tag == null || tag.isBlank() || tag.strip().equals("?") ? "" : tag.strip();
    }
}
