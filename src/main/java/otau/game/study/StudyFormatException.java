package otau.game.study;

import java.io.IOException;
import java.util.List;

/** A study file that must not be taken as it is: the message lists what is wrong and where. */
public final class StudyFormatException extends IOException {
    private final transient List<StudyProblem> problems;

    public StudyFormatException(List<StudyProblem> problems) {
        super(summary(problems));
        this.problems = List.copyOf(problems);
    }

    public List<StudyProblem> problems() {
        return problems;
    }

    private static String summary(List<StudyProblem> problems) {
        StringBuilder sb = new StringBuilder();
        int shown = Math.min(problems.size(), 10);
        for (int i = 0; i < shown; i++) {
            if (i > 0) {
                sb.append('\n');
            }
            sb.append(problems.get(i));
        }
        if (problems.size() > shown) {
            sb.append("\n… and ").append(problems.size() - shown).append(" more");
        }
        return sb.toString();
    }
}
