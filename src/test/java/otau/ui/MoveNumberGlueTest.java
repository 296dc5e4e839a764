package otau.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.beans.property.SimpleStringProperty;
import javafx.scene.control.Label;
import javafx.scene.shape.MoveTo;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A wrapped sentence never ends a line at a move's number. Oracle: where JavaFX's own text layout
 * puts the number and the move, measured at every width at which the plain text breaks between
 * them.
 */
@ExtendWith(ApplicationExtension.class)
class MoveNumberGlueTest {
    private static final String SENTENCE = "This gives up the win: after your 73. 45 the opponent answers 73... 12(10) at once.";

    @Start
    void start(Stage stage) {
        // Only the toolkit is needed: the text layout measures fonts.
    }

    @Test
    void joinsEachNumberToItsMoveAndNothingElse() {
        assertEquals("after your 73.\u00A045 the opponent answers 73...\u00A012(10), 9.\u00A098X",
                MoveNumberGlue.glue("after your 73. 45 the opponent answers 73... 12(10), 9. 98X"));
        assertEquals("Proven in 14 moves. 3 of 7 first moves decided; 0.5 s.",
                MoveNumberGlue.glue("Proven in 14 moves. 3 of 7 first moves decided; 0.5 s."));
        assertEquals(null, MoveNumberGlue.glue(null));
        assertEquals("", MoveNumberGlue.glue(""));
    }

    @Test
    void theLayoutNeverBreaksBetweenANumberAndItsMove(FxRobot robot) {
        robot.interact(() -> {
            int splitWidths = 0;
            for (int width = 100; width <= 400; width++) {
                String why = "at width " + width;
                if (!sameLine(SENTENCE, width, "73. ", "45")) {
                    splitWidths++;
                    assertTrue(sameLine(MoveNumberGlue.glue(SENTENCE), width, "73.\u00A0", "45"), why);
                }
                if (!sameLine(SENTENCE, width, "73... ", "12(10)")) {
                    splitWidths++;
                    assertTrue(sameLine(MoveNumberGlue.glue(SENTENCE), width, "73...\u00A0", "12(10)"), why);
                }
            }
            assertNotEquals(0, splitWidths, "some width splits the plain sentence between a number and its move");
        });
    }

    @Test
    void aBoundLabelFollowsItsTextGlued(FxRobot robot) {
        robot.interact(() -> {
            SimpleStringProperty feedback = new SimpleStringProperty("Correct: 26. 72(78).");
            Label bound = new Label();
            bound.textProperty().bind(MoveNumberGlue.glued(feedback));
            assertEquals("Correct: 26.\u00A072(78).", bound.getText());
            feedback.set("After your 27. 3 the opponent answers 27... 5.");
            assertEquals("After your 27.\u00A03 the opponent answers 27...\u00A05.", bound.getText());
        });
    }

    /** Whether the text, wrapped at this width, puts the start of {@code first} and of {@code second} on one line. */
    private static boolean sameLine(String sentence, double width, String first, String second) {
        Text text = new Text(sentence);
        text.setWrappingWidth(width);
        int a = sentence.indexOf(first);
        int b = sentence.indexOf(second, a + first.length() - 1);
        return lineTop(text, a) == lineTop(text, b);
    }

    private static double lineTop(Text text, int index) {
        return ((MoveTo) text.caretShape(index, true)[0]).getY();
    }
}
