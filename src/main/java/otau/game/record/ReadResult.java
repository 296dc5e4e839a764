package otau.game.record;

import java.util.List;

/**
 * What a record file held: every game that could be read (in part, for a broken game:
 * see {@link GameRecord#problems()}; game N of the file is {@code games().get(N - 1)}), every
 * problem met, in file order, and the notices about the file's text that damage no game
 * (bytes not valid in its encoding, read as U+FFFD).
 */
public record ReadResult(List<GameRecord> games, List<RecordProblem> problems, List<RecordProblem> notices) {
    public ReadResult {
        notices = List.copyOf(notices);
    }

    public ReadResult(List<GameRecord> games, List<RecordProblem> problems) {
        this(games, problems, List.of());
    }

    public boolean isClean() {
        return problems.isEmpty();
    }
}
