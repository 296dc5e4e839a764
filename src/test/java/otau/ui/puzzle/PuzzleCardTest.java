package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.game.Fen;
import otau.game.Position;
import otau.puzzle.Goal;
import otau.puzzle.Puzzle;
import otau.puzzle.SolutionNode;
import otau.ui.EnglishInterface;

/**
 * The trainer panel's card through one attempt, without a window. Oracle: the English
 * bundle's sentences for this puzzle, written out by hand.
 */
@ExtendWith(EnglishInterface.class)
class PuzzleCardTest {
    private static final Position COMBINATION = Fen.read("0,X,2,1,2,1,5,3,1/2,9,2,1,X,1,5,5,2 68 52 w 26");

    private static Puzzle puzzle(List<String> themes) {
        return new Puzzle("t-combination", COMBINATION, List.of(new SolutionNode(7, List.of(new SolutionNode(1,
                List.of(new SolutionNode(8, List.of())))))), themes, Goal.gain(12), 920, "", Map.of());
    }

    @Test
    void aPuzzleIsShownThenItsThemesAreTaughtAndItsRatingGiven() {
        PuzzleCard card = new PuzzleCard();
        Puzzle p = puzzle(List.of("capture", "combination"));
        card.show(p);
        assertSame(p, card.puzzleProperty().get());
        assertEquals("White to move: win 12 stones", card.taskProperty().get());
        assertEquals("Capture, Combination", card.themesProperty().get());
        assertEquals("", card.themeNotesProperty().get(), "the themes teach once the puzzle is over");

        card.finished(p);
        assertEquals("Capture: Let the last stone land where it makes the count even and take the hole.\n"
                + "Combination: Two or more captures in one forced sequence.", card.themeNotesProperty().get());
        card.rated(1523.6);
        assertEquals("Puzzle rating: 1524", card.puzzleRatingProperty().get());

        card.clearTask();
        assertEquals("", card.taskProperty().get());
        assertSame(p, card.puzzleProperty().get(), "the puzzle stays for Analyse and the thumbs");

        card.show(puzzle(List.of()));
        assertEquals("none", card.themesProperty().get());
        assertEquals("", card.puzzleRatingProperty().get(), "a new puzzle has no new rating yet");
        assertEquals("", card.themeNotesProperty().get());
    }
}
