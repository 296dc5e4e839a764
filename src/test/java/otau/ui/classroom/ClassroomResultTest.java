package otau.ui.classroom;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import otau.game.Fen;
import otau.model.GameModel;
import otau.model.GameNode;
import otau.model.ThreadGuard;
import otau.ui.EnglishInterface;

/**
 * The class sees how the game ended at the end of its main line: the final count of a finished
 * position, else the record's decided result. Expected texts written by hand: White's one stone
 * sows into Black's tuzdyk, 80 : 82.
 */
@ExtendWith(EnglishInterface.class)
class ClassroomResultTest {
    @Test
    void theEndOfTheMainLineSaysTheResult() {
        GameModel model = new GameModel(ThreadGuard.none());
        model.newGameFrom(Fen.read("0,0,0,0,1,X,0,0,0/0,0,0,0,0,0,0,0,0 80 81 w 60"));
        GameNode last = model.playMove(5);
        assertEquals("Black wins · 80 : 82", ClassroomText.result(last, Map.of()));
        assertEquals("", ClassroomText.result(model.root(), Map.of("Result", "0-1")), "not at the end yet");

        GameModel resigned = new GameModel(ThreadGuard.none());
        GameNode first = resigned.playMove(6);
        assertEquals("White wins · 1-0", ClassroomText.result(first, Map.of("Result", "1-0")));
        assertEquals("", ClassroomText.result(first, Map.of("Result", "*")));
        // A variation's end is not the game's.
        GameNode side = resigned.playMove(resigned.root(), 7);
        assertEquals("", ClassroomText.result(side, Map.of("Result", "1-0")));
    }
}
