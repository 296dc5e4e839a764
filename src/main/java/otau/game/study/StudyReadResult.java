package otau.game.study;

import java.util.List;

/**
 * What reading a study file gave: the study with every chapter that could be read (a
 * damaged chapter in part, up to its problem) and every problem, in file order. A chapter
 * that could not be read at all is named in the problems, never dropped without a word.
 */
public record StudyReadResult(Study study, List<StudyProblem> problems) {

    public StudyReadResult {
        problems = List.copyOf(problems);
    }

    public boolean isClean() {
        return problems.isEmpty();
    }

    /** The problems as lines, e.g. "lesson.pgn: chapter 2 'Endgame', line 14, move 12..., token '59': …". */
    public List<String> problemMessages() {
        return problems.stream().map(StudyProblem::toString).toList();
    }
}
