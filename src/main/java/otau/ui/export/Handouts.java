package otau.ui.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import otau.export.HandoutPdf;
import otau.game.record.RecordWriter;
import otau.game.study.StudyProblem;
import otau.game.study.StudyReadResult;
import otau.game.study.StudyReader;
import otau.ui.FormDialogs;
import otau.ui.I18n;
import otau.ui.ProblemLines;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.TaskHandle;
import otau.ui.workbench.Command;
import otau.ui.workbench.OpenDocument;
import otau.ui.workbench.Workbench;

/**
 * File → Export Handout…: a study printed for the students as a PDF (see {@link HandoutPdf}).
 * It prints the open study as it is now, unsaved edits included; without one, the current
 * game as a one-chapter study; or a study file chosen in the form. Reading and writing run
 * in the background with the progress in the status line; a study with problems is refused
 * with the first one named (file, chapter, line), as the command line does.
 */
public final class Handouts {
    private final Workbench wb;

    public Handouts(Workbench wb) {
        this.wb = wb;
    }

    public static void install(Workbench wb) {
        Handouts h = new Handouts(wb);
        wb.onCommand(Command.EXPORT_HANDOUT, () -> h.ask().ifPresent(h::chooseAndWrite));
    }

    /** The form over the open study (else the current game). */
    public HandoutForm form() {
        return new HandoutForm(currentSource(), this::chooseStudy);
    }

    /** What is open now, taken on the FX thread: the study's whole text, or the game's. */
    HandoutForm.Source currentSource() {
        OpenDocument doc = wb.document();
        if (doc != null) {
            String name = doc.file() != null ? doc.file().getFileName().toString() : doc.title();
            return new HandoutForm.Source(name, doc.autosaveText(), null);
        }
        String name = wb.model().origin() != null ? wb.model().origin().file().getFileName().toString()
                : I18n.get("handout.currentGame");
        return new HandoutForm.Source(name, RecordWriter.write(wb.model().toRecord()), null);
    }

    private Optional<HandoutForm.Request> ask() {
        HandoutForm form = form();
        ButtonType go = FormDialogs.confirm(I18n.get("worksheet.export"));
        Dialog<HandoutForm.Request> dialog = FormDialogs.create(wb.stage(), I18n.get("handout.title"), go);
        dialog.setResizable(true);
        dialog.getDialogPane().setContent(form);
        dialog.getDialogPane().setId("handout");
        dialog.setResultConverter(b -> b == go ? form.request() : null);
        return dialog.showAndWait();
    }

    private void chooseStudy(HandoutForm form) {
        ExportFiles.chooseOpen(wb, I18n.get("handout.chooseFile"), null, I18n.get("prompt.filter.records"),
                "*.pgn", "*.txt").ifPresent(file -> form.useSource(
                        new HandoutForm.Source(file.getFileName().toString(), null, file)));
    }

    private void chooseAndWrite(HandoutForm.Request r) {
        String base = r.source().name().replaceFirst("\\.[^.]*$", "").replaceAll("[\\\\/:*?\"<>|·]+", "_").strip();
        ExportFiles.chooseSave(wb, I18n.get("handout.title"), (base.isEmpty() ? "handout" : base) + ".pdf",
                I18n.get("worksheet.filter.pdf"), "pdf", "pdf").ifPresent(file -> write(r, file));
    }

    /** Reads the study and writes the handout in the background; the status line says how it went. */
    public TaskHandle write(HandoutForm.Request r, Path file) {
        HandoutForm.Source source = r.source();
        java.util.List<Path> inputs = ExportFiles.openFiles(wb);
        if (source.file() != null) {
            inputs.add(source.file());
        }
        return wb.runWithProgress(BackgroundTask.of(I18n.get("handout.writing", file.getFileName()), ctx -> {
            ExportFiles.requireNotInput(file, inputs);
            ctx.message(I18n.get("file.reading", source.name()));
            // A chapter without a name is named in the handout's language, as its headings are.
            StudyReadResult read = source.file() != null ? StudyReader.read(source.file(), r.options().labels()::chapter)
                    : StudyReader.read(source.text(), source.name(), r.options().labels()::chapter);
            if (!read.isClean()) {
                StudyProblem first = read.problems().get(0);
                throw new IOException(I18n.get("handout.problems", read.problems().size(), ProblemLines.of(first)));
            }
            if (read.study().size() == 0) {
                throw new IOException(I18n.get("handout.empty", source.name()));
            }
            ctx.message(I18n.get("handout.writing", file.getFileName()));
            return HandoutPdf.write(read.study(), r.options(), file, ctx::isCancelled);
        }).onSuccess(s -> wb.showMessage(s.exercises() > 0
                        ? I18n.get("handout.writtenWithSheet", s.chapters(), s.diagrams(), s.exercises(), file)
                        : r.options().worksheet()
                        ? I18n.get("handout.writtenNoSheet", s.chapters(), s.diagrams(), file)
                        : I18n.get("handout.written", s.chapters(), s.diagrams(), file)))
                .onFailure(e -> wb.showMessage(I18n.get("handout.failed", file, ImageExport.message(e)))));
    }
}
