package otau.ui.export;

import java.nio.file.Path;
import java.util.Set;
import otau.game.record.GameRecord;
import otau.game.record.TgkWriter;
import otau.io.AtomicFiles;
import otau.ui.I18n;
import otau.ui.tasks.BackgroundTask;
import otau.ui.tasks.TaskHandle;
import otau.ui.workbench.Command;
import otau.ui.workbench.Workbench;

/**
 * File → Export as TGK…: the current game as a TGK record for Y. Shambayev's Toguz Kumalak
 * apps (the main line, the tags the format knows, Count from the final stores). The game is
 * taken at once and written in the background, atomically; the status line says what TGK
 * left out (comments, variations…) so nothing is lost without a word. A game that starts
 * from a set-up position cannot be written as TGK and is refused with the reason.
 */
public final class TgkExport {
    private final Workbench wb;

    public TgkExport(Workbench wb) {
        this.wb = wb;
    }

    public static void install(Workbench wb) {
        TgkExport t = new TgkExport(wb);
        wb.onCommand(Command.EXPORT_TGK, t::chooseAndWrite);
    }

    private void chooseAndWrite() {
        GameRecord game = wb.model().toRecord();
        if (TgkWriter.whyNotWritable(game) != null) {
            wb.showMessage(I18n.get("tgk.setUp"));
            return;
        }
        ExportFiles.chooseSave(wb, I18n.get("tgk.title"), suggestedName(), I18n.get("tgk.filter"), "tgk", "tgk")
                .ifPresent(file -> write(game, file));
    }

    /** Writes {@code game} as TGK into {@code file} in the background; the status line reports. */
    public TaskHandle write(GameRecord game, Path file) {
        Set<TgkWriter.Omitted> lost = TgkWriter.omitted(game);
        java.util.List<Path> open = ExportFiles.openFiles(wb);
        return wb.runWithProgress(BackgroundTask.of(I18n.get("tgk.writing", file.getFileName()), ctx -> {
            ExportFiles.requireNotInput(file, open);
            AtomicFiles.writeString(file, TgkWriter.write(game));
            return file;
        }).onSuccess(f -> wb.showMessage(lost.isEmpty() ? I18n.get("tgk.written", f)
                : I18n.get("tgk.writtenWithout", f, omittedText(lost))))
                .onFailure(e -> wb.showMessage(I18n.get("tgk.failed", file, ImageExport.message(e)))));
    }

    /** "comments, variations" in the interface's language. */
    static String omittedText(Set<TgkWriter.Omitted> lost) {
        return String.join(", ", lost.stream().map(o -> I18n.get(switch (o) {
            case COMMENTS -> "tgk.omitted.comments";
            case VARIATIONS -> "tgk.omitted.variations";
            case GLYPHS -> "tgk.omitted.glyphs";
            case MARKUP -> "tgk.omitted.markup";
            case EVALUATIONS -> "tgk.omitted.evaluations";
        })).toList());
    }

    /** The game's own file name with .tgk, else "game.tgk". */
    private String suggestedName() {
        var origin = wb.model().origin();
        if (origin != null && origin.file() != null && origin.file().getFileName() != null) {
            String name = origin.file().getFileName().toString();
            int dot = name.lastIndexOf('.');
            return (dot > 0 ? name.substring(0, dot) : name) + ".tgk";
        }
        return "game.tgk";
    }
}
