package otau.ui.repertoire;

import java.nio.file.Path;
import java.util.Optional;

/** The questions the repertoire tree asks the user; the window answers with dialogs, tests with scripts. */
public interface RepertoirePrompts {
    /** A record file or study to import lines from; empty when cancelled. */
    Optional<Path> chooseImport();

    /** Where to export, suggesting {@code name}; empty when cancelled. */
    Optional<Path> chooseExport(String name);

    /** The new comment for {@code move}; empty when cancelled. */
    Optional<String> editComment(String move, String comment);
}
