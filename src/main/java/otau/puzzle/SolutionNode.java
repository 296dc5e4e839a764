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

    /**
     * Equal holes all the way down. Compared with an explicit stack, as are the hash and the
     * text below: a record's own methods recurse, and a line may be thousands of plies long.
     */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof SolutionNode other)) {
            return false;
        }
        java.util.Deque<SolutionNode[]> todo = new java.util.ArrayDeque<>();
        todo.push(new SolutionNode[] {this, other});
        while (!todo.isEmpty()) {
            SolutionNode[] pair = todo.pop();
            if (pair[0] == pair[1]) {
                continue;
            }
            if (pair[0].hole != pair[1].hole || pair[0].next.size() != pair[1].next.size()) {
                return false;
            }
            for (int i = 0; i < pair[0].next.size(); i++) {
                todo.push(new SolutionNode[] {pair[0].next.get(i), pair[1].next.get(i)});
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = 1;
        java.util.Deque<SolutionNode> todo = new java.util.ArrayDeque<>();
        todo.push(this);
        while (!todo.isEmpty()) {
            SolutionNode n = todo.pop();
            h = 31 * h + n.hole * 17 + n.next.size();
            n.next.forEach(todo::push);
        }
        return h;
    }

    /** The main line's holes from here, e.g. {@code SolutionNode[1 9 1]} (alternatives left out). */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("SolutionNode[");
        for (SolutionNode n = this; n != null; n = n.mainNext()) {
            sb.append(n == this ? "" : " ").append(n.hole);
        }
        return sb.append(']').toString();
    }

    /** The main-line follower, or null at the end of a line. */
    public SolutionNode mainNext() {
        return next.isEmpty() ? null : next.get(0);
    }
}
