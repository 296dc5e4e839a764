package otau.ui.play;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import otau.model.GameModel;
import otau.model.GameNode;

/**
 * The moves of one game against the engine as nodes of the shared model: the nodes the game
 * went through (its start first), which of them the game added, and whether the game itself is
 * editing the model right now, so that its own edits are not taken for edits made elsewhere.
 * A move that already stood in the tree (a studied line) is followed, not added again, and a
 * takeback deletes only what the game added.
 */
final class PlayedLine {
    private final GameModel model;
    private final List<GameNode> nodes = new ArrayList<>();
    private final Set<GameNode> created = Collections.newSetFromMap(new IdentityHashMap<>());
    private boolean editing;

    PlayedLine(GameModel model) {
        this.model = Objects.requireNonNull(model);
    }

    /** Forgets the previous game; the next game starts at {@code start}. */
    void startAt(GameNode start) {
        nodes.clear();
        created.clear();
        nodes.add(Objects.requireNonNull(start));
    }

    /** The game's latest node (its start before the first move). */
    GameNode last() {
        return nodes.get(nodes.size() - 1);
    }

    /** True while the game is changing the model itself. */
    boolean isEditing() {
        return editing;
    }

    /** True when the game's latest node was deleted or replaced elsewhere. */
    boolean isBroken() {
        return !nodes.isEmpty() && !model.contains(last());
    }

    /** Runs the game's own edits of the model, so the tree listener lets them pass. */
    void edit(Runnable edits) {
        editing = true;
        try {
            edits.run();
        } finally {
            editing = false;
        }
    }

    /** Plays {@code hole} after the latest node: an existing move is followed, a new one added. */
    void play(int hole) {
        GameNode at = last();
        boolean existed = at.child(hole) != null;
        edit(() -> {
            GameNode n = model.playMove(at, hole);
            if (!existed) {
                created.add(n);
            }
            nodes.add(n);
        });
    }

    /**
     * Takes back the last {@code plies} moves as one undoable step named {@code undoName}: the
     * first of them the game added is deleted with all after it, the model goes to the new latest
     * node, and {@code alsoInStep} runs inside the same step.
     */
    void takeBack(int plies, String undoName, Runnable alsoInStep) {
        List<GameNode> tail = nodes.subList(nodes.size() - plies, nodes.size());
        List<GameNode> removed = new ArrayList<>(tail);
        tail.clear();
        edit(() -> model.batch(undoName, () -> {
            // Only what this game added goes; moves of the studied line stay where they were.
            removed.stream().filter(created::contains).findFirst().ifPresent(model::deleteFrom);
            model.goTo(last());
            alsoInStep.run();
        }));
        created.removeIf(node -> !model.contains(node));
    }
}
