package otau.ui.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import otau.LongLines;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;
import otau.model.GameModel;
import otau.model.GameOrigin;
import otau.model.ThreadGuard;
import otau.puzzle.SolutionNode;

/** The collection editor's "take the line from the board": the board's tree made a solution tree. */
class EditorSolutionTest {
    /**
     * Oracle: the solver's alternatives and the opponent's main reply, as the tree was built by
     * hand from the start position: 1 1 2 2, with one more solver move at the root and a side
     * reply of the opponent that is left out).
     */
    @Test
    void solverAlternativesAreKeptAndOnlyTheOpponentsMainReply() {
        GameRecord g = GameRecord.newGame();
        RecordNode root = g.root();
        root.addChild(1).addChild(1).addChild(2).addChild(2);
        root.addChild(2);                       // a second solver move: kept
        root.mainChild().addChild(2);           // a side reply of the opponent: left out
        GameModel model = new GameModel(ThreadGuard.none());
        model.replaceGame(g, new GameOrigin(Path.of("t.pgn"), 0), "t");
        List<SolutionNode> s = CollectionEditorModel.solution(model.root(), true);
        assertEquals(List.of(
                new SolutionNode(1, List.of(new SolutionNode(1, List.of(new SolutionNode(2,
                        List.of(new SolutionNode(2, List.of()))))))),
                new SolutionNode(2, List.of())), s);
    }

    /** Oracle: the 20,000 holes of the line, walked back from the tree; on a stack too small for one frame a ply. */
    @Test
    void aLineOfTwentyThousandPliesFitsOnASmallStack() {
        int plies = 20_000;
        GameModel model = new GameModel(ThreadGuard.none());
        model.replaceGame(LongLines.game(plies), new GameOrigin(Path.of("t.pgn"), 0), "t");
        List<SolutionNode> s = LongLines.onSmallStack(() -> CollectionEditorModel.solution(model.root(), true));
        List<Integer> holes = new ArrayList<>();
        for (List<SolutionNode> at = s; !at.isEmpty(); at = at.get(0).next()) {
            holes.add(at.get(0).hole());
        }
        assertEquals(LongLines.holes(plies), holes);
    }
}
