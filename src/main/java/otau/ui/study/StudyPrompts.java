package otau.ui.study;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/** The questions the study panel asks; the application answers with dialogs, tests script them. */
interface StudyPrompts {
    /** A new name for {@code what} (a chapter or the study); empty when cancelled. */
    Optional<String> askName(String title, String current);

    /** A puzzle collection file; empty when cancelled. */
    Optional<Path> choosePuzzleFile(Path initialDirectory);

    /** One of {@code labels} (the puzzles of a collection); empty when cancelled. */
    OptionalInt pickOne(String title, List<String> labels);

    /** Shows what went wrong reading {@code what}; true when the user takes what could be read. */
    boolean acceptProblems(String what, List<String> problems, boolean readable);

    void showError(String title, String message);
}
