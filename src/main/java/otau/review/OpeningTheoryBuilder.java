package otau.review;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import otau.game.Fen;
import otau.game.Position;
import otau.game.Side;
import otau.game.record.GameRecord;
import otau.game.record.RecordNode;

/**
 * Counts an {@link OpeningTheory} from finished games: for each of the first plies of every
 * game from the standard start, the position, the move played and how the game ended for
 * the mover. Only positions that {@code minGames} games reached are kept (no move of a
 * rarer one can be theory), with every move played from them.
 */
public final class OpeningTheoryBuilder {
    private final Map<String, int[][]> counts = new HashMap<>();
    private final Map<String, Integer> plyOf = new HashMap<>();
    private int games;
    private int skipped;

    /**
     * Counts the first {@code plies} moves of each game {@code include} accepts; games without
     * a result, with problems or from another start are skipped.
     */
    public void add(List<GameRecord> records, int plies, Predicate<GameRecord> include) {
        for (GameRecord g : records) {
            double white = WinChanceFit.whiteResult(g.result());
            if (Double.isNaN(white) || !g.problems().isEmpty() || !g.startsFromStandardPosition()) {
                skipped++;
                continue;
            }
            if (!include.test(g)) {
                continue;
            }
            games++;
            Position p = g.start();
            List<RecordNode> line = g.mainLine();
            for (int ply = 0; ply < Math.min(plies, line.size()); ply++) {
                Position next = line.get(ply).position();
                int hole = next.lastMove().hole();
                double mover = p.sideToMove() == Side.WHITE ? white : 1 - white;
                String key = Fen.write(p);
                int[][] c = counts.computeIfAbsent(key, k -> new int[10][3]);
                plyOf.putIfAbsent(key, ply);
                c[hole][mover == 1 ? 0 : mover == 0 ? 2 : 1]++;
                p = next;
            }
        }
    }

    /** Games counted. */
    public int games() {
        return games;
    }

    /** Games left out for want of a result, for problems or for another start. */
    public int skipped() {
        return skipped;
    }

    /** The table: positions reached by at least {@code minGames} games, in order of ply, most played first. */
    public OpeningTheory build(int minGames) {
        List<String> keys = new ArrayList<>();
        counts.forEach((k, c) -> {
            if (total(c) >= minGames) {
                keys.add(k);
            }
        });
        keys.sort(Comparator.comparing((String k) -> plyOf.get(k))
                .thenComparing(k -> -total(counts.get(k))).thenComparing(k -> k));
        Map<String, List<OpeningTheory.Line>> table = new LinkedHashMap<>();
        for (String k : keys) {
            List<OpeningTheory.Line> lines = new ArrayList<>();
            int[][] c = counts.get(k);
            for (int hole = 1; hole <= 9; hole++) {
                int n = c[hole][0] + c[hole][1] + c[hole][2];
                if (n > 0) {
                    lines.add(new OpeningTheory.Line(hole, n, c[hole][0], c[hole][1], c[hole][2]));
                }
            }
            lines.sort((a, b) -> Integer.compare(b.games(), a.games()));
            table.put(k, lines);
        }
        return OpeningTheory.of(table);
    }

    private static int total(int[][] c) {
        int n = 0;
        for (int[] h : c) {
            n += h[0] + h[1] + h[2];
        }
        return n;
    }
}
