package otau.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import otau.game.Side;
import otau.game.record.Evaluation;
import otau.game.record.Markup;
import otau.game.record.RecordWriter;

/** Builds games with variations and annotations for the model's tests. */
final class TreeFixtures {
    private TreeFixtures() {
    }

    /** Every node of the tree, depth first, the root first. */
    static List<GameNode> allNodes(GameNode root) {
        List<GameNode> out = new ArrayList<>();
        List<GameNode> stack = new ArrayList<>();
        stack.add(root);
        while (!stack.isEmpty()) {
            GameNode n = stack.remove(stack.size() - 1);
            out.add(n);
            for (int i = n.children().size() - 1; i >= 0; i--) {
                stack.add(n.children().get(i));
            }
        }
        return out;
    }

    /** The game as canonical record text. */
    static String text(GameModel model) {
        return RecordWriter.write(model.toRecord());
    }

    /** Plays a random legal move after {@code at}; returns null when the game is over there. */
    static GameNode playRandom(GameModel model, GameNode at, Random random) {
        int[] legal = at.position().legalMoves();
        if (legal.length == 0) {
            return null;
        }
        return model.playMove(at, legal[random.nextInt(legal.length)]);
    }

    /**
     * A game of a main line of {@code length} moves, with nested variations, comments,
     * NAGs, evaluations and markup sprinkled through it.
     */
    static GameModel annotatedGame(long seed, int length, int variations) {
        Random random = new Random(seed);
        GameModel model = new GameModel(ThreadGuard.none());
        GameNode n = model.root();
        for (int i = 0; i < length && n != null; i++) {
            GameNode next = playRandom(model, n, random);
            if (next == null) {
                break;
            }
            n = next;
        }
        for (int v = 0; v < variations; v++) {
            List<GameNode> nodes = allNodes(model.root());
            GameNode at = nodes.get(random.nextInt(nodes.size()));
            for (int k = 0, len = 1 + random.nextInt(6); k < len && at != null; k++) {
                at = playRandom(model, at, random);
            }
        }
        List<GameNode> nodes = allNodes(model.root());
        for (GameNode node : nodes) {
            int r = random.nextInt(10);
            if (r == 0) {
                model.setComment(node, "note " + random.nextInt(1000) + " (with brackets)");
            }
            if (r == 1 && !node.isRoot()) {
                model.setNags(node, List.of(1 + random.nextInt(6), 10 + random.nextInt(100)));
            }
            if (r == 2) {
                model.setEvaluation(node, random.nextBoolean()
                        ? Evaluation.ofCentiStones(random.nextInt(2001) - 1000, random.nextInt(30))
                        : Evaluation.ofMate(random.nextInt(21) - 10 == 0 ? 3 : random.nextInt(21) - 10, 0));
            }
            if (r == 3) {
                model.setMarkup(node, List.of(Markup.hole('G', Side.WHITE, 1 + random.nextInt(9)),
                        Markup.arrow('R', Side.BLACK, 1 + random.nextInt(9), Side.WHITE, 1 + random.nextInt(9))));
            }
            if (r == 4 && !node.isRoot() && node.index() > 0) {
                model.setStartingComment(node, "idea " + random.nextInt(100));
            }
        }
        return model;
    }
}
