package otau.ui.export;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import otau.export.DiagramExporter;
import otau.export.DiagramFormat;
import otau.export.DiagramOptions;
import otau.export.DiagramStyle;
import otau.game.Position;
import otau.ui.FailureText;
import otau.ui.FormDialogs;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.TaskHandle;
import otau.ui.workbench.Command;
import otau.ui.workbench.Workbench;
import otau.ui.workbench.WorkbenchPreferences;

/**
 * File → Export Position Image and Edit → Copy Position Image: the current position drawn by
 * {@link DiagramExporter}, flipped as the board is, with the current move's arrows and
 * highlights. The drawing runs off the FX thread.
 */
public final class ImageExport {
    private static final String STYLE = "export.image.style";
    private static final String FORMAT = "export.image.format";
    private static final String WIDTH = "export.image.width";
    private static final String LAST_MOVE = "export.image.lastMove";
    /** Wide enough for a slide or a document, small enough for a chat message. */
    private static final int CLIPBOARD_WIDTH = 800;

    private final Workbench wb;

    public ImageExport(Workbench wb) {
        this.wb = wb;
    }

    /** Gives File → Export Position Image and Edit → Copy Position Image their actions. */
    public static void install(Workbench wb) {
        ImageExport e = new ImageExport(wb);
        wb.onCommand(Command.EXPORT_IMAGE, e::exportImage);
        wb.onCommand(Command.COPY_POSITION_IMAGE, e::copyImage);
    }

    /** The form for the current position, filled with last time's choices. */
    public ImageExportForm form() {
        return new ImageExportForm(wb.model().currentNode().markup(), wb.board().isFlipped(), last());
    }

    /** Asks how, then where, then writes the image. */
    public void exportImage() {
        ImageExportForm form = form();
        ButtonType next = FormDialogs.confirm(I18n.get("imageExport.next"));
        Dialog<ImageExportForm.Request> dialog = FormDialogs.create(wb.stage(), I18n.get("imageExport.title"), next);
        dialog.getDialogPane().setContent(otau.ui.FormChecks.decorated(form));
        dialog.getDialogPane().lookupButton(next).disableProperty().bind(form.checks().invalidProperty());
        dialog.getDialogPane().setId("image-export");
        dialog.setResultConverter(b -> b == next ? form.request() : null);
        Optional<ImageExportForm.Request> request = dialog.showAndWait();
        if (request.isEmpty()) {
            return;
        }
        ImageExportForm.Request r = request.get();
        remember(r);
        String ext = r.format().extension();
        ExportFiles.chooseSave(wb, I18n.get("imageExport.chooserTitle"), "position." + ext,
                        I18n.get(r.format() == DiagramFormat.PNG ? "imageExport.filter.png" : "imageExport.filter.svg"),
                        ext, ext)
                .ifPresent(file -> write(wb.model().currentPosition(), r, file));
    }

    /** Writes the diagram to {@code file} in the background; the status line says how it went. */
    public TaskHandle write(Position position, ImageExportForm.Request r, Path file) {
        return wb.runWithProgress(BackgroundTask.of(I18n.get("imageExport.writing", file.getFileName()), ctx -> {
            DiagramExporter.write(position, r.options(), r.format(), file);
            return file;
        }).onSuccess(f -> wb.showMessage(I18n.get("imageExport.written", f)))
                .onFailure(e -> wb.showMessage(I18n.get("imageExport.failed", file, message(e)))));
    }

    /** Puts the current position on the clipboard as a picture. */
    public TaskHandle copyImage() {
        Position position = wb.model().currentPosition();
        DiagramOptions o = new DiagramOptions(DiagramStyle.BOARD, "", wb.board().isFlipped(),
                wb.model().currentNode().markup(), true, CLIPBOARD_WIDTH);
        return wb.runWithProgress(BackgroundTask.of(I18n.get("command.copyPositionImage"),
                        ctx -> SwingFXUtils.toFXImage(DiagramExporter.image(position, o), null))
                .onSuccess(img -> {
                    ClipboardContent content = new ClipboardContent();
                    content.putImage(img);
                    Clipboard.getSystemClipboard().setContent(content);
                    wb.showMessage(I18n.get("imageExport.copied"));
                })
                .onFailure(e -> wb.showMessage(I18n.get("imageExport.copyFailed", message(e)))));
    }

    private ImageExportForm.Request last() {
        WorkbenchPreferences p = wb.preferences();
        int width = (int) Math.max(DiagramOptions.MIN_WIDTH, Math.min(DiagramOptions.MAX_WIDTH,
                p.getDouble(WIDTH, DiagramOptions.defaults().widthPx())));
        DiagramOptions o = DiagramOptions.defaults().withStyle(p.getEnum(STYLE, DiagramStyle.class, DiagramStyle.BOARD))
                .withWidth(width).withLastMove(p.getBoolean(LAST_MOVE, true)).withMarkup(List.of());
        return new ImageExportForm.Request(o, p.getEnum(FORMAT, DiagramFormat.class, DiagramFormat.PNG));
    }

    private void remember(ImageExportForm.Request r) {
        WorkbenchPreferences p = wb.preferences();
        p.put(STYLE, r.options().style());
        p.put(FORMAT, r.format());
        p.put(WIDTH, r.options().widthPx());
        p.put(LAST_MOVE, r.options().showLastMove());
    }

    static String message(Throwable e) {
        return FailureText.of(e);
    }
}
