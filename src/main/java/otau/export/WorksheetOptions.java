package otau.export;

import java.util.Objects;

/**
 * How a worksheet looks.
 *
 * @param title       printed at the top of every page (may be empty)
 * @param labels      the printed words, in the reader's language
 * @param style       how each position is drawn
 * @param answersPage end with a page listing every item's solution
 */
public record WorksheetOptions(String title, WorksheetLabels labels, DiagramStyle style, boolean answersPage) {
    public WorksheetOptions {
        title = title == null ? "" : title.strip();
        Objects.requireNonNull(labels, "labels");
        Objects.requireNonNull(style, "style");
    }

    /** English labels, board diagrams, with an answers page. */
    public static WorksheetOptions defaults(String title) {
        return new WorksheetOptions(title, WorksheetLabels.english(), DiagramStyle.BOARD, true);
    }

    public WorksheetOptions withLabels(WorksheetLabels l) {
        return new WorksheetOptions(title, l, style, answersPage);
    }

    public WorksheetOptions withStyle(DiagramStyle s) {
        return new WorksheetOptions(title, labels, s, answersPage);
    }

    public WorksheetOptions withAnswersPage(boolean a) {
        return new WorksheetOptions(title, labels, style, a);
    }
}
