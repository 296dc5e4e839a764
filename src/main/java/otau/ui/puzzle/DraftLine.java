package otau.ui.puzzle;

import java.util.ArrayList;
import java.util.List;
import otau.game.Position;
import otau.model.GameModel;
import otau.model.GameNode;

/**
 * The position and moves "Save as puzzle" takes from the game: from the game's start or from
 * the current move, along the line the cursor is on (through the cursor, then on along the
 * first continuations to the end of the line).
 */
record DraftLine(Position start, List<Integer> holes) {
    DraftLine {
        holes = List.copyOf(holes);
    }

    static DraftLine fromGameStart(GameModel model) {
        List<Integer> holes = new ArrayList<>();
        for (GameNode n : model.currentPath()) {
            if (!n.isRoot()) {
                holes.add(n.move().hole());
            }
        }
        addContinuation(model.currentNode(), holes);
        return new DraftLine(model.root().position(), holes);
    }

    static DraftLine fromCurrentMove(GameModel model) {
        List<Integer> holes = new ArrayList<>();
        addContinuation(model.currentNode(), holes);
        return new DraftLine(model.currentPosition(), holes);
    }

    private static void addContinuation(GameNode from, List<Integer> holes) {
        List<GameNode> line = from.lineFromHere();
        for (GameNode n : line.subList(1, line.size())) {
            holes.add(n.move().hole());
        }
    }
}
