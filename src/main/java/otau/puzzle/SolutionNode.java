package otau.puzzle;

import java.util.List;

/**
 * One ply of a solution tree: the hole played (1..9, for the side then to move) and the
 * plies that may follow. The first follower is the main line; at a solver's turn the
 * others are further accepted moves, at the opponent's turn they are never written.
 */
public record SolutionNode(int hole, List<SolutionNode> next) {
    public SolutionNode {
        if (hole < 1 || hole > 9) {
            throw new IllegalArgumentException("a move is a hole number 1..9, not " + hole);
        }
        next = List.copyOf(next);
    }

    /** A straight line of moves with no alternatives. */
    public static List<SolutionNode> line(List<Integer> holes) {
        return line(holes, List.of());
    }

    /** A straight line whose last move may also be any of {@code lastAlternatives}, each accepted. */
    public static List<SolutionNode> line(List<Integer> holes, List<Integer> lastAlternatives) {
        List<SolutionNode> tail = List.of();
        for (int i = holes.size() - 1; i >= 0; i--) {
            List<SolutionNode> here = new java.util.ArrayList<>();
            here.add(new SolutionNode(holes.get(i), tail));
            if (i == holes.size() - 1) {
                lastAlternatives.forEach(h -> here.add(new SolutionNode(h, List.of())));
            }
            tail = here;
        }
        return tail;
    }

    /** The main-line follower, or null at the end of a line. */
    public SolutionNode mainNext() {
        return next.isEmpty() ? null : next.get(0);
    }
}
