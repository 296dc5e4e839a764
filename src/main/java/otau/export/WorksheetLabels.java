package otau.export;

import java.util.Objects;

/**
 * The words a worksheet prints, so that the application can pass them in the user's language.
 *
 * @param whiteToMove "White to move" (printed for an item with no goal; a goal names the side itself)
 * @param blackToMove "Black to move"
 * @param answer      "Answer:" (followed by ruled lines)
 * @param answers     heading of the answers page
 * @param white       White's name on its store ("White 38")
 * @param black       Black's name on its store ("Black 48")
 */
public record WorksheetLabels(String whiteToMove, String blackToMove, String answer, String answers,
                              String white, String black) {
    public WorksheetLabels {
        Objects.requireNonNull(whiteToMove, "whiteToMove");
        Objects.requireNonNull(blackToMove, "blackToMove");
        Objects.requireNonNull(answer, "answer");
        Objects.requireNonNull(answers, "answers");
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(black, "black");
    }

    public static WorksheetLabels english() {
        return new WorksheetLabels("White to move", "Black to move", "Answer:", "Answers", "White", "Black");
    }
}
