package otau.db;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;

/**
 * A side's repertoire as a tree of lines from the start position: at the side's turns its
 * repertoire moves (main move first), at the opponent's turns the replies that lead to a
 * position where the repertoire has a move. The store keeps only the side's moves, keyed by
 * position, so the opponent's replies are found by trying each legal reply.
 *
 * <p>A position reached a second time (a transposition, or a repetition) is expanded only
 * where it is met first in tree order; later it is a leaf marked {@link Node#transposition()},
 * which keeps the tree finite and each position's moves in one place. Positions of the
 * repertoire that no line from the start reaches (moves added from a set-up position) are
 * extra roots after the start, in the order they were added.
 */
public final class RepertoireTree {
    private final Side side;
    private final List<Node> roots;

    private RepertoireTree(Side side, List<Node> roots) {
        this.side = side;
        this.roots = List.copyOf(roots);
    }

    /** One stored move of a repertoire. */
    public record Row(long key, String fen, int hole, Integer rank) {
    }

    /**
     * The tree of {@code rows} (in the order they were added) for {@code side}. Each
     * position's moves are ordered by rank (ranked ones first, lowest first), then in the
     * order they were added: the first move entered is the main one until another is promoted.
     */
    public static RepertoireTree build(Side side, List<Row> rows, Map<MoveRef, String> comments) {
        return build(side, Moves.of(rows), comments, null);
    }

    /** Identifies a move: the key of the position it is played from and its hole. */
    public record MoveRef(long key, int hole) {
    }

    /** The side's moves grouped by position, each position's in training order. */
    static final class Moves {
        final Map<Long, List<Integer>> byKey = new LinkedHashMap<>();
        final Map<Long, String> fens = new LinkedHashMap<>();

        static Moves of(List<Row> rows) {
            Moves m = new Moves();
            Map<Long, List<Row>> grouped = new LinkedHashMap<>();
            for (Row r : rows) {
                grouped.computeIfAbsent(r.key(), k -> new ArrayList<>()).add(r);
                m.fens.putIfAbsent(r.key(), r.fen());
            }
            grouped.forEach((key, list) -> {
                List<Row> sorted = new ArrayList<>(list);
                sorted.sort((a, b) -> {
                    if ((a.rank() == null) != (b.rank() == null)) {
                        return a.rank() == null ? 1 : -1;
                    }
                    // Unranked moves keep the order they were added in (the sort is stable).
                    return a.rank() == null ? 0 : Integer.compare(a.rank(), b.rank());
                });
                List<Integer> holes = new ArrayList<>();
                sorted.forEach(r -> holes.add(r.hole()));
                m.byKey.put(key, holes);
            });
            return m;
        }

        Moves without(Collection<Long> keys, MoveRef move) {
            Moves m = new Moves();
            byKey.forEach((key, holes) -> {
                if (keys.contains(key)) {
                    return;
                }
                List<Integer> kept = new ArrayList<>(holes);
                if (move != null && move.key() == key) {
                    kept.remove(Integer.valueOf(move.hole()));
                }
                if (!kept.isEmpty()) {
                    m.byKey.put(key, kept);
                    m.fens.put(key, fens.get(key));
                }
            });
            return m;
        }
    }

    /**
     * Builds the tree; {@code extraRoots} limits the roots besides the start to those keys
     * (null: every position not reached from the start).
     */
    static RepertoireTree build(Side side, Moves moves, Map<MoveRef, String> comments, Collection<Long> extraRoots) {
        Set<Long> seen = new HashSet<>();
        List<Node> roots = new ArrayList<>();
        Node start = new Node(null, Position.start(), false, false, "");
        roots.add(start);
        expand(side, start, moves, comments, seen);
        for (Map.Entry<Long, String> e : moves.fens.entrySet()) {
            long key = e.getKey();
            if (seen.contains(key) || (extraRoots != null && !extraRoots.contains(key))) {
                continue;
            }
            Node root = new Node(null, Fen.read(e.getValue()), false, false, "");
            roots.add(root);
            expand(side, root, moves, comments, seen);
        }
        return new RepertoireTree(side, roots);
    }

    /** Adds the node's children depth first, in order, so that "first met" is tree order. */
    private static void expand(Side side, Node node, Moves moves, Map<MoveRef, String> comments, Set<Long> seen) {
        Position p = node.position;
        if (!seen.add(p.hash())) {
            node.transposition = true;
            return;
        }
        if (p.isGameOver()) {
            return;
        }
        if (p.sideToMove() == side) {
            for (int hole : moves.byKey.getOrDefault(p.hash(), List.of())) {
                if (p.isLegal(hole)) {
                    Node child = new Node(node, p.play(hole), true, false,
                            comments.getOrDefault(new MoveRef(p.hash(), hole), ""));
                    node.children.add(child);
                    expand(side, child, moves, comments, seen);
                }
            }
        } else {
            for (int reply : p.legalMoves()) {
                Position next = p.play(reply);
                if (moves.byKey.containsKey(next.hash())) {
                    Node child = new Node(node, next, false, false,
                            comments.getOrDefault(new MoveRef(p.hash(), reply), ""));
                    node.children.add(child);
                    expand(side, child, moves, comments, seen);
                }
            }
        }
    }

    public Side side() {
        return side;
    }

    /** The start position first, then any positions not reached from it. */
    public List<Node> roots() {
        return roots;
    }

    /** Every node, depth first in order (a node before its children, the main move first). */
    public List<Node> preorder() {
        List<Node> out = new ArrayList<>();
        for (Node r : roots) {
            collect(r, out);
        }
        return out;
    }

    private static void collect(Node n, List<Node> out) {
        out.add(n);
        for (Node c : n.children) {
            collect(c, out);
        }
    }

    /** The keys of every position that holds a move of the side in this tree. */
    Set<Long> keysWithMoves() {
        Set<Long> keys = new HashSet<>();
        for (Node n : preorder()) {
            if (!n.transposition && n.position.sideToMove() == side && !n.children.isEmpty()) {
                keys.add(n.position.hash());
            }
        }
        return keys;
    }

    /** The first node reached by {@code holes} from the start, or null when the line leaves the tree. */
    public Node find(List<Integer> holes) {
        Node n = roots.get(0);
        for (int hole : holes) {
            Node next = null;
            for (Node c : n.children) {
                if (c.hole() == hole) {
                    next = c;
                }
            }
            if (next == null) {
                return null;
            }
            n = next;
        }
        return n;
    }

    /** One position of the tree and the move that led there (none at a root). */
    public static final class Node {
        private final Node parent;
        private final Position position;
        private final boolean own;
        private boolean transposition;
        private final String comment;
        private final List<Node> children = new ArrayList<>();

        private Node(Node parent, Position position, boolean own, boolean transposition, String comment) {
            this.parent = parent;
            this.position = position;
            this.own = own;
            this.transposition = transposition;
            this.comment = comment;
        }

        public Node parent() {
            return parent;
        }

        public boolean isRoot() {
            return parent == null;
        }

        /** The position after the move (carrying it as its last move). */
        public Position position() {
            return position;
        }

        /** The move's hole, or 0 at a root. */
        public int hole() {
            return parent == null ? 0 : position.lastMove().hole();
        }

        /** Whether the move is the repertoire side's own (otherwise an opponent's reply). */
        public boolean own() {
            return own;
        }

        /** Whether the position was already expanded earlier in tree order. */
        public boolean transposition() {
            return transposition;
        }

        public String comment() {
            return comment;
        }

        public List<Node> children() {
            return Collections.unmodifiableList(children);
        }

        /** The move as stored: the key of the position it is played from and its hole. */
        public MoveRef move() {
            return parent == null ? null : new MoveRef(parent.position.hash(), hole());
        }

        /** Whether this own move is its position's main (first) move. */
        public boolean isMain() {
            return parent != null && parent.children.get(0) == this;
        }

        /** The move with its number in record style: {@code 3. 65(10)} for White, {@code 3... 34} for Black. */
        public String label() {
            if (parent == null) {
                return "";
            }
            Position before = parent.position;
            String number = before.sideToMove() == Side.WHITE ? before.moveNumber() + ". " : before.moveNumber() + "... ";
            return number + position.lastMove().notation();
        }

        /** The holes from the root to here. */
        public List<Integer> line() {
            List<Integer> holes = new ArrayList<>();
            for (Node n = this; n.parent != null; n = n.parent) {
                holes.add(0, n.hole());
            }
            return holes;
        }

        /** The root this node's line starts from. */
        public Node root() {
            Node n = this;
            while (n.parent != null) {
                n = n.parent;
            }
            return n;
        }

        @Override
        public String toString() {
            return isRoot() ? Fen.write(position) : label();
        }
    }
}
