package otau.db;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import otau.game.Position;
import otau.game.Side;

/**
 * Where a repertoire is not ready for what players play: at each of the opponent's turns in
 * the tree, the replies found in the database's games that lead to no move of the
 * repertoire. Gaps come in tree order (depth first, main moves first, so the lines nearest
 * the start's main line come first) and, at one position, the most frequent reply first.
 */
public final class RepertoireCoverage {
    private RepertoireCoverage() {
    }

    /**
     * A reply the repertoire does not answer.
     *
     * @param at     the tree node where the opponent is to move
     * @param hole   the reply
     * @param notation its record token
     * @param games  games in the database that play it here
     * @param total  games in the database that play any move here
     */
    public record Gap(RepertoireTree.Node at, int hole, String notation, long games, long total) {
        /** The reply's share of the games at this position, in per cent. */
        public double percent() {
            return total == 0 ? 0 : 100.0 * games / total;
        }

        /** The position after the reply, where the repertoire needs a move. */
        public Position after() {
            return at.position().play(hole);
        }
    }

    /** Move counts of a position, as the opening explorer gives them. */
    public interface Counts {
        ExplorerResult at(Position position);
    }

    /** Every gap of {@code tree} against the games counted by {@code counts}. */
    public static List<Gap> gaps(RepertoireTree tree, Counts counts) {
        List<Gap> out = new ArrayList<>();
        Side side = tree.side();
        for (RepertoireTree.Node n : tree.preorder()) {
            Position p = n.position();
            if (n.transposition() || p.isGameOver() || p.sideToMove() == side) {
                continue;
            }
            Set<Integer> answered = new HashSet<>();
            n.children().forEach(c -> answered.add(c.hole()));
            ExplorerResult r = counts.at(p);
            long total = 0;
            for (ExplorerMove m : r.moves()) {
                total += m.games();
            }
            List<Gap> here = new ArrayList<>();
            for (ExplorerMove m : r.moves()) {
                if (m.games() > 0 && !answered.contains(m.hole()) && p.isLegal(m.hole())
                        && !p.play(m.hole()).isGameOver()) {
                    here.add(new Gap(n, m.hole(), p.play(m.hole()).lastMove().notation(), m.games(), total));
                }
            }
            here.sort(Comparator.comparingLong(Gap::games).reversed().thenComparingInt(Gap::hole));
            out.addAll(here);
        }
        return out;
    }

    /** The gaps of a side's repertoire against the games of {@code db}. */
    public static List<Gap> gaps(GameDatabase db, Side side) {
        RepertoireTree tree = db.repertoireEditor().tree(side);
        OpeningExplorer explorer = db.explorer();
        return gaps(tree, explorer::explore);
    }
}
