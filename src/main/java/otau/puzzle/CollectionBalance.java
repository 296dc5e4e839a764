package otau.puzzle;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Keeps a collection balanced: one-move puzzles at most a given share, those of rare themes kept first. */
public final class CollectionBalance {
    private CollectionBalance() {
    }

    /**
     * The puzzles, in their order, with one-move puzzles left out beyond {@code share} of the
     * result. The one-move puzzles kept are those whose rarest theme is rarest in the whole
     * list, so that every theme keeps its examples; of equally rare ones, those from recorded
     * games come before self-play (people's mistakes make the tactics people need).
     */
    public static List<Puzzle> capOneMove(List<Puzzle> puzzles, double share) {
        List<Puzzle> one = puzzles.stream().filter(p -> p.solverMoves() == 1).toList();
        int multi = puzzles.size() - one.size();
        int allowed = share >= 1 ? one.size() : (int) Math.floor(share * multi / (1 - share));
        if (one.size() <= allowed) {
            return List.copyOf(puzzles);
        }
        Map<Theme, Integer> counts = new EnumMap<>(Theme.class);
        for (Puzzle p : puzzles) {
            for (String w : p.themes()) {
                Theme t = Theme.of(w);
                if (t != null) {
                    counts.merge(t, 1, Integer::sum);
                }
            }
        }
        List<Puzzle> ranked = new ArrayList<>(one);
        ranked.sort(Comparator.comparingInt((Puzzle p) -> rarest(p, counts))
                .thenComparing(CollectionBalance::isSelfPlay).thenComparing(Puzzle::id));
        Set<String> keep = new HashSet<>();
        ranked.subList(0, allowed).forEach(p -> keep.add(p.id()));
        return puzzles.stream().filter(p -> p.solverMoves() > 1 || keep.contains(p.id())).toList();
    }

    /** Whether the puzzle was mined from the engine's own games (their sources say "self-play"). */
    static boolean isSelfPlay(Puzzle p) {
        return p.source().toLowerCase(java.util.Locale.ROOT).contains("self-play");
    }

    private static int rarest(Puzzle p, Map<Theme, Integer> counts) {
        return p.themes().stream().map(Theme::of).filter(t -> t != null).mapToInt(t -> counts.getOrDefault(t, 0))
                .min().orElse(Integer.MAX_VALUE);
    }
}
