package otau.model.files;

import java.nio.file.Path;
import java.util.List;
import otau.game.record.RecordProblem;

/**
 * What opening a record file gave: every game that could be read (a damaged game in
 * part) and every problem met, each naming file, game, line and token. A file with
 * problems is still offered; the UI shows the problems and lets the user pick a game.
 *
 * @param path     the file
 * @param text     the text as read, to save games back into their slots
 * @param games    the games in file order
 * @param problems the problems in file order; empty for a clean file
 */
public record OpenedFile(Path path, String text, List<GameEntry> games, List<RecordProblem> problems) {

    public boolean isClean() {
        return problems.isEmpty();
    }

    /** The problems as lines, e.g. "club.pgn: game 2, line 14, move 12..., token '59': …". */
    public List<String> problemMessages() {
        return problems.stream().map(RecordProblem::toString).toList();
    }
}
