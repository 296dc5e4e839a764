package otau.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.Evaluation;
import otau.game.record.Markup;

/** Random edit sequences: undo all restores the game, redo all restores the edits. */
class GameModelEditProperties {

    @Provide
    Arbitrary<int[]> edit() {
        return Arbitraries.integers().between(0, Integer.MAX_VALUE).array(int[].class).ofSize(3);
    }

    @Property(tries = 150)
    void undoAllRestoresTheGameAndRedoAllRestoresTheEdits(@ForAll long seed,
                                                          @ForAll @Size(max = 40) List<@net.jqwik.api.From("edit") int[]> edits) {
        GameModel model = TreeFixtures.annotatedGame(seed, 20, 6);
        model.markSaved();
        String original = TreeFixtures.text(model);
        int historyBefore = undoDepth(model);

        int applied = 0;
        for (int[] e : edits) {
            String before = TreeFixtures.text(model);
            boolean changed = apply(model, e);
            if (changed) {
                applied++;
            } else {
                assertEquals(before, TreeFixtures.text(model), "an edit that did nothing changed the game");
            }
        }
        String edited = TreeFixtures.text(model);

        int undone = 0;
        while (undoDepth(model) > historyBefore) {
            model.undo();
            undone++;
        }
        assertEquals(original, TreeFixtures.text(model));
        assertFalse(model.isModified());
        assertEquals(undone, applied, "each edit is one step");

        for (int i = 0; i < undone; i++) {
            model.redo();
        }
        assertEquals(edited, TreeFixtures.text(model));
        assertFalse(model.canRedo());
        assertSame(model.root(), model.currentNode().pathFromRoot().get(0), "the cursor is in the tree");
    }

    private static int undoDepth(GameModel model) {
        return model.undoStepCount();
    }

    /** Applies one random edit; returns whether it made an undoable step. */
    private static boolean apply(GameModel model, int[] e) {
        List<GameNode> nodes = TreeFixtures.allNodes(model.root());
        GameNode node = nodes.get(e[1] % nodes.size());
        Random r = new Random(e[2]);
        int stepsBefore = model.undoStepCount();
        switch (e[0] % 11) {
            case 0, 1, 2 -> {
                int[] legal = node.position().legalMoves();
                if (legal.length > 0) {
                    model.playMove(node, legal[r.nextInt(legal.length)]);
                }
            }
            case 3 -> {
                if (!node.isOnMainLine()) {
                    model.promoteToMainLine(node);
                }
            }
            case 4 -> {
                if (!node.isOnMainLine()) {
                    model.promoteVariation(node);
                } else if (!node.isRoot()) {
                    model.deleteFrom(node);
                }
            }
            case 5 -> {
                if (!node.isOnMainLine()) {
                    model.deleteVariation(node);
                }
            }
            case 6 -> model.setComment(node, r.nextBoolean() ? "" : "c" + r.nextInt(50));
            case 7 -> {
                if (!node.isRoot()) {
                    model.toggleNag(node, 1 + r.nextInt(20));
                }
            }
            case 8 -> {
                if (r.nextBoolean()) {
                    model.toggleMarkup(node, Markup.hole("GRYB".charAt(r.nextInt(4)), Side.WHITE, 1 + r.nextInt(9)));
                } else {
                    model.setEvaluation(node, r.nextBoolean() ? null : Evaluation.ofCentiStones(r.nextInt(500), 12));
                }
            }
            case 9 -> model.setTag(r.nextBoolean() ? "White" : "Annotator", r.nextInt(3) == 0 ? null : "p" + r.nextInt(9));
            default -> {
                if (r.nextBoolean()) {
                    model.newGameFrom(node.position().withMoveNumber(1 + r.nextInt(5)));
                } else {
                    model.batch("Review", () -> {
                        for (GameNode n : model.mainLine()) {
                            model.setComment(n, "review " + r.nextInt(5));
                        }
                        GameNode end = model.root().endOfLine();
                        int[] legal = end.position().legalMoves();
                        if (legal.length > 0) {
                            model.playMove(end, legal[0]);
                        }
                    });
                }
            }
        }
        int stepsAfter = model.undoStepCount();
        if (stepsAfter != stepsBefore && stepsAfter != stepsBefore + 1) {
            throw new AssertionError("one edit made " + (stepsAfter - stepsBefore) + " steps");
        }
        return stepsAfter == stepsBefore + 1;
    }

    @Property(tries = 30)
    void aGameFromAnyReachedPositionStartsThere(@ForAll long seed) {
        GameModel model = TreeFixtures.annotatedGame(seed, 15, 3);
        List<GameNode> nodes = TreeFixtures.allNodes(model.root());
        Position p = nodes.get(new Random(seed).nextInt(nodes.size())).position();
        model.newGameFrom(p);
        assertEquals(p, model.root().position());
        assertEquals(0, model.mainLine().size());
    }
}
