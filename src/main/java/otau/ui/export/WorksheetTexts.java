package otau.ui.export;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import otau.export.WorksheetLabels;
import otau.ui.I18n;

/** The words a worksheet prints, in the workbench's language. */
public final class WorksheetTexts {
    private static final Pattern GAIN = Pattern.compile("gain\\s+(\\d+)");

    private WorksheetTexts() {
    }

    public static WorksheetLabels labels() {
        return new WorksheetLabels(I18n.get("worksheet.label.whiteToMove"), I18n.get("worksheet.label.blackToMove"),
                I18n.get("worksheet.label.goal"), I18n.get("worksheet.label.answer"),
                I18n.get("worksheet.label.answers"));
    }

    /**
     * A puzzle's {@code [Goal]} in words: "win", "draw" and "gain N" (FORMATS §4) are
     * translated, anything else is printed as written, and none asks for the best move.
     */
    public static String goal(String puzzleGoal) {
        String g = puzzleGoal == null ? "" : puzzleGoal.strip().toLowerCase(Locale.ROOT);
        if (g.isEmpty()) {
            return I18n.get("worksheet.goal.bestMove");
        }
        if (g.equals("win")) {
            return I18n.get("worksheet.goal.win");
        }
        if (g.equals("draw")) {
            return I18n.get("worksheet.goal.draw");
        }
        Matcher m = GAIN.matcher(g);
        if (m.matches()) {
            return I18n.get("worksheet.goal.gain", Integer.parseInt(m.group(1)));
        }
        return puzzleGoal.strip();
    }
}
