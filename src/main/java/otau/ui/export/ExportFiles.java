package otau.ui.export;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.stage.FileChooser;
import otau.io.FileProblemException;
import otau.io.SameFile;
import otau.ui.I18n;
import otau.ui.workbench.Workbench;

/** The file choosers of export and worksheets, remembering the folder last used. */
final class ExportFiles {
    static final String LAST_DIRECTORY = "export.lastDirectory";

    private ExportFiles() {
    }

    /**
     * Asks where to save; the name gets {@code extension} when it has none of the
     * {@code accepted} ones (some platforms do not add the chosen filter's).
     */
    static Optional<Path> chooseSave(Workbench wb, String title, String suggestedName, String filterText,
                                     String extension, String... accepted) {
        FileChooser fc = new FileChooser();
        fc.setTitle(title);
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter(filterText, "*." + extension));
        fc.setInitialFileName(suggestedName);
        initialDirectory(wb, fc);
        File f = fc.showSaveDialog(wb.stage());
        if (f == null) {
            return Optional.empty();
        }
        remember(wb, f.toPath());
        return Optional.of(withExtension(f.toPath(), extension, accepted));
    }

    /** Asks for a file to read, starting in {@code preferred} when nothing was chosen before. */
    static Optional<Path> chooseOpen(Workbench wb, String title, Path preferred, String filterText,
                                     String... patterns) {
        FileChooser fc = new FileChooser();
        fc.setTitle(title);
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter(filterText, patterns));
        if (preferred != null && Files.isDirectory(preferred)) {
            fc.setInitialDirectory(preferred.toFile());
        } else {
            initialDirectory(wb, fc);
        }
        File f = fc.showOpenDialog(wb.stage());
        return Optional.ofNullable(f).map(File::toPath);
    }

    /** {@code file}, or {@code file.extension} when its name ends in none of {@code accepted}. */
    static Path withExtension(Path file, String extension, String... accepted) {
        String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        for (String a : accepted) {
            if (name.endsWith("." + a)) {
                return file;
            }
        }
        return file.resolveSibling(file.getFileName() + "." + extension);
    }

    /** The files the workbench has open and an export must not write over: the game's file and the open study's. */
    static List<Path> openFiles(Workbench wb) {
        List<Path> open = new ArrayList<>();
        if (wb.model().origin() != null) {
            open.add(wb.model().origin().file());
        }
        if (wb.document() != null && wb.document().file() != null) {
            open.add(wb.document().file());
        }
        return open;
    }

    /**
     * Refuses {@code target} when it is one of the files the export reads (or has open), so
     * that choosing the study or collection itself in the save dialog never replaces it.
     *
     * @throws FileProblemException whose message says so, for the status line
     */
    static void requireNotInput(Path target, List<Path> inputs) throws FileProblemException {
        for (Path in : inputs) {
            if (SameFile.same(target, in)) {
                throw new FileProblemException(I18n.get("export.sameAsInput"));
            }
        }
    }

    private static void initialDirectory(Workbench wb, FileChooser fc) {
        Path dir = wb.preferences().getPath(LAST_DIRECTORY);
        if (dir != null && Files.isDirectory(dir)) {
            fc.setInitialDirectory(dir.toFile());
        }
    }

    private static void remember(Workbench wb, Path file) {
        Path dir = file.toAbsolutePath().getParent();
        if (dir != null) {
            wb.preferences().put(LAST_DIRECTORY, dir.toString());
        }
    }
}
